/// Inside a skipped body, between one bracket and the next, most bytes change nothing the
/// skipper keeps: it keeps the bracket depth, where strings and comments run, and the
/// notes (the marks' pairs, `import`). `skipQuietBytes` reads them by class only, without
/// making tokens. Where a byte may matter beyond that — a `/` that is no comment, a string
/// that is not plain, a note's spelling, a Unicode byte — it gives the bytes back from the
/// last bracket it passed, whose token state is known, and the lexer reads them token by
/// token (`skipBodyBytes`).
extension Lexer {
    enum QuietRun {
        /// The bracket that brought the depth down to `floor` was read: the cursor is just
        /// past it, as the lexer would have left it.
        case reachedFloor
        /// The cursor is back at the last bracket read (or where the run started); the
        /// bytes from there up to and including `loud` are to be read token by token.
        case handedBack(loud: Int)
    }

    /// Reads from the cursor while the depth stays above `floor` (0 in a function body; 1
    /// in a dormant member block, whose top level is read token by token).
    ///
    /// A byte is classed together with the byte after it (`quietPairClasses`, and the
    /// marks' `quietClasses`): a line break, an `i` or the last byte of a pair's first
    /// token matters only before certain bytes, and leaving the loop over quiet bytes at
    /// every one of them cost more than the rest of the reading.
    mutating func skipQuietBytes(_ cursor: inout BodyCursor, _ body: inout OpenBody, floor: Int) -> QuietRun {
        let classes = quietClasses
        let marks = self.marks
        let bytes = LexedBytes(p: p, n: n)
        var j = cursor.j
        var level = body.level
        // The last bracket read: after it, the token state is the bracket's alone.
        var bracketAt = -1
        var bracketKind = TokenKind.error
        var bracketLevel = level
        var loud = n
        let raw = UnsafeRawPointer(p)
        // The pair from `j`, first byte low. The last byte is classed as if a 0 followed,
        // which no class depends on.
        @inline(__always) func pair(_ j: Int) -> Int { Int(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: j, as: UInt16.self))) }
        scan: while j < n {
            // Most bytes: a loop of its own, which the branch predictor follows, four
            // bytes a turn while four and the one after them are there (the last few go
            // through the switch).
            quiet: while j &+ 5 <= n {
                if classes[pair(j)] != .quiet { break quiet }
                if classes[pair(j &+ 1)] != .quiet { j &+= 1; break quiet }
                if classes[pair(j &+ 2)] != .quiet { j &+= 2; break quiet }
                if classes[pair(j &+ 3)] != .quiet { j &+= 3; break quiet }
                j &+= 4
            }
            guard j < n else { break scan }
            let b = p[j]
            switch classes[j &+ 1 < n ? pair(j) : Int(b)] {
            case .quiet:
                j += 1
                continue
            case .opening:
                level += 1
                bracketAt = j
                bracketKind = Lexer.bracketKind(b)
                bracketLevel = level
                j += 1
                continue
            case .closing:
                level -= 1
                bracketAt = j
                bracketKind = Lexer.bracketKind(b)
                bracketLevel = level
                j += 1
                if level == floor { break scan }
                continue
            case .quote:
                guard let (end, closed) = bytes.plainStringEnd(from: j), closed else { loud = j; break scan }
                j = end
                continue
            case .slash:
                let next = at(j + 1)
                if next == UInt8(ascii: "/") {
                    let end = lineEnd(from: j + 2)
                    noteComment(from: j, end: end)
                    j = end
                    continue
                }
                guard next == UInt8(ascii: "*") else { loud = j; break scan }
                let end = bytes.blockCommentEnd(from: j)
                noteComment(from: j, end: end)
                j = end
                continue
            case .lineBreakBeforeMarkerByte:
                // It may start a conflict marker's line.
                loud = j
                break scan
            case .markMay:
                // A pair's mark needs the tokens.
                if marks.pointee.mayContinuePair(endingAt: j, in: p, count: n) { loud = j; break scan }
                j += 1
                continue
            case .iBeforeM:
                // `import`, which the file's imports would have counted.
                if j + 5 < n, p[j + 2] == UInt8(ascii: "p"), p[j + 3] == UInt8(ascii: "o"), p[j + 4] == UInt8(ascii: "r"),
                   p[j + 5] == UInt8(ascii: "t") {
                    loud = j
                    break scan
                }
                j += 1
                continue
            case .pound:
                // `#if`, `#selector(…)`: a word. A raw string or a `#/` regex is not.
                let next = at(j + 1)
                guard (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
                    || next == UInt8(ascii: "_") else { loud = j; break scan }
                j += 1
                continue
            default:
                loud = j
                break scan
            }
        }
        guard bracketAt >= 0 else { return .handedBack(loud: loud) }
        cursor.j = bracketAt + 1
        cursor.took(bracketKind, from: bracketAt)
        body.level = bracketLevel
        body.pendingPairs = []
        body.end = bracketAt + 1
        return bracketLevel == floor ? .reachedFloor : .handedBack(loud: loud)
    }

    @inline(__always) private static func bracketKind(_ b: UInt8) -> TokenKind {
        switch b {
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        case UInt8(ascii: "["): return .leftBracket
        default: return .rightBracket
        }
    }
}

/// What a byte, followed by another, is to `skipQuietBytes`.
enum QuietClass: UInt8 {
    case quiet, opening, closing, quote, slash, pound
    /// Before a byte that may start a conflict marker (`Lexer.isConflictMarkerByte`).
    case lineBreakBeforeMarkerByte
    /// The last byte of a pair's first token (`Marks`) before what may continue the pair.
    case markMay
    /// `im`: the start of `import`?
    case iBeforeM
    /// A backtick, an apostrophe, a control byte, a Unicode byte: read token by token.
    case loud
}

/// The class of every pair of bytes, at `first | second << 8`: the first byte's own class
/// in every row, then the few pairs that differ.
nonisolated(unsafe) let quietPairClasses: UnsafePointer<QuietClass> = {
    var byFirst = [QuietClass](repeating: .loud, count: 256)
    for byte in Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_ \t\n\r\u{0B}\u{0C}$@\\,:;=-+*%<>&|^~?!.".utf8) {
        byFirst[Int(byte)] = .quiet
    }
    for byte in Array("([{".utf8) { byFirst[Int(byte)] = .opening }
    for byte in Array(")]}".utf8) { byFirst[Int(byte)] = .closing }
    byFirst[Int(UInt8(ascii: "\""))] = .quote
    byFirst[Int(UInt8(ascii: "/"))] = .slash
    byFirst[Int(UInt8(ascii: "#"))] = .pound
    let table = UnsafeMutablePointer<QuietClass>.allocate(capacity: 65536)
    for second in 0..<256 { (table + second << 8).initialize(from: byFirst, count: 256) }
    func set(_ first: UInt8, before seconds: some Sequence<UInt8>, _ class: QuietClass) {
        for second in seconds { table[Int(first) | Int(second) << 8] = `class` }
    }
    let markerBytes = (0...255).map { UInt8($0) }.filter(Lexer.isConflictMarkerByte)
    set(0x0A, before: markerBytes, .lineBreakBeforeMarkerByte)
    set(0x0D, before: markerBytes, .lineBreakBeforeMarkerByte)
    set(UInt8(ascii: "i"), before: "m".utf8, .iBeforeM)
    return UnsafePointer(table)
}()
