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
        tokenize(bytes, keepingTrivia: keepingTrivia, skippingBodies: nil).tokens
    }

    static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, keepingTrivia: Bool,
                         skippingBodies: ((UnsafeBufferPointer<Token>) -> Bool)?) -> (tokens: [Token], skipped: Int, importInBody: Bool) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return ([], 0, false) }
        var skipped = 0
        var importInBody = false
        // Every token covers at least one byte, so n bytes make at most n tokens: lexing
        // straight into an array of that capacity never grows or copies, and the pages
        // it never writes cost no memory.
        let tokens = [Token](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            guard let storage = buffer.baseAddress else { return }
            var lexer = Lexer(p: base, n: bytes.count, into: TokenBuffer(base: storage, capacity: buffer.count))
            lexer.keepsTrivia = keepingTrivia
            lexer.skipsBodies = skippingBodies != nil
            lexer.skipsBodiesFrom = skippingBodies
            lexer.run()
            count = lexer.tokens.count
            skipped = lexer.skipper.skippedCount
            importInBody = lexer.skipper.skippedImport
        }
        return (tokens, skipped, importInBody)
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
    var i = 0
    var tokens: TokenBuffer
    var keepsTrivia = true
    var skipsBodies = false
    /// Asked at the first body whether to skip bodies at all (`tokenizeSkippingBodies`).
    var skipsBodiesFrom: ((UnsafeBufferPointer<Token>) -> Bool)? = nil
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

    /// A string literal being read, or an interpolation inside one.
    struct Frame {
        var isString: Bool
        var hashes: Int
        var multiline: Bool
        var parens: Int
    }

    init(p: UnsafePointer<UInt8>, n: Int, into tokens: TokenBuffer) {
        self.p = p
        self.n = n
        self.tokens = tokens
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
            if skipsBodies {
                switch skipper.step(kind, keyword, start: start, end: i, flags: pendingFlags, firstByte: p[start],
                                    afterMemberPeriod: previousKind == .period) {
                case .keep: tokens.append(Token(kind: kind, start: start, length: i - start, keyword: keyword, flags: pendingFlags))
                case .absorb:
                    if let decide = skipsBodiesFrom {
                        // The first body: asked once.
                        skipsBodiesFrom = nil
                        if !decide(UnsafeBufferPointer(start: tokens.base, count: tokens.count)) {
                            skipsBodies = false
                            skipper = BodySkipper()
                            tokens.append(Token(kind: kind, start: start, length: i - start, keyword: keyword, flags: pendingFlags))
                        }
                    }
                case .replace(let body): tokens.append(body)
                }
            } else {
                tokens.append(Token(kind: kind, start: start, length: i - start, keyword: keyword, flags: pendingFlags))
            }
            pendingFlags = []
            previousKind = kind
            previousKeyword = keyword
            previousStart = start
            previousEnd = i
        }
    }

    func containsNewline(_ a: Int, _ b: Int) -> Bool {
        var j = a
        while j < b { if p[j] == 0x0A || p[j] == 0x0D { return true }; j += 1 }
        return false
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
        if i < n, isConflictMarkerByte(p[i]) { lexConflictMarker() }
        while i < n {
            if let top = frames.last, top.isString {
                lexStringContent(top)
            } else if skipsBodies, frames.isEmpty, skipper.isInBody {
                skipBodyBytes()
            } else {
                lexCode()
            }
        }
        if skipsBodies, let body = skipper.finish() { tokens.append(body) }
    }

    mutating func skipToLineEnd() {
        while i < n, p[i] != 0x0A, p[i] != 0x0D { i += 1 }
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
            if i < n, isConflictMarkerByte(p[i]) { lexConflictMarker() }
        case UInt8(ascii: "/"):
            if at(i + 1) == UInt8(ascii: "/") {
                skipToLineEnd()
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
            } else if isOperatorByte(b) {
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

    @inline(__always) func isConflictMarkerByte(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "<") || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "|")
    }

    /// `<<<<<<< `, `|||||||`, `=======`, `>>>>>>> ` at the start of a line: the whole
    /// line is one token; the code between markers is lexed as code.
    mutating func lexConflictMarker() {
        let b = p[i]
        var j = i
        while j < n, p[j] == b, j - i < 7 { j += 1 }
        guard j - i == 7 else { return }
        let next = at(j)
        let ok = b == UInt8(ascii: "=") ? (next == 0x0A || next == 0x0D || j == n) : (next == 0x20 || next == 0x0A || next == 0x0D || j == n)
        guard ok else { return }
        let start = i
        skipToLineEnd()
        emit(.conflictMarker, start)
    }

    mutating func lexBlockComment() {
        let start = i
        i += 2
        var depth = 1
        while i < n {
            if p[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") {
                i += 2
                depth -= 1
                if depth == 0 { break }
            } else if p[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") {
                i += 2
                depth += 1
            } else {
                i += 1
            }
        }
        emit(.blockComment, start)
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

    // MARK: - Identifiers

    @inline(__always) func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }

    func isIdentifierHead(at j: Int) -> Bool {
        guard j < n else { return false }
        let b = p[j]
        if (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_") {
            return true
        }
        if b >= 0x80, let (scalar, _) = decodeScalar(at: j) { return isIdentifierScalar(scalar) }
        return false
    }

    mutating func scanIdentifierBody() {
        while i < n {
            let b = p[i]
            if isIdentifierByte(b) {
                i += 1
            } else if b >= 0x80, let (scalar, length) = decodeScalar(at: i), isIdentifierScalar(scalar) {
                i += length
            } else {
                return
            }
        }
    }

    func decodeScalar(at j: Int) -> (UInt32, Int)? {
        let b0 = UInt32(p[j])
        if b0 < 0x80 { return (b0, 1) }
        let length: Int
        var value: UInt32
        if b0 & 0xE0 == 0xC0 { length = 2; value = b0 & 0x1F }
        else if b0 & 0xF0 == 0xE0 { length = 3; value = b0 & 0x0F }
        else if b0 & 0xF8 == 0xF0 { length = 4; value = b0 & 0x07 }
        else { return nil }
        guard j + length <= n else { return nil }
        for k in 1..<length {
            let b = UInt32(p[j + k])
            guard b & 0xC0 == 0x80 else { return nil }
            value = (value << 6) | (b & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : (length == 3 ? 0x800 : 0x10000)
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return nil }
        return (value, length)
    }

    func isIdentifierScalar(_ c: UInt32) -> Bool {
        // Separators and invisible formatting characters are not identifier material.
        if c == 0xA0 || c == 0xFEFF || (0x2000...0x200A).contains(c) || c == 0x2028 || c == 0x2029 || c == 0x3000 {
            return false
        }
        return !isOperatorScalar(c)
    }

    /// The Unicode operator-head ranges of the Swift grammar.
    func isOperatorScalar(_ c: UInt32) -> Bool {
        switch c {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
             0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
             0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    // MARK: - Operators

    @inline(__always) func isOperatorByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Longest run of operator characters. A `.` belongs to an operator only when the
    /// operator starts with one; `//` and `/*` start comments, never operator text.
    mutating func lexOperator() {
        let start = i
        let dotted = p[i] == UInt8(ascii: ".")
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "/"), i > start, at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*") { break }
            if b == UInt8(ascii: ".") {
                if !dotted { break }
                i += 1
            } else if isOperatorByte(b) {
                i += 1
            } else if b >= 0x80, let (scalar, length) = decodeScalar(at: i), isOperatorScalar(scalar) || (i > start && (0x0300...0x036F).contains(scalar)) {
                i += length
            } else {
                break
            }
        }
        if i == start { i += 1 }
        emit(.operator, start)
    }

    // MARK: - Numbers

    mutating func lexNumber() {
        let start = i
        var isFloat = false
        if previousKind == .period, pendingFlags.isEmpty {
            // A tuple element (`pair.0`, `nested.0.1`): digits only, never a fraction.
            while i < n, isDigit(p[i]) { i += 1 }
            emit(.integerLiteral, start)
            return
        }
        if p[i] == UInt8(ascii: "0"), at(i + 1) == UInt8(ascii: "x") || at(i + 1) == UInt8(ascii: "X") {
            i += 2
            while i < n, isHexDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            // A hex float needs a `p` exponent with digits; without one, `0xFF.description`
            // and `0x1.fp` are member accesses.
            var exponent = i
            if at(i) == UInt8(ascii: "."), isHexDigit(at(i + 1)) {
                exponent = i + 1
                while exponent < n, isHexDigit(p[exponent]) || p[exponent] == UInt8(ascii: "_") { exponent += 1 }
            }
            if at(exponent) == UInt8(ascii: "p") || at(exponent) == UInt8(ascii: "P") {
                var j = exponent + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if isDigit(at(j)) {
                    i = j
                    while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                    isFloat = true
                }
            }
        } else if p[i] == UInt8(ascii: "0"), at(i + 1) == UInt8(ascii: "o") || at(i + 1) == UInt8(ascii: "b") {
            let binary = at(i + 1) == UInt8(ascii: "b")
            i += 2
            while i < n {
                let b = p[i]
                let ok = binary ? (b == UInt8(ascii: "0") || b == UInt8(ascii: "1")) : (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "7"))
                if ok || b == UInt8(ascii: "_") { i += 1 } else { break }
            }
        } else {
            while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
            if at(i) == UInt8(ascii: "."), isDigit(at(i + 1)) {
                i += 1
                while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                isFloat = true
            }
            if at(i) == UInt8(ascii: "e") || at(i) == UInt8(ascii: "E") {
                var j = i + 1
                if at(j) == UInt8(ascii: "+") || at(j) == UInt8(ascii: "-") { j += 1 }
                if isDigit(at(j)) {
                    i = j
                    while i < n, isDigit(p[i]) || p[i] == UInt8(ascii: "_") { i += 1 }
                    isFloat = true
                }
            }
        }
        emit(isFloat ? .floatLiteral : .integerLiteral, start)
    }

    @inline(__always) func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    @inline(__always) func isHexDigit(_ b: UInt8) -> Bool {
        isDigit(b) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
    }

    // MARK: - Regex literals

    /// The compiler's test for `/` opening a `/…/` literal: the slash is not glued to
    /// what precedes it (`a/b` divides), and the previous token leaves the parser
    /// expecting an expression (`total /2` divides; `= /ab/` and `(/ab/` are regexes).
    func regexMayStartHere() -> Bool {
        if isLeftBound(i) { return false }
        guard let previous = previousKind else { return true }
        switch previous {
        case .identifier, .integerLiteral, .floatLiteral, .regexLiteral, .stringEnd, .rightParen,
             .rightBracket, .rightBrace, .interpolationEnd, .attribute, .period, .backslash:
            return false
        case .keyword:
            switch previousKeyword {
            case .`self`, .capitalSelf, .`super`, .`true`, .`false`, .`nil`, .capitalAny: return false
            default: return true
            }
        case .operator:
            // After a postfix operator (`x! /…`) a binary operator is expected; `->` and
            // `...` do not sequence expressions.
            if isLeftBound(previousStart) { return false }
            let length = previousEnd - previousStart
            if length == 2, p[previousStart] == UInt8(ascii: "-"), p[previousStart + 1] == UInt8(ascii: ">") { return false }
            if length == 3, p[previousStart] == UInt8(ascii: "."), p[previousStart + 1] == UInt8(ascii: "."),
               p[previousStart + 2] == UInt8(ascii: ".") { return false }
            return true
        case .poundKeyword:
            return isConditionalDirective(previousStart, previousEnd)
        default:
            return true
        }
    }

    /// Whether the byte before `j` glues a token at `j` to what precedes it.
    func isLeftBound(_ j: Int) -> Bool {
        guard j > 0 else { return false }
        switch p[j - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(j >= 2 && p[j - 2] == UInt8(ascii: "*"))   // `*/` ends a comment
        case 0xA0:
            return !(j >= 2 && p[j - 2] == 0xC2)                // a non-breaking space
        default:
            return true
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif`: after these an expression may start.
    func isConditionalDirective(_ start: Int, _ end: Int) -> Bool {
        let word = p + start + 1
        switch end - start - 1 {
        case 2: return word[0] == UInt8(ascii: "i") && word[1] == UInt8(ascii: "f")
        case 4: return Keyword.lookup(word, 4) == .`else`
        case 5: return word[0] == UInt8(ascii: "e") && word[1] == UInt8(ascii: "n") && word[2] == UInt8(ascii: "d")
            && word[3] == UInt8(ascii: "i") && word[4] == UInt8(ascii: "f")
        case 6: return word[0] == UInt8(ascii: "e") && word[1] == UInt8(ascii: "l") && word[2] == UInt8(ascii: "s")
            && word[3] == UInt8(ascii: "e") && word[4] == UInt8(ascii: "i") && word[5] == UInt8(ascii: "f")
        default: return false
        }
    }

    /// Reads a `/…/` literal from the `/` at `i`, on one line. As in the compiler, it is
    /// not a regex (nothing consumed, false returned) when it starts with a space or
    /// tab, ends with an unescaped one, meets an unbalanced `)` outside a character
    /// class, is followed by `/` or `*`, or does not close on its line. The first
    /// unescaped `/` closes it, inside a character class too. Each attempt stops at the
    /// first unescaped `/` after the opening one, so attempts never overlap.
    mutating func lexSlashRegex() -> Bool {
        let first = at(i + 1)
        if first == 0x20 || first == 0x09 || first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return false }
        var j = i + 1
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while j < n {
            switch p[j] {
            case UInt8(ascii: "/"):
                let after = at(j + 1)
                if after == UInt8(ascii: "/") || after == UInt8(ascii: "*") || lastSpace == j - 1 { return false }
                i = j + 1
                return true
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                j += 1
                if j < n, p[j] == 0x0A || p[j] == 0x0D { return false }
            case UInt8(ascii: "(") where classes == 0:
                groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 { return false }
                groups -= 1
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                if classes > 0 { classes -= 1 }
            case 0x20, 0x09:
                lastSpace = j
            default:
                break
            }
            j += 1
        }
        return false
    }

    /// Reads `#/…/#` (any number of `#`) from the `#`s before the `/` at `slash`. It is
    /// always a regex. Multi-line when only spaces or tabs follow the opening delimiter
    /// on its line; a `/` followed by at least as many `#` closes it. Unterminated, a
    /// single-line one runs to the end of its line, a multi-line one to the end of its
    /// opening line (the compiler resumes there).
    mutating func lexPoundRegex(slash: Int, hashes: Int) {
        var j = slash + 1
        while j < n, p[j] == 0x20 || p[j] == 0x09 { j += 1 }
        let multiline = j < n && (p[j] == 0x0A || p[j] == 0x0D)
        let openingLineEnd = j
        if multiline, let unclosed = unclosedRegex, slash > unclosed.from, hashes > unclosed.longestClosing {
            i = openingLineEnd
            return
        }
        j = slash + 1
        var longestClosing = 0
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "/") {
                var k = j + 1
                while k < n, p[k] == UInt8(ascii: "#") { k += 1 }
                if k - j - 1 >= hashes {
                    i = k
                    return
                }
                longestClosing = max(longestClosing, k - j - 1)
            } else if b == 0x0A || b == 0x0D {
                if !multiline {
                    i = j
                    return
                }
            } else if b == UInt8(ascii: "\\") {
                j += 1
                if !multiline, j < n, p[j] == 0x0A || p[j] == 0x0D {
                    i = j
                    return
                }
            }
            j += 1
        }
        if multiline {
            unclosedRegex = (slash, longestClosing)
            i = openingLineEnd
        } else {
            i = n
        }
    }

    // MARK: - Strings

    mutating func lexStringStart(hashes: Int) {
        let start = i
        i += hashes
        var multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        if multiline, hashes > 0, closesOnSameLine(from: i + 1, hashes: hashes) {
            // `#"""#` and `#""""x""#` are single-line raw strings that start with quotes.
            multiline = false
        }
        i += multiline ? 3 : 1
        emit(.stringStart, start)
        frames.append(Frame(isString: true, hashes: hashes, multiline: multiline, parens: 0))
    }

    func closesOnSameLine(from start: Int, hashes: Int) -> Bool {
        var j = start
        while j < n, p[j] != 0x0A, p[j] != 0x0D {
            if p[j] == UInt8(ascii: "\"") {
                var k = j + 1
                var count = 0
                while count < hashes, k < n, p[k] == UInt8(ascii: "#") { count += 1; k += 1 }
                if count == hashes { return true }
            }
            j += 1
        }
        return false
    }

    mutating func lexStringContent(_ frame: Frame) {
        let start = i
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "\\") {
                var j = i + 1
                var hashes = 0
                while hashes < frame.hashes, j < n, p[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                if hashes < frame.hashes {
                    i += 1
                    continue
                }
                if at(j) == UInt8(ascii: "(") {
                    if i > start { emitSegment(start) }
                    let interpolationStart = i
                    i = j + 1
                    emit(.interpolationStart, interpolationStart)
                    frames.append(Frame(isString: false, hashes: 0, multiline: frame.multiline, parens: 0))
                    return
                }
                // An escape: the escaped byte cannot end the string (`\"`), but a line
                // break still ends a single-line one.
                if j < n, frame.multiline || (p[j] != 0x0A && p[j] != 0x0D) { i = j + 1 } else { i = j }
                continue
            }
            if b == UInt8(ascii: "\"") {
                let quotes = frame.multiline ? 3 : 1
                var k = i
                while k - i < quotes, k < n, p[k] == UInt8(ascii: "\"") { k += 1 }
                if k - i == quotes {
                    var hashes = 0
                    while hashes < frame.hashes, k < n, p[k] == UInt8(ascii: "#") { hashes += 1; k += 1 }
                    if hashes == frame.hashes {
                        if i > start { emitSegment(start) }
                        let endStart = i
                        i = k
                        frames.removeLast()
                        emit(.stringEnd, endStart)
                        return
                    }
                }
                i += 1
                continue
            }
            if !frame.multiline, b == 0x0A || b == 0x0D {
                // Unterminated: the string ends with its line.
                break
            }
            i += 1
        }
        if i > start { emitSegment(start) }
        frames.removeLast()
    }

    mutating func emitSegment(_ start: Int) {
        if skipsBodies, skipper.isInBody {
            skipper.absorbSegment(end: i)
        } else {
            tokens.append(Token(kind: .stringSegment, start: start, length: i - start, flags: pendingFlags))
        }
        pendingFlags = []
    }
}
