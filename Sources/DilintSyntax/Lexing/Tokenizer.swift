/// Turns a file's UTF-8 bytes into a lossless token stream in one pass: the tokens'
/// ranges tile the file exactly. Malformed input becomes `.error` tokens; nothing throws
/// and no input can make it recurse, since string interpolation nesting lives on a
/// heap-allocated stack.
public enum Tokenizer {
    /// `keepingTrivia: false` leaves out whitespace, newlines and comments (their flags
    /// on the next token stay): the parser reads nothing else, and they are half the
    /// tokens. The stream is then no longer lossless.
    public static func tokenize(_ file: SourceFile, keepingTrivia: Bool = true) -> [Token] {
        file.bytes.withUnsafeBufferPointer { tokenize($0, keepingTrivia: keepingTrivia) }
    }

    public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, keepingTrivia: Bool = true) -> [Token] {
        tokenize(bytes, keepingTrivia: keepingTrivia, skippingBodies: false, leavingMembersDormant: false).tokens
    }

    /// `readingQuietBytes: false` reads every skipped body token by token, as the tests
    /// compare (`skipQuietBytes` must change nothing).
    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, keepingTrivia: Bool, skippingBodies: Bool,
                         leavingMembersDormant: Bool, marks: Marks = .none, readingQuietBytes: Bool = true)
        -> (tokens: [Token], skipped: Int, importInBody: Bool, directiveComment: Bool) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], 0, false, false) }
        var skipped = 0
        var importInBody = false
        var directiveComment = false
        // Every token covers at least one byte, so n bytes make at most n tokens: lexing
        // straight into an array of that capacity never grows or copies, and the pages
        // it never writes cost no memory.
        let tokens = [Token](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            guard let storage = buffer.baseAddress else { return }
            var lexer = Lexer(p: base, n: bytes.count, into: TokenBuffer(base: storage, capacity: buffer.count), marks: marks.table)
            lexer.keepsTrivia = keepingTrivia
            lexer.skipsBodies = skippingBodies
            lexer.skipper.leavesMembersDormant = leavingMembersDormant
            lexer.skipper.marks = marks.table
            if !readingQuietBytes { lexer.tokenByTokenUpTo = Int.max }
            lexer.run()
            count = lexer.tokens.count
            skipped = lexer.skipper.skippedCount
            importInBody = lexer.skipper.skippedImport
            directiveComment = lexer.sawDirectiveComment
        }
        // The lexer read the marks through a pointer.
        withExtendedLifetime(marks) {}
        return (tokens, skipped, importInBody, directiveComment)
    }
}

/// An append-only view of the result array's storage: `Array.append` costs a uniqueness
/// and capacity check per call, and appending is what the lexer does most.
struct TokenBuffer {
    let base: UnsafeMutablePointer<Token>
    let capacity: Int
    var count = 0

    init(base: UnsafeMutablePointer<Token>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    @inline(__always) mutating func append(_ token: Token) {
        // Cannot fail while every token has a byte of its own (the fuzz target checks
        // that); if it ever did, the extra tokens are dropped rather than overrun.
        guard count < capacity else { return }
        (base + count).initialize(to: token)
        count += 1
    }
}

struct Lexer {
    let p: UnsafePointer<UInt8>
    let n: Int
    /// `asciiNameBytes`, read once per file instead of once per byte.
    let nameBytes = asciiNameBytes
    /// What skipped bodies note (`Marks`), and how their quiet bytes are classed.
    let marks: UnsafePointer<MarkTable>
    let quietClasses: UnsafePointer<QuietClass>
    var i = 0
    var tokens: TokenBuffer
    var keepsTrivia = true
    var skipsBodies = false
    var skipper = BodySkipper()
    var pendingFlags: Token.Flags = []
    /// The last non-trivia token: regex-vs-division, member names and tuple indices
    /// depend on it.
    var previousKind: TokenKind? = nil
    var previousKeyword: Keyword = .none
    var previousStart = 0
    var previousEnd = 0
    var frames: [Frame] = []
    /// A multi-line `#/…/#` that found no closing delimiter: from `from` on, no `/` is
    /// followed by more than `longestClosing` `#`, so a later opening with more `#`
    /// cannot close either (keeps `#/`-heavy input linear).
    var unclosedRegex: (from: Int, longestClosing: Int)? = nil
    /// The first `\r` at or after the last line end looked for (`lineEnd`), -1 before the
    /// first, and where that look started.
    var nextCarriageReturn = -1
    var carriageReturnLookedFrom = 0
    /// A comment whose text may start with `dilint:` (`noteComment`).
    var sawDirectiveComment = false
    /// Where the bytes `skipQuietBytes` last handed back end: up to there, a skipped body
    /// is read token by token (kept across calls, so no byte is handed back twice).
    var tokenByTokenUpTo = -1
    /// The lexer right after the `{` of the member block being left dormant, if any.
    var dormantMembersSnapshot: Snapshot? = nil

    /// A string literal being read, or an interpolation inside one.
    struct Frame {
        var isString: Bool
        var hashes: Int
        var multiline: Bool
        var parens: Int
    }

    init(p: UnsafePointer<UInt8>, n: Int, into tokens: TokenBuffer, marks: UnsafePointer<MarkTable>) {
        self.p = p
        self.n = n
        self.tokens = tokens
        self.marks = marks
        quietClasses = marks.pointee.quietClasses
    }

    @inline(__always) func at(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

    mutating func emit(_ kind: TokenKind, _ start: Int, keyword: Keyword = .none) {
        if kind.isTrivia {
            if keepsTrivia { tokens.append(Token(kind: kind, start: start, length: i - start, keyword: keyword, flags: [])) }
            pendingFlags.insert(.afterTrivia)
            if kind == .newline || (kind == .blockComment && containsNewline(start, i)) {
                pendingFlags.insert(.afterNewline)
            }
        } else {
            let flags = pendingFlags
            var opensDormantMembers = false
            if skipsBodies {
                switch skipper.step(kind, keyword, start: start, end: i, flags: flags, p: p,
                                    afterMemberPeriod: previousKind == .period) {
                case .keep: tokens.append(Token(kind: kind, start: start, length: i - start, keyword: keyword, flags: flags))
                case .absorb: break
                case .replace(let body): tokens.append(body)
                case .openMembers:
                    opensDormantMembers = frames.isEmpty
                    tokens.append(Token(kind: kind, start: start, length: i - start, keyword: keyword, flags: flags))
                case .wake:
                    return wakeMembers()
                }
            } else {
                tokens.append(Token(kind: kind, start: start, length: i - start, keyword: keyword, flags: flags))
            }
            pendingFlags = []
            previousKind = kind
            previousKeyword = keyword
            previousStart = start
            previousEnd = i
            if opensDormantMembers { leaveMembersDormant(start: start, flags: flags) }
        }
    }

    mutating func run() {
        if n >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            i = 3
            emit(.byteOrderMark, 0)
        }
        if at(i) == UInt8(ascii: "#"), at(i + 1) == UInt8(ascii: "!") {
            let start = i
            skipToLineEnd()
            emit(.shebang, start)
        }
        if i < n, Self.isConflictMarkerByte(p[i]) { lexConflictMarker() }
        while i < n {
            if let top = frames.last, top.isString {
                lexStringContent(top)
            } else if skipsBodies, frames.isEmpty, skipper.isInBody {
                skipBodyBytes()
            } else {
                if !keepsTrivia, frames.isEmpty {
                    skipTrivia()
                    if i == n { break }
                }
                lexCode()
            }
        }
        if skipsBodies, let body = skipper.finish() { tokens.append(body) }
    }

    // MARK: - Code

    mutating func lexCode() {
        let start = i
        let b = p[i]
        switch b {
        case 0x20, 0x09, 0x0B, 0x0C:
            i += 1
            while i < n, p[i] == 0x20 || p[i] == 0x09 || p[i] == 0x0B || p[i] == 0x0C { i += 1 }
            emit(.whitespace, start)
        case 0x0A, 0x0D:
            i += (b == 0x0D && at(i + 1) == 0x0A) ? 2 : 1
            emit(.newline, start)
            // A single-line string cannot continue past its line: give up on the
            // interpolation and its string, and on every single-line one around them, as
            // the compiler does. (An interpolation frame copies its string's `multiline`.)
            while let top = frames.last, !top.isString, !top.multiline { frames.removeLast(2) }
            if i < n, Self.isConflictMarkerByte(p[i]) { lexConflictMarker() }
        case UInt8(ascii: "/"):
            if at(i + 1) == UInt8(ascii: "/") {
                skipToLineEnd()
                noteComment(from: start, end: i)
                emit(.lineComment, start)
            } else if at(i + 1) == UInt8(ascii: "*") {
                lexBlockComment()
            } else if regexMayStartHere(), lexSlashRegex() {
                emit(.regexLiteral, start)
            } else {
                lexOperator()
            }
        case UInt8(ascii: "("):
            i += 1
            if var top = frames.last, !top.isString { top.parens += 1; frames[frames.count - 1] = top }
            emit(.leftParen, start)
        case UInt8(ascii: ")"):
            i += 1
            if var top = frames.last, !top.isString {
                if top.parens == 0 {
                    frames.removeLast()
                    emit(.interpolationEnd, start)
                    return
                }
                top.parens -= 1
                frames[frames.count - 1] = top
            }
            emit(.rightParen, start)
        case UInt8(ascii: "{"): i += 1; emit(.leftBrace, start)
        case UInt8(ascii: "}"): i += 1; emit(.rightBrace, start)
        case UInt8(ascii: "["): i += 1; emit(.leftBracket, start)
        case UInt8(ascii: "]"): i += 1; emit(.rightBracket, start)
        case UInt8(ascii: ","): i += 1; emit(.comma, start)
        case UInt8(ascii: ":"): i += 1; emit(.colon, start)
        case UInt8(ascii: ";"): i += 1; emit(.semicolon, start)
        case UInt8(ascii: "\\"): i += 1; emit(.backslash, start)
        case UInt8(ascii: "."):
            if at(i + 1) == UInt8(ascii: ".") { lexOperator() } else { i += 1; emit(.period, start) }
        case UInt8(ascii: "\""):
            lexStringStart(hashes: 0)
        case UInt8(ascii: "#"):
            lexPound()
        case UInt8(ascii: "@"):
            i += 1
            if isIdentifierHead(at: i) {
                scanIdentifierBody()
                emit(.attribute, start)
            } else {
                emit(.error, start)
            }
        case UInt8(ascii: "`"):
            lexBacktickIdentifier()
        case UInt8(ascii: "$"):
            i += 1
            let bodyStart = i
            scanIdentifierBody()
            emit(i > bodyStart ? .identifier : .error, start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            scanIdentifierBody()
            emitWord(start)
        default:
            if b >= 0x80 {
                lexNonASCII()
            } else if Lexer.isOperatorByte(b) {
                lexOperator()
            } else {
                i += 1
                skipErrorRun()
                emit(.error, start)
            }
        }
    }

    /// After a member-access `.`, a reserved word is a member name (`.default()`,
    /// `.as(P.self)`, `.class`): it stays an identifier carrying its `Keyword`. Only
    /// `self` and `init` keep their meaning there (`P.self`, `X.init`).
    mutating func emitWord(_ start: Int) {
        let keyword = Keyword.lookup(p + start, i - start)
        var isKeyword = keyword.isReserved
        if isKeyword, previousKind == .period, keyword != .`self`, keyword != .`init` { isKeyword = false }
        emit(isKeyword ? .keyword : .identifier, start, keyword: keyword)
    }

    /// Extends an error over the control bytes and undecodable UTF-8 that follow, so a
    /// binary file makes a few long error tokens rather than one per byte.
    mutating func skipErrorRun() {
        while i < n {
            let b = p[i]
            if b < 0x20 {
                if b == 0x09 || b == 0x0A || b == 0x0B || b == 0x0C || b == 0x0D { return }
                i += 1
            } else if b == 0x7F || (b >= 0x80 && decodeScalar(at: i) == nil) {
                i += 1
            } else {
                return
            }
        }
    }

    mutating func lexNonASCII() {
        let start = i
        guard let (scalar, length) = decodeScalar(at: i) else {
            i += 1
            skipErrorRun()
            emit(.error, start)
            return
        }
        if scalar == 0xA0 {
            // A non-breaking space is whitespace to the compiler (with a warning).
            i += length
            while i + 1 < n, p[i] == 0xC2, p[i + 1] == 0xA0 { i += 2 }
            emit(.whitespace, start)
        } else if isOperatorScalar(scalar) {
            lexOperator()
        } else if isIdentifierScalar(scalar) {
            i += length
            scanIdentifierBody()
            emit(.identifier, start)
        } else {
            i += length
            emit(.error, start)
        }
    }

    mutating func lexBacktickIdentifier() {
        let start = i
        var j = i + 1
        while j < n, p[j] != UInt8(ascii: "`"), p[j] != 0x0A, p[j] != 0x0D { j += 1 }
        if j < n, p[j] == UInt8(ascii: "`"), j > i + 1 {
            i = j + 1
            emit(.identifier, start)
        } else {
            i += 1
            emit(.error, start)
        }
    }

    mutating func lexPound() {
        let start = i
        var j = i
        while j < n, p[j] == UInt8(ascii: "#") { j += 1 }
        let hashes = j - i
        if at(j) == UInt8(ascii: "\"") {
            lexStringStart(hashes: hashes)
            return
        }
        if at(j) == UInt8(ascii: "/") {
            lexPoundRegex(slash: j, hashes: hashes)
            emit(.regexLiteral, start)
            return
        }
        if hashes == 1, isIdentifierHead(at: j) {
            i = j
            scanIdentifierBody()
            emit(.poundKeyword, start)
            return
        }
        // Stray `#`s: all but the last are one error, so a run is read once; the last may
        // still start `#name`.
        i = hashes > 1 ? j - 1 : j
        emit(.error, start)
    }
}
