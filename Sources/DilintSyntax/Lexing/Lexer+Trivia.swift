#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the lexer reads between tokens — whitespace, line breaks, comments, conflict
/// markers — and the line ends it needs for them.
extension Lexer {
    func containsNewline(_ a: Int, _ b: Int) -> Bool {
        var j = a
        while j < b { if p[j] == 0x0A || p[j] == 0x0D { return true }; j += 1 }
        return false
    }

    mutating func skipToLineEnd() {
        i = lineEnd(from: i)
    }

    /// Where the line `j` is on ends: the first `\n` or `\r` from `j`, or the end of the
    /// file. Comments are long and most files have no `\r`: `memchr` finds the `\n`, and
    /// the next `\r` is looked for once, not once a line — again only when the lexer went
    /// back before where it was last looked for from (the quiet bytes' reader does).
    mutating func lineEnd(from j: Int) -> Int {
        if nextCarriageReturn < j || carriageReturnLookedFrom > j {
            nextCarriageReturn = offset(of: 0x0D, from: j, to: n)
            carriageReturnLookedFrom = j
        }
        return offset(of: 0x0A, from: j, to: nextCarriageReturn)
    }

    /// The first `byte` in `j..<end`, or `end`.
    private func offset(of byte: UInt8, from j: Int, to end: Int) -> Int {
        guard j < end, let found = memchr(p + j, Int32(byte), end - j) else { return end }
        return UnsafeRawPointer(p).distance(to: UnsafeRawPointer(found))
    }

    /// Whitespace, line breaks and comments, when they are not kept: they only set the
    /// next token's flags, as `emit` would have. As `lexCode` does, a line that starts
    /// like a conflict marker is checked for one.
    mutating func skipTrivia() {
        var j = i
        var flags = pendingFlags
        while j < n {
            let b = p[j]
            if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C {
                j += 1
                flags.insert(.afterTrivia)
            } else if b == 0x0A || b == 0x0D {
                j += 1
                flags.formUnion([.afterTrivia, .afterNewline])
                if j < n, Self.isConflictMarkerByte(p[j]) {
                    i = j
                    pendingFlags = flags
                    lexConflictMarker()
                    j = i
                    flags = pendingFlags
                }
            } else if b == UInt8(ascii: "/"), j + 1 < n, p[j + 1] == UInt8(ascii: "/") {
                let start = j
                j = lineEnd(from: j + 2)
                noteComment(from: start, end: j)
                flags.insert(.afterTrivia)
            } else if b == UInt8(ascii: "/"), j + 1 < n, p[j + 1] == UInt8(ascii: "*") {
                i = j
                pendingFlags = flags
                lexBlockComment()
                j = i
                flags = pendingFlags
            } else {
                break
            }
        }
        i = j
        pendingFlags = flags
    }

    @inline(__always) static func isConflictMarkerByte(_ b: UInt8) -> Bool {
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
        i = LexedBytes(p: p, n: n).blockCommentEnd(from: start)
        noteComment(from: start, end: i)
        emit(.blockComment, start)
    }

    /// Notes a comment from `start` to `end` (`//…` or `/*…`) whose text, its markers and
    /// the blanks after them skipped, starts with `dilint:`: only such a comment can be a
    /// suppression (`SuppressionReader`), so a file without one needs no comment tokens.
    @inline(__always) mutating func noteComment(from start: Int, end: Int) {
        let marker = p[start + 1]
        var j = start + 2
        while j < end, p[j] == marker { j += 1 }
        while j < end, p[j] == 0x20 || p[j] == 0x09 || p[j] == 0x0A || p[j] == 0x0D { j += 1 }
        guard end - j >= 7, p[j] == UInt8(ascii: "d") else { return }
        if p[j + 1] == UInt8(ascii: "i"), p[j + 2] == UInt8(ascii: "l"), p[j + 3] == UInt8(ascii: "i"), p[j + 4] == UInt8(ascii: "n"),
           p[j + 5] == UInt8(ascii: "t"), p[j + 6] == UInt8(ascii: ":") {
            sawDirectiveComment = true
        }
    }
}
