extension Tokenizer {
    /// The significant tokens, with each function body the parser would skim folded into
    /// one `.skippedBody` token (`BodySkipper`): for `Parser.parse(…skimmingBodies: true)`,
    /// which must take all `skipped` of them, else the guess was wrong somewhere.
    /// `skipsBodies` is asked once, at the first body, with the tokens before it; when it
    /// says no, nothing is skipped, and the stream is the one `tokenize(_:keepingTrivia:
    /// false)` gives. `importInBody`: a skipped body held an `import` (which the file's
    /// imports, read from the tokens, would have counted). `directiveComment`: a comment
    /// may be a `dilint:` suppression (whose comment tokens this stream does not keep).
    public static func tokenizeSkippingBodies(_ file: SourceFile, if skipsBodies: (UnsafeBufferPointer<Token>) -> Bool = { _ in true })
        -> (tokens: [Token], skipped: Int, importInBody: Bool, directiveComment: Bool) {
        file.bytes.withUnsafeBufferPointer { bytes in
            withoutActuallyEscaping(skipsBodies) { tokenize(bytes, keepingTrivia: false, skippingBodies: $0) }
        }
    }
}

/// Folds function bodies into single `.skippedBody` tokens while a file is tokenized, for
/// the parser that skims them (`Parser+Skimming`): most of a file's tokens are in bodies,
/// and a skimmed body reads of them only where it ends and whether it holds an `as!` or
/// a `.self`. Every byte of the body is still read, since strings, comments and regexes
/// decide where it ends — plain code by a byte loop (`Lexer+SkippedBodies`), the rest by
/// the lexer — but none of its tokens is stored.
///
/// The skipper sees the significant tokens only, so it guesses where a body starts: the
/// first `{` after `func`, `init` or `deinit` at the same bracket depth, when every brace
/// around it opens a type's body. A guess the parser does not share is caught by the
/// count: the parser takes each skipped body it skims (`Parser.skippedBodiesTaken`), and
/// when it took fewer than were made, the file is tokenized again whole.
struct BodySkipper {
    /// What to do with the token just lexed.
    enum Step {
        case keep
        /// Part of a body being skipped: not stored.
        case absorb
        /// The `}` closing a skipped body: this token, spanning the body, is stored instead.
        case replace(Token)
    }

    private(set) var skippedCount = 0
    /// An `import` inside a skipped body: the file's imports are read from its tokens.
    private(set) var skippedImport = false

    // Outside bodies
    private var brackets = 0
    /// For each open brace, whether it opens a type's body.
    private var braces: [Bool] = []
    private var bracesInCode = 0
    /// The bracket depth of a `func`, `init` or `deinit` whose body may come next.
    private var function: Int? = nil
    /// The bracket depth of a `class`, `struct`, `enum`, `protocol`, `extension` or `actor`
    /// whose body may come next.
    private var type: Int? = nil

    /// The body being skipped, if any; the lexer's fast path (`Lexer+SkippedBodies`)
    /// reads and writes it directly.
    var body: OpenBody? = nil

    var isInBody: Bool { body != nil }

    /// `firstByte` is the token's first byte; `afterMemberPeriod` says a `.` came right
    /// before it (`x.init`).
    @inline(__always)
    mutating func step(_ kind: TokenKind, _ keyword: Keyword, start: Int, end: Int, flags: Token.Flags,
                       firstByte: UInt8, afterMemberPeriod: Bool) -> Step {
        if body != nil { return stepInBody(kind, keyword, end: end, flags: flags, firstByte: firstByte) }
        switch kind {
        case .leftBrace:
            defer { function = nil; type = nil }
            if function == brackets, bracesInCode == 0 {
                body = OpenBody(start: start, flags: flags, end: end)
                return .absorb
            }
            let opensType = type == brackets
            braces.append(opensType)
            if !opensType { bracesInCode += 1 }
        case .rightBrace:
            if let opened = braces.popLast(), !opened { bracesInCode -= 1 }
            function = nil
            type = nil
        case .leftParen, .leftBracket, .interpolationStart:
            brackets += 1
        case .rightParen, .rightBracket, .interpolationEnd:
            brackets = Swift.max(0, brackets - 1)
        case .semicolon:
            if function == brackets { function = nil }
        case .keyword:
            switch keyword {
            case .func, .`init`, .deinit:
                if !afterMemberPeriod {
                    function = brackets
                    type = nil
                }
            case .class, .struct, .enum, .protocol, .extension:
                type = brackets
                if function == brackets { function = nil }
            case .var, .let, .subscript, .case, .typealias, .associatedtype, .import, .operator, .precedencegroup:
                if function == brackets { function = nil }
                if type == brackets { type = nil }
            default:
                break
            }
        case .identifier where keyword == .actor:
            type = brackets
        default:
            break
        }
        return .keep
    }

    /// As `Parser.skimBlock` reads a body: every bracket counts, the body ends where they
    /// balance, `as` then `!` with nothing between may force a cast, `.` then `self` may
    /// name a metatype.
    @inline(__always)
    private mutating func stepInBody(_ kind: TokenKind, _ keyword: Keyword, end: Int, flags: Token.Flags,
                                     firstByte: UInt8) -> Step {
        guard var open = body else { return .keep }
        if open.afterAs, kind == .operator, !flags.contains(.afterTrivia), firstByte == UInt8(ascii: "!") { open.flags.insert(.mayForceCast) }
        if open.afterPeriod, keyword == .`self` { open.flags.insert(.mayNameMetatype) }
        if kind == .keyword, keyword == .import { skippedImport = true }
        open.afterAs = kind == .keyword && keyword == .as
        open.afterPeriod = kind == .period
        switch kind {
        case .leftBrace, .leftParen, .leftBracket, .interpolationStart: open.level += 1
        case .rightBrace, .rightParen, .rightBracket, .interpolationEnd: open.level -= 1
        default: break
        }
        open.end = end
        if open.level == 0 { return .replace(close(open)) }
        body = open
        return .absorb
    }

    /// A string segment inside a body: it moves the body's end.
    mutating func absorbSegment(end: Int) {
        guard var open = body else { return }
        open.afterAs = false
        open.afterPeriod = false
        open.end = end
        body = open
    }

    /// The body's token, the body ended.
    mutating func close(_ open: OpenBody) -> Token {
        body = nil
        skippedCount += 1
        return Token(kind: .skippedBody, start: open.start, length: open.end - open.start, flags: open.flags)
    }

    mutating func noteImport() { skippedImport = true }

    /// At the end of the file, the body still open: it runs to its last token, as the
    /// parser's skim runs to the end.
    mutating func finish() -> Token? {
        guard let open = body else { return nil }
        return close(open)
    }
}

/// A body being skipped: where it starts, the `{`'s flags and what was noted in it, how
/// many brackets are open, where its last token ends, and what that token was.
struct OpenBody {
    var start: Int
    var flags: Token.Flags
    var level = 1
    var end: Int
    var afterAs = false
    var afterPeriod = false
}
