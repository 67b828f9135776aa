/// Diagnostics count columns in UTF-8 bytes (SPEC §3); people and some formats count
/// characters or UTF-16 units. These convert, using the text of the line.
enum SourceColumns {
    /// The part of `line` before a 1-based byte column, cut back to a character boundary
    /// when the column falls inside a multi-byte character, and to the line's end when it
    /// lies past it.
    static func prefix(of line: String, beforeByteColumn column: Int) -> Substring {
        let utf8 = line.utf8
        let byteCount = max(0, min(column - 1, utf8.count))
        var index = utf8.index(utf8.startIndex, offsetBy: byteCount)
        while index > line.startIndex, index.samePosition(in: line) == nil {
            index = utf8.index(before: index)
        }
        return line[..<index]
    }

    /// SARIF's default column unit: UTF-16 code units, 1-based.
    static func utf16Column(in line: String?, byteColumn: Int) -> Int {
        guard let line else { return byteColumn }
        return prefix(of: line, beforeByteColumn: byteColumn).utf16.count + 1
    }

    /// Spaces (and the line's own tabs, so tab stops match) up to where the caret goes.
    static func caretPadding(for line: String, byteColumn: Int) -> String {
        // An ASCII line, most of them: a character a byte, padded by its bytes.
        let utf8 = line.utf8
        let byteCount = max(0, min(byteColumn - 1, utf8.count))
        if let padding = utf8.withContiguousStorageIfAvailable({ bytes -> String? in
            guard !bytes[..<byteCount].contains(where: { $0 >= 0x80 }) else { return nil }
            return String(decoding: bytes[..<byteCount].map { $0 == UInt8(ascii: "\t") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
        }), let padding {
            return padding
        }
        return String(prefix(of: line, beforeByteColumn: byteColumn).map { $0 == "\t" ? "\t" : " " })
    }
}

extension String {
    /// Line-oriented formats break on a line break inside a message.
    var onOneLine: String {
        // Read as bytes first: an ASCII message without a line-break byte has no break,
        // and walking its characters cost ~12,000 instructions a finding.
        if utf8.allSatisfy({ $0 < 0x80 && !(0x0A...0x0D).contains($0) }) { return self }
        guard contains(where: \.isNewline) else { return self }
        return split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }
}
