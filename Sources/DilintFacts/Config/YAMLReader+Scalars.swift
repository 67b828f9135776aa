import DilintSyntax

/// Scalars: plain text, `'single'` with `''` for a quote, and `"double"` with
/// backslash escapes. A quoted scalar must end on the line where it starts.
extension YAMLReader {
    struct ScannedScalar {
        var text: String
        var style: YAMLNode.ScalarStyle
        var line: Int
        var column: Int

        /// A plain `~` or `null` (in any of YAML's spellings) is the empty value; quoted,
        /// it is text.
        var node: YAMLNode {
            if style == .plain && ["~", "null", "Null", "NULL"].contains(text) {
                return YAMLNode(.null, line: line, column: column)
            }
            return YAMLNode(.scalar(text, style), line: line, column: column)
        }
    }

    mutating func scanScalar(inFlow: Bool) throws(ConfigError) -> ScannedScalar {
        let startLine = line
        let startColumn = column
        switch peek() {
        case YAMLByte.doubleQuote:
            return ScannedScalar(text: try scanDoubleQuoted(), style: .doubleQuoted, line: startLine, column: startColumn)
        case YAMLByte.singleQuote:
            return ScannedScalar(text: try scanSingleQuoted(), style: .singleQuoted, line: startLine, column: startColumn)
        default:
            try rejectUnsupportedIndicator(inFlow: inFlow)
            return ScannedScalar(text: scanPlain(inFlow: inFlow), style: .plain, line: startLine, column: startColumn)
        }
    }

    private func rejectUnsupportedIndicator(inFlow: Bool) throws(ConfigError) {
        guard let first = peek() else { throw error("expected a value, found the end of the file") }
        switch first {
        case UInt8(ascii: "&"): throw error("anchors ('&') are not supported; expected a plain or quoted value")
        case UInt8(ascii: "*"): throw error("aliases ('*') are not supported; quote a value that starts with '*', like \"**/Generated/**\"")
        case UInt8(ascii: "!"): throw error("tags ('!') are not supported; expected a plain or quoted value")
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw error("block scalars ('\(characterHere)') are not supported; expected a value on one line, quoted if needed")
        case UInt8(ascii: "%"): throw error("directives ('%') are not supported; expected a key or a value")
        case UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error("'\(characterHere)' is reserved in YAML and cannot start a plain value; quote the value")
        case YAMLByte.closeBracket, YAMLByte.closeBrace, YAMLByte.comma, YAMLByte.openBracket, YAMLByte.openBrace:
            throw error("unexpected '\(characterHere)'; expected a value")
        case YAMLByte.questionMark where isBlank(peek(1)):
            throw error("explicit keys ('? ') are not supported; expected 'key: value'")
        case YAMLByte.dash where isBlank(peek(1)) && inFlow:
            throw error("a block list item '- ' cannot appear inside a flow collection; expected a value")
        case YAMLByte.colon where isBlank(peek(1)):
            throw error("expected a key before ':'")
        default:
            return
        }
    }

    /// Plain text runs to the end of the line, to `: `, to ` #`, and in a flow
    /// collection also to `,`, `[`, `]`, `{`, `}`; trailing blanks are not part of it.
    private mutating func scanPlain(inFlow: Bool) -> String {
        let start = position
        var end = position
        while let b = peek(), b != YAMLByte.newline {
            if b == YAMLByte.colon {
                let next = peek(1)
                if isBlank(next) || inFlow && isFlowIndicator(next) { break }
            }
            if b == YAMLByte.hash, position > start, bytes[position - 1] == YAMLByte.space || bytes[position - 1] == YAMLByte.tab {
                break
            }
            if inFlow && isFlowIndicator(b) { break }
            position += 1
            if b != YAMLByte.space && b != YAMLByte.tab { end = position }
        }
        position = end
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    func isFlowIndicator(_ byte: UInt8?) -> Bool {
        byte == YAMLByte.comma || byte == YAMLByte.openBracket || byte == YAMLByte.closeBracket
            || byte == YAMLByte.openBrace || byte == YAMLByte.closeBrace
    }

    private mutating func scanSingleQuoted() throws(ConfigError) -> String {
        let openLine = line
        let openColumn = column
        position += 1
        var text: [UInt8] = []
        while true {
            guard let b = peek(), b != YAMLByte.newline else {
                throw error("unterminated single-quoted string; expected a closing \"'\" on the same line",
                            line: openLine, column: openColumn)
            }
            position += 1
            if b == YAMLByte.singleQuote {
                if peek() == YAMLByte.singleQuote {
                    text.append(b)
                    position += 1
                    continue
                }
                return String(decoding: text, as: UTF8.self)
            }
            text.append(b)
        }
    }

    private mutating func scanDoubleQuoted() throws(ConfigError) -> String {
        let openLine = line
        let openColumn = column
        position += 1
        var text: [UInt8] = []
        while true {
            guard let b = peek(), b != YAMLByte.newline else {
                throw error("unterminated double-quoted string; expected a closing '\"' on the same line",
                            line: openLine, column: openColumn)
            }
            if b == YAMLByte.doubleQuote {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if b == YAMLByte.backslash {
                text.append(contentsOf: try scanEscape())
                continue
            }
            text.append(b)
            position += 1
        }
    }

    /// Starts at the backslash; returns the UTF-8 bytes the escape stands for.
    private mutating func scanEscape() throws(ConfigError) -> [UInt8] {
        let escapeColumn = column
        position += 1
        guard let letter = peek(), letter != YAMLByte.newline else {
            throw error("unterminated double-quoted string; expected a character after '\\'")
        }
        position += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D,
            UInt8(ascii: "0"): 0x00, UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C,
            UInt8(ascii: "/"): 0x2F, UInt8(ascii: " "): 0x20, UInt8(ascii: "\t"): 0x09,
        ]
        if let byte = simple[letter] { return [byte] }
        let digits: Int
        switch letter {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            position -= 1
            throw error("unknown escape '\\\(characterHere)'; expected one of \\\" \\\\ \\/ \\n \\t \\r \\0 \\xXX \\uXXXX \\UXXXXXXXX",
                        line: line, column: escapeColumn)
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let d = peek(), let digit = hexValue(d) else {
                throw error("expected \(digits) hexadecimal digits after '\\\(Character(Unicode.Scalar(letter)))'")
            }
            value = value * 16 + digit
            position += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error("escape '\\\(Character(Unicode.Scalar(letter)))' names no Unicode character; expected a valid code point",
                        line: line, column: escapeColumn)
        }
        return Array(String(Character(scalar)).utf8)
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
