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
    /// `marks`: what each `.skippedBody` token notes it may hold (`Token.marks`).
    public static func tokenizeSkippingBodies(_ file: SourceFile, leavingMembersDormant: Bool = false, marks: Marks = .none)
        -> (tokens: [Token], skipped: Int, importInBody: Bool, directiveComment: Bool) {
        file.bytes.withUnsafeBufferPointer { bytes in
            tokenize(bytes, keepingTrivia: false, skippingBodies: true, leavingMembersDormant: leavingMembersDormant, marks: marks)
        }
    }
}

/// Folds function bodies into single `.skippedBody` tokens while a file is tokenized, for
/// the parser that skims them (`Parser+Skimming`): most of a file's tokens are in bodies,
/// and a skimmed body reads of them only where it ends and which of the caller's marks
/// (`Marks`) it may hold. Every byte of the body is still read, since strings, comments and regexes
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
    /// What a skipped body notes (`Token.marks`).
    var marks = Marks.none.table

    var isInBody: Bool { body != nil }

    /// `p` is the file's bytes; `afterMemberPeriod` says a `.` came right before the
    /// token (`x.init`).
    @inline(__always)
    mutating func step(_ kind: TokenKind, _ keyword: Keyword, start: Int, end: Int, flags: Token.Flags,
                       p: UnsafePointer<UInt8>, afterMemberPeriod: Bool) -> Step {
        if body != nil { return stepInBody(kind, keyword, start: start, end: end, flags: flags, p: p, afterMemberPeriod: afterMemberPeriod) }
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
    /// balance, and the marks' pairs are noted.
    @inline(__always)
    private mutating func stepInBody(_ kind: TokenKind, _ keyword: Keyword, start: Int, end: Int, flags: Token.Flags,
                                     p: UnsafePointer<UInt8>, afterMemberPeriod: Bool) -> Step {
        guard var open = body else { return .keep }
        let isWord = kind == .keyword || kind == .identifier
        if open.isMemberBlock, open.level == 1 {
            if !afterMemberPeriod, isWord, open.mayNoteMemberWord(keyword), open.noteMemberWord(keyword, p + start, end - start, marks) {
                return .wake
            }
            // An operator the lexer reads is a Unicode one: taken as if it held `=`.
            if kind == .operator { open.noteMemberOperator(hasEquals: true) }
            if kind == .leftBrace { open.noteMemberBrace() }
        }
        if !open.pendingPairs.isEmpty, isWord || kind == .operator {
            open.marks.formUnion(marks.pointee.pairs(open.pendingPairs, completedBy: p + start, end - start, isOperator: kind == .operator,
                                             afterTrivia: flags.contains(.afterTrivia)))
        }
        if kind == .keyword, keyword == .import { skippedImport = true }
        if kind == .period {
            open.pendingPairs = marks.pointee.periodPairs
        } else {
            open.pendingPairs = isWord && !afterMemberPeriod ? marks.pointee.pairs(startedBy: p + start, end - start) : []
        }
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
        open.pendingPairs = []
        open.end = end
        body = open
    }

    /// The body's token, the body ended.
    mutating func close(_ open: OpenBody) -> Token {
        var open = open
        if open.isMemberBlock { open.settleStoredVariable() }
        body = nil
        skippedCount += 1
        return Token(kind: .skippedBody, start: open.start, length: open.end - open.start, flags: open.flags, marks: open.marks)
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

/// A body being skipped: where it starts, the `{`'s flags and the marks noted in it, how
/// many brackets are open, where its last token ends, and which pairs its last token may
/// have started (`Marks`).
struct OpenBody {
    var start: Int
    var flags: Token.Flags
    var marks: MarkSet = []
    var level = 1
    var end: Int
    var pendingPairs: MarkSet = []
    /// A type's or extension's member block left dormant: the words at its top level
    /// say whether it may (`noteMemberWord`).
    var isMemberBlock = false
    /// Of the marks' member shapes: those whose modifier the current declaration has
    /// shown, those whose name the next word may be, and those that a variable just
    /// introduced completes when it turns out stored.
    var modified: MarkSet = []
    var namePending: MarkSet = []
    var storedPending: MarkSet = []

    /// Whether `noteMemberWord` may note or answer anything for a word with this keyword:
    /// asked first, inline, since most words of a block are names, which note nothing
    /// unless a member's name is awaited.
    @inline(__always) func mayNoteMemberWord(_ keyword: Keyword) -> Bool {
        keyword != .none || !namePending.isEmpty
    }

    /// A word at the top level of a dormant member block. True when it declares a type, a
    /// typealias or an associated type (or may: `class` and `actor` also modify), which
    /// the block then must not hide; otherwise notes the member shapes of `shapes` the
    /// members may have, to be parsed when a reader asks.
    mutating func noteMemberWord(_ keyword: Keyword, _ word: UnsafePointer<UInt8>, _ length: Int, _ shapes: UnsafePointer<MarkTable>) -> Bool {
        switch keyword {
        case .class, .struct, .enum, .protocol, .extension, .typealias, .associatedtype, .actor:
            return true
        case .var, .let, .func, .subscript, .`init`, .deinit, .case, .macro:
            settleStoredVariable()
            let introduced = shapes.pointee.members(introducedBy: keyword, modified: modified)
            namePending = introduced.all.intersection(introduced.named)
            storedPending = introduced.all.intersection(introduced.stored)
            marks.formUnion(introduced.all.subtracting(introduced.named).subtracting(introduced.stored))
            modified = []
        default:
            if !namePending.isEmpty {
                marks.formUnion(shapes.pointee.members(namePending, namedBy: word, length))
                namePending = []
            }
            guard keyword != .none else { break }
            let modifying = shapes.pointee.modifying[Int(keyword.rawValue)]
            guard !modifying.isEmpty else { break }
            settleStoredVariable()
            modified.formUnion(modifying)
        }
        return false
    }

    /// At the block's top level: an operator holding `=` (a variable's initializer).
    mutating func noteMemberOperator(hasEquals: Bool) {
        if hasEquals { settleStoredVariable() }
    }

    /// At the block's top level: a `{` (a variable's accessors, or an observer block after
    /// an initializer).
    mutating func noteMemberBrace() {
        storedPending = []
    }

    /// A variable still pending has no accessors: it is stored.
    mutating func settleStoredVariable() {
        marks.formUnion(storedPending)
        storedPending = []
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
