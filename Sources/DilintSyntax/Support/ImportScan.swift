extension SourceFile {
    /// The names that may follow an `import` anywhere in the file, read from its bytes
    /// before it is tokenized: the word after `import`, and the one after that (`import
    /// struct Swinject.Container`), past whitespace and comments. A superset of what the
    /// parser finds — an `import` in a comment or a string counts too — so a reader that
    /// decides from it how deep to read a file can only read more, never less.
    public func importedModuleCandidates(where keeps: (UnsafeBufferPointer<UInt8>) -> Bool) -> Set<String> {
        var names = Set<String>()
        _ = ByteSearch.occurrences(of: "import", in: self) { bytes, start in
            let end = start + 6
            // Bounded by anything but an ASCII letter, digit or `_`: a byte-order mark, or
            // any other character the tokenizer may read as the end of a name, may come before.
            guard start == 0 || !ImportScan.isASCIIWordByte(bytes[start - 1]), end == bytes.count || !ImportScan.isASCIIWordByte(bytes[end]) else {
                return false
            }
            var cursor = end
            for _ in 0..<2 {
                cursor = ImportScan.skipTrivia(bytes, from: cursor)
                guard let word = ImportScan.word(bytes, at: cursor) else { break }
                // Bytes that are not valid UTF-8 end a name for the tokenizer: the ASCII part
                // before the first non-ASCII byte counts too.
                var asciiEnd = word.lowerBound
                while asciiEnd < word.upperBound, bytes[asciiEnd] < 0x80 { asciiEnd += 1 }
                for range in asciiEnd < word.upperBound && asciiEnd > word.lowerBound ? [word, word.lowerBound..<asciiEnd] : [word] {
                    let name = UnsafeBufferPointer(rebasing: bytes[range])
                    if keeps(name) { names.insert(String(decoding: name, as: UTF8.self)) }
                }
                cursor = word.upperBound + (word.upperBound < bytes.count && bytes[word.upperBound] == UInt8(ascii: "`") ? 1 : 0)
            }
            return false
        }
        return names
    }
}

package enum ImportScan {
    /// Letters, digits, `_` and every byte of a multi-byte character.
    package static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || isASCIIWordByte(byte)
    }

    package static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// Past spaces, line breaks, `// …` and `/* … */` (nested) from `index`.
    static func skipTrivia(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var i = index
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                i += 1
            case 0xC2 where isNoBreakSpace(bytes, at: i):
                // Whitespace to the tokenizer, as to the compiler.
                i += 2
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/"):
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|"):
                // A merge conflict's marker line, which the tokenizer takes as trivia.
                guard isConflictMarker(bytes, at: i) else { return i }
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "*"):
                var depth = 0
                repeat {
                    if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "/"), bytes[i + 1] == UInt8(ascii: "*") {
                        depth += 1
                        i += 2
                    } else if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "*"), bytes[i + 1] == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                    } else {
                        i += 1
                    }
                } while depth > 0 && i < bytes.count
            default:
                return i
            }
        }
        return i
    }

    /// Seven of one of `<=>|` at the start of a line (`Lexer.lexConflictMarker` decides
    /// more narrowly; reading more here only adds candidates).
    static func isConflictMarker(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index == 0 || bytes[index - 1] == UInt8(ascii: "\n") || bytes[index - 1] == UInt8(ascii: "\r"),
              index + 7 <= bytes.count else { return false }
        return (index..<(index + 7)).allSatisfy { bytes[$0] == bytes[index] }
    }

    /// The word at `index` (without its backticks, when it has them), or nil.
    static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Range<Int>? {
        var start = index
        if start < bytes.count, bytes[start] == UInt8(ascii: "`") { start += 1 }
        var end = start
        while end < bytes.count, isWordByte(bytes[end]), !isNoBreakSpace(bytes, at: end) { end += 1 }
        return end > start ? start..<end : nil
    }

    /// U+00A0, which ends a name and separates words as a space does.
    static func isNoBreakSpace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        bytes[index] == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0
    }
}
