extension Tokenizer {
    /// The significant tokens, with each function body the parser would skim folded into
    /// one `.skippedBody` token (`BodySkipper`): for `Parser.parse(…skimmingBodies: true)`,
    /// which must take all `skipped` of them, else the guess was wrong somewhere.
    /// Whether a file's bodies may be skipped at all is its reader's question, asked before
    /// (`FileAnalysis`). `importInBody`: a skipped body held an `import` (which the file's
    /// imports, read from the tokens, would have counted). `directiveComment`: a comment
    /// may be a `dilint:` suppression (whose comment tokens this stream does not keep).
    /// `leavingMembersDormant`: a type's or extension's member block that declares no type,
    /// typealias or associated type is one `.skippedBody` too (`Token.Flags.dormantMembers`).
    public static func tokenizeSkippingBodies(_ file: SourceFile, leavingMembersDormant: Bool = false)
        -> (tokens: [Token], skipped: Int, importInBody: Bool, directiveComment: Bool) {
        file.bytes.withUnsafeBufferPointer { bytes in
            tokenize(bytes, keepingTrivia: false, skippingBodies: true, leavingMembersDormant: leavingMembersDormant)
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
        /// A `{` opening a type's or extension's member block, kept as `keep` does: the
        /// lexer may leave the block dormant (`startDormantMembers`).
        case openMembers
        /// A word in a dormant member block that declares a name the type table needs
        /// before any pass asks (a type, typealias or associated type): the block is to
        /// be read token by token after all, from where it opened.
        case wake
    }

    private(set) var skippedCount = 0
    /// An `import` inside a skipped body: the file's imports are read from its tokens.
    private(set) var skippedImport = false

    // Outside bodies
    private var brackets = 0
    /// For each open brace, whether it opens a type's body.
    private var braces = BraceStack()
    private var bracesInCode = 0
    /// A `func`, `init` or `deinit` was read outside brackets, and its body may come next,
    /// outside brackets too. Inside an unclosed `(` or `[` — code that does not compile,
    /// or a label — one heads no body the parser skims, which could otherwise take the
    /// skipped token elsewhere.
    private var functionBodyMayFollow = false
    /// The bracket depth of a `class`, `struct`, `enum`, `protocol`, `extension` or `actor`
    /// whose body may come next.
    private var type: Int? = nil

    /// The body being skipped, if any; the lexer's fast path (`Lexer+SkippedBodies`)
    /// reads and writes it directly.
    var body: OpenBody? = nil
    /// Whether a type's or extension's member block may be skipped too (`openMembers`).
    var leavesMembersDormant = false

    var isInBody: Bool { body != nil }

    /// `firstByte` is the token's first byte; `afterMemberPeriod` says a `.` came right
    /// before it (`x.init`).
    @inline(__always)
    mutating func step(_ kind: TokenKind, _ keyword: Keyword, start: Int, end: Int, flags: Token.Flags,
                       firstByte: UInt8, afterMemberPeriod: Bool) -> Step {
        if body != nil { return stepInBody(kind, keyword, end: end, flags: flags, firstByte: firstByte) }
        switch kind {
        case .leftBrace:
            defer { functionBodyMayFollow = false; type = nil }
            if functionBodyMayFollow, brackets == 0, bracesInCode == 0 {
                body = OpenBody(start: start, flags: flags, end: end)
                return .absorb
            }
            let opensType = type == brackets
            braces.push(opensType)
            if !opensType { bracesInCode += 1 }
            if opensType, bracesInCode == 0, leavesMembersDormant { return .openMembers }
        case .rightBrace:
            if let opened = braces.pop(), !opened { bracesInCode -= 1 }
            functionBodyMayFollow = false
            type = nil
        case .leftParen, .leftBracket, .interpolationStart:
            brackets += 1
        case .rightParen, .rightBracket, .interpolationEnd:
            brackets = Swift.max(0, brackets - 1)
        case .semicolon:
            if brackets == 0 { functionBodyMayFollow = false }
        case .keyword:
            switch keyword {
            case .func, .`init`, .deinit:
                if !afterMemberPeriod {
                    functionBodyMayFollow = brackets == 0
                    type = nil
                }
            case .class, .struct, .enum, .protocol, .extension:
                type = brackets
                if brackets == 0 { functionBodyMayFollow = false }
            case .var, .let, .subscript, .case, .typealias, .associatedtype, .import, .operator, .precedencegroup:
                if brackets == 0 { functionBodyMayFollow = false }
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
        if open.isMemberBlock, open.level == 1 {
            if !open.afterPeriod, kind == .keyword || kind == .identifier, open.noteMemberWord(keyword, isVisitOrAccept: false) {
                return .wake
            }
            // An operator the lexer reads is a Unicode one: taken as if it held `=`.
            if kind == .operator { open.noteMemberOperator(hasEquals: true) }
            if kind == .leftBrace { open.noteMemberBrace() }
        }
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
        if open.level == 0 {
            // A member block the parser would not end here (a stray `)` or `]`) is read.
            if open.isMemberBlock, kind != .rightBrace { return .wake }
            return .replace(close(open))
        }
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
        var open = open
        if open.isMemberBlock { open.settleStaticVariable() }
        body = nil
        skippedCount += 1
        return Token(kind: .skippedBody, start: open.start, length: open.end - open.start, flags: open.flags)
    }

    mutating func noteImport() { skippedImport = true }

    /// Skips the member block whose `{` (from `start` to `end`, with the lexer's `flags`)
    /// `step` just kept: undone, it opens a dormant block instead.
    mutating func startDormantMembers(start: Int, flags: Token.Flags, end: Int) {
        _ = braces.pop()
        var open = OpenBody(start: start, flags: flags.union(.dormantMembers), end: end)
        open.isMemberBlock = true
        body = open
    }

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
    /// A type's or extension's member block left dormant: the words at its top level
    /// say whether it may (`noteMemberWord`).
    var isMemberBlock = false
    /// The last declaration word at the block's top level was `static`, or `func`.
    var afterStatic = false
    var afterFunc = false
    /// A `static var` whose storage is not yet known: an `=` at the top level makes it
    /// stored, a `{` (its accessors) computed; nothing before the next declaration, stored.
    var pendingStaticVariable = false

    /// A word at the top level of a dormant member block. True when it declares a type, a
    /// typealias or an associated type (or may: `class` and `actor` also modify), which
    /// the block then must not hide; otherwise notes what the members may be that the
    /// passes over every type ask about (`Token.Flags.mayDeclare…`), to be parsed when
    /// one does.
    mutating func noteMemberWord(_ keyword: Keyword, isVisitOrAccept: Bool) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .typealias, .associatedtype, .actor:
            return true
        case .static:
            settleStaticVariable()
            afterStatic = true
        case .var:
            settleStaticVariable()
            pendingStaticVariable = afterStatic
            afterStatic = false
            afterFunc = false
        case .let:
            settleStaticVariable()
            if afterStatic { flags.insert(.mayDeclareStaticLet) }
            afterStatic = false
            afterFunc = false
        case .func:
            settleStaticVariable()
            afterFunc = true
            afterStatic = false
        case .subscript, .`init`, .deinit, .case, .macro:
            settleStaticVariable()
            afterStatic = false
            afterFunc = false
        default:
            // The word after `func` is the method's name.
            if afterFunc, isVisitOrAccept { flags.insert(.mayDeclareVisits) }
            afterFunc = false
        }
        return false
    }

    /// At the block's top level: an operator holding `=` (a `static var`'s initializer),
    /// or a `{` (its accessors, or an observer block after an initializer).
    mutating func noteMemberOperator(hasEquals: Bool) {
        if pendingStaticVariable, hasEquals { settleStaticVariable() }
    }

    mutating func noteMemberBrace() {
        pendingStaticVariable = false
    }

    /// A `static var` still pending has no accessors: it is stored.
    mutating func settleStaticVariable() {
        if pendingStaticVariable { flags.insert(.mayDeclareStaticVariable) }
        pendingStaticVariable = false
    }
}

/// The open braces, innermost last: whether each opens a type's body. The first 64 are
/// bits of one word: the lexer keeps a copy of the skipper while a member block is
/// dormant, and a stack in an array was copied whole at the next change to either.
struct BraceStack {
    private var inner: UInt64 = 0
    private var deeper: [Bool] = []
    private var count = 0

    mutating func push(_ opensType: Bool) {
        if count < 64 {
            let bit: UInt64 = 1 << UInt64(count)
            inner = opensType ? inner | bit : inner & ~bit
        } else {
            deeper.append(opensType)
        }
        count += 1
    }

    mutating func pop() -> Bool? {
        guard count > 0 else { return nil }
        count -= 1
        return count < 64 ? inner & (1 << UInt64(count)) != 0 : deeper.removeLast()
    }
}
