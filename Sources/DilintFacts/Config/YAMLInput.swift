import DilintSyntax

/// Prepares configuration bytes for the reader: drops a byte-order mark, turns `\r\n`
/// and lone `\r` into `\n` (lines and columns stay the same), and rejects invalid
/// UTF-8 and control characters with their location, so the reader only ever sees
/// well-formed text.
enum YAMLInput {
    struct Problem: Error {
        var line: Int
        var column: Int
        var message: String
    }

    static func normalize(_ raw: [UInt8]) -> Result<[UInt8], Problem> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var i = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var lineStart = bytes.count
        while i < raw.count {
            let b = raw[i]
            let column = bytes.count - lineStart + 1
            if b == 0x0D {
                if i + 1 < raw.count, raw[i + 1] == 0x0A { i += 1 }
                bytes.append(0x0A)
                i += 1
                line += 1
                lineStart = bytes.count
                continue
            }
            if b == 0x0A {
                bytes.append(b)
                i += 1
                line += 1
                lineStart = bytes.count
                continue
            }
            if b < 0x20 && b != 0x09 || b == 0x7F {
                let code = String(b, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: 4 - code.count) + code
                return .failure(Problem(line: line, column: column,
                                        message: "control character U+\(padded) is not allowed in a configuration file"))
            }
            let length = validSequenceLength(raw, at: i)
            if length == 0 {
                return .failure(Problem(line: line, column: column,
                                        message: "invalid UTF-8; expected the file to be UTF-8 text"))
            }
            bytes.append(contentsOf: raw[i..<i + length])
            i += length
        }
        return .success(bytes)
    }

    /// The length of the well-formed UTF-8 sequence starting at `i`, or 0 when there is
    /// none (overlong forms, surrogates and values above U+10FFFF are not well-formed).
    static func validSequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
        let lead = bytes[i]
        if lead < 0x80 { return 1 }
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return 0
        }
        guard i + length <= bytes.count, secondRange.contains(bytes[i + 1]) else { return 0 }
        for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return 0 }
        return length
    }
}
