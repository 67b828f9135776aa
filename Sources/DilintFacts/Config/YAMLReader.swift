import DilintSyntax

/// Reads the YAML subset that `.dilint.yml` is written in (SPEC §4): block and flow
/// mappings and sequences, plain and quoted scalars, comments, and one optional `---`
/// at the top. Everything else (anchors, aliases, tags, block scalars, several
/// documents, tab indentation, duplicate keys) is a `ConfigError` with its location.
/// Nesting is capped at `maximumDepth`, so no input can exhaust the stack.
public struct YAMLReader {
    public static let maximumDepth = 100

    let path: String
    let bytes: [UInt8]
    var position = 0
    var line = 1
    var lineStart = 0

    public static func parse(_ text: String, path: String) throws(ConfigError) -> YAMLNode {
        try parse(bytes: Array(text.utf8), path: path)
    }

    public static func parse(bytes raw: [UInt8], path: String) throws(ConfigError) -> YAMLNode {
        switch YAMLInput.normalize(raw) {
        case .failure(let problem):
            throw ConfigError(path: path, line: problem.line, column: problem.column, message: problem.message)
        case .success(let bytes):
            var reader = YAMLReader(path: path, bytes: bytes)
            return try reader.parseDocument()
        }
    }

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    mutating func parseDocument() throws(ConfigError) -> YAMLNode {
        try skipToNextContent(allowingDocumentStart: true)
        if isDocumentMarker("---") {
            position += 3
            try finishLine(after: "'---'")
            try skipToNextContent()
        }
        if atEnd { return YAMLNode(.null, line: 1, column: 1) }
        let rootColumn = column
        let root = try parseBlockNode(depth: 1)
        if !atEnd {
            if case .scalar(let text, .plain) = root.content, column == rootColumn {
                throw error("expected ': ' after '\(text)', or nothing after this single value",
                            line: root.line, column: root.column + text.utf8.count)
            }
            throw error("bad indentation; expected column \(rootColumn) or the end of the file")
        }
        return root
    }

    // MARK: - Position

    var atEnd: Bool { position >= bytes.count }
    /// 1-based column of `position`.
    var column: Int { position - lineStart + 1 }

    func peek(_ offset: Int = 0) -> UInt8? {
        let i = position + offset
        return i < bytes.count ? bytes[i] : nil
    }

    var atLineEnd: Bool { atEnd || bytes[position] == YAMLByte.newline }

    func isBlank(_ byte: UInt8?) -> Bool {
        byte == nil || byte == YAMLByte.space || byte == YAMLByte.tab || byte == YAMLByte.newline
    }

    /// `-` followed by a blank starts a block list item.
    var atListItem: Bool { peek() == YAMLByte.dash && isBlank(peek(1)) }

    /// `:` followed by a blank ends a key in block context.
    var atKeySeparator: Bool { peek() == YAMLByte.colon && isBlank(peek(1)) }

    func isDocumentMarker(_ marker: StaticString) -> Bool {
        guard position == lineStart else { return false }
        let p = marker.utf8Start
        for k in 0..<3 where peek(k) != p[k] { return false }
        return isBlank(peek(3))
    }

    mutating func skipSpaces() {
        while let b = peek(), b == YAMLByte.space || b == YAMLByte.tab { position += 1 }
    }

    mutating func consumeNewline() {
        guard peek() == YAMLByte.newline else { return }
        position += 1
        line += 1
        lineStart = position
    }

    // MARK: - Lines

    /// Moves past blank lines and comment lines to the first character of the next line
    /// that holds content, or to the end of the input.
    mutating func skipToNextContent(allowingDocumentStart: Bool = false) throws(ConfigError) {
        while !atEnd {
            if position != lineStart {
                skipSpaces()
                if atLineEnd { consumeNewline(); continue }
                if peek() == YAMLByte.hash { skipComment(); continue }
                return
            }
            while peek() == YAMLByte.space { position += 1 }
            if peek() == YAMLByte.tab {
                let tabColumn = column
                skipSpaces()
                if !atLineEnd && peek() != YAMLByte.hash {
                    throw ConfigError(path: path, line: line, column: tabColumn,
                                      message: "tabs are not allowed in indentation; indent with spaces")
                }
            }
            if atLineEnd { consumeNewline(); continue }
            if peek() == YAMLByte.hash { skipComment(); continue }
            let save = position
            position = lineStart
            if isDocumentMarker("---") && !allowingDocumentStart {
                throw error("multiple documents are not supported; expected a single document")
            }
            if isDocumentMarker("...") {
                throw error("document end marker '...' is not supported; remove it")
            }
            position = save
            return
        }
    }

    mutating func skipComment() {
        while !atLineEnd { position += 1 }
    }

    /// After a value: only blanks and a comment may follow on the same line. Leaves the
    /// position at the next line's start.
    mutating func finishLine(after what: String) throws(ConfigError) {
        skipSpaces()
        if peek() == YAMLByte.hash {
            if position > lineStart && !isBlank(bytes[position - 1]) {
                throw error("expected a space before the comment '#'")
            }
            skipComment()
        }
        if !atLineEnd {
            throw error("unexpected '\(characterHere)' after \(what); expected the end of the line")
        }
        consumeNewline()
    }

    /// The character at the position, for messages.
    var characterHere: String {
        guard !atEnd else { return "end of file" }
        let length = max(1, YAMLInput.validSequenceLength(bytes, at: position))
        return String(decoding: bytes[position..<min(bytes.count, position + length)], as: UTF8.self)
    }

    func error(_ message: String) -> ConfigError {
        ConfigError(path: path, line: line, column: column, message: message)
    }

    func error(_ message: String, line: Int, column: Int) -> ConfigError {
        ConfigError(path: path, line: line, column: column, message: message)
    }

    func checkDepth(_ depth: Int) throws(ConfigError) {
        if depth > YAMLReader.maximumDepth {
            throw error("nesting deeper than \(YAMLReader.maximumDepth) levels is not supported")
        }
    }
}

/// The bytes the reader looks for, by name.
enum YAMLByte {
    static let tab: UInt8 = 0x09
    static let newline: UInt8 = 0x0A
    static let space: UInt8 = 0x20
    static let doubleQuote: UInt8 = 0x22
    static let hash: UInt8 = 0x23
    static let singleQuote: UInt8 = 0x27
    static let comma: UInt8 = 0x2C
    static let dash: UInt8 = 0x2D
    static let colon: UInt8 = 0x3A
    static let questionMark: UInt8 = 0x3F
    static let openBracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let closeBracket: UInt8 = 0x5D
    static let openBrace: UInt8 = 0x7B
    static let closeBrace: UInt8 = 0x7D
}
