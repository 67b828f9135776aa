/// The file's bytes, for the scans the body readers (`skipBodyBytes`, `skipQuietBytes`)
/// call inside their loops. A call to a non-mutating method of the lexer from one of its
/// mutating ones copies the whole lexer (some 460 bytes) first; this is two words.
struct LexedBytes {
    let p: UnsafePointer<UInt8>
    let n: Int

    @inline(__always) func at(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

    /// An ASCII operator at the cursor, as `lexOperator` reads it and the skipper then
    /// takes it (it may complete a pair of `marks`). False, with nothing read, when a
    /// Unicode byte may continue it: `lexCode` reads that one.
    func skipOperator(_ cursor: inout Lexer.BodyCursor, _ body: inout OpenBody, _ marks: UnsafePointer<MarkTable>) -> Bool {
        let start = cursor.j
        let dotted = p[start] == UInt8(ascii: ".")
        var j = start
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "/"), j > start, at(j + 1) == UInt8(ascii: "/") || at(j + 1) == UInt8(ascii: "*") { break }
            if b == UInt8(ascii: ".") {
                if !dotted { break }
            } else if b >= 0x80 {
                return false
            } else if !Lexer.isOperatorByte(b) {
                break
            }
            j += 1
        }
        if !body.pendingPairs.isEmpty {
            body.marks.formUnion(marks.pointee.pairs(body.pendingPairs, completedBy: p + start, j - start, isOperator: true,
                                             afterTrivia: cursor.flags.contains(.afterTrivia)))
        }
        if body.isMemberBlock, body.level == 1 {
            var equals = false
            for k in start..<j where p[k] == UInt8(ascii: "=") { equals = true }
            body.noteMemberOperator(hasEquals: equals)
        }
        body.pendingPairs = []
        body.end = j
        cursor.j = j
        cursor.took(.operator, from: start)
        return true
    }

    /// A one-line string without interpolation from the `"` at `start`: where it ends, and
    /// true when it closes, false when its line ends first; nil when it is not such a string.
    func plainStringEnd(from start: Int) -> (Int, Bool)? {
        if at(start + 1) == UInt8(ascii: "\""), at(start + 2) == UInt8(ascii: "\"") { return nil }
        var j = start + 1
        while j < n {
            switch p[j] {
            case UInt8(ascii: "\""):
                return (j + 1, true)
            case UInt8(ascii: "\\"):
                let escaped = at(j + 1)
                if escaped == UInt8(ascii: "(") { return nil }
                j += (j + 1 < n && escaped != 0x0A && escaped != 0x0D) ? 2 : 1
            case 0x0A, 0x0D:
                return (j, false)
            default:
                j += 1
            }
        }
        return (n, false)
    }

    /// Where the block comment from `start` (`/*`, nested ones counted) ends: after its
    /// `*/`, or at the end of the file.
    func blockCommentEnd(from start: Int) -> Int {
        var j = start + 2
        var depth = 1
        while j < n {
            if p[j] == UInt8(ascii: "*"), at(j + 1) == UInt8(ascii: "/") {
                j += 2
                depth -= 1
                if depth == 0 { break }
            } else if p[j] == UInt8(ascii: "/"), at(j + 1) == UInt8(ascii: "*") {
                j += 2
                depth += 1
            } else {
                j += 1
            }
        }
        return j
    }
}
