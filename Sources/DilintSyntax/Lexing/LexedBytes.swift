/// The file's bytes, for the scans `skipQuietBytes` and the comment reader call inside
/// their loops. A call to a non-mutating method of the lexer from one of its
/// mutating ones copies the whole lexer (some 460 bytes) first; this is two words.
struct LexedBytes {
    let p: UnsafePointer<UInt8>
    let n: Int

    @inline(__always) func at(_ j: Int) -> UInt8 { j < n ? p[j] : 0 }

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
