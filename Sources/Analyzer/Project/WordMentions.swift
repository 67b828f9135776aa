import DilintFacts
import DilintSyntax

extension Project {
    /// How many times each of `names` is spelled as a whole word in the analyzed files,
    /// strings included, line comments not: a question of last resort, for a rule that must know
    /// whether code it does not model (a key path handed to a function, a call on `Self`)
    /// may name something. Reads every file's bytes again, so asked only with names to
    /// look for; `memchr` runs to each name's rarest byte.
    public func wordMentions(of names: Set<String>) -> [String: Int] {
        let needles = names.filter { !$0.isEmpty }.sorted().map { ($0, ByteSearch.Needle($0), $0.utf8.count) }
        guard !needles.isEmpty else { return [:] }
        var counts: [String: Int] = [:]
        for analysis in files {
            guard let bytes = analysis.file.analyzedBytes() else { continue }
            bytes.withUnsafeBufferPointer { buffer in
                for (name, needle, length) in needles {
                    _ = ByteSearch.occurrences(of: needle, in: buffer) { haystack, start in
                        let end = start + length
                        if (start == 0 || !ImportScan.isASCIIWordByte(haystack[start - 1]))
                            && (end == haystack.count || !ImportScan.isASCIIWordByte(haystack[end]))
                            && !Self.isInLineComment(haystack, at: start) {
                            counts[name, default: 0] += 1
                        }
                        return false
                    }
                }
            }
        }
        return counts
    }

    /// Whether a `//` outside a string literal comes before `index` on its line (a `"` after
    /// a backslash does not end a string; a multi-line string's lines are taken as code).
    static func isInLineComment(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var lineStart = index
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var inString = false
        var position = lineStart
        while position < index {
            let byte = bytes[position]
            if inString {
                if byte == UInt8(ascii: "\\") { position += 2; continue }
                if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "/"), position + 1 < index, bytes[position + 1] == UInt8(ascii: "/") {
                return true
            }
            position += 1
        }
        return false
    }
}
