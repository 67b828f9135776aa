import DilintSyntax

/// Flow collections: `[a, b]` and `{a: 1, b: [x, y]}`. They may span lines; line
/// breaks and comments inside them are blanks.
extension YAMLReader {
    /// Starts at `[` or `{`; returns just after the matching `]` or `}`.
    mutating func parseFlowCollection(depth: Int) throws(ConfigError) -> YAMLNode {
        try checkDepth(depth)
        if peek() == YAMLByte.openBracket {
            return try parseFlowSequence(depth: depth)
        }
        return try parseFlowMapping(depth: depth)
    }

    private mutating func parseFlowSequence(depth: Int) throws(ConfigError) -> YAMLNode {
        let openLine = line
        let openColumn = column
        position += 1
        var items: [YAMLNode] = []
        while true {
            try skipFlowBlanks(closing: "]", openLine: openLine, openColumn: openColumn)
            if peek() == YAMLByte.closeBracket { position += 1; break }
            items.append(try parseFlowValue(depth: depth + 1))
            try skipFlowBlanks(closing: "]", openLine: openLine, openColumn: openColumn)
            if peek() == YAMLByte.comma { position += 1; continue }
            if peek() == YAMLByte.closeBracket { position += 1; break }
            if peek() == YAMLByte.colon {
                throw error("a 'key: value' pair inside a flow list is not supported; use a mapping '{key: value}'")
            }
            throw error("unexpected '\(characterHere)' in a flow list; expected ',' or ']'")
        }
        return YAMLNode(.sequence(items), line: openLine, column: openColumn)
    }

    private mutating func parseFlowMapping(depth: Int) throws(ConfigError) -> YAMLNode {
        let openLine = line
        let openColumn = column
        position += 1
        var entries: [YAMLMappingEntry] = []
        var firstLines: [String: Int] = [:]
        while true {
            try skipFlowBlanks(closing: "}", openLine: openLine, openColumn: openColumn)
            if peek() == YAMLByte.closeBrace { position += 1; break }
            if peek() == YAMLByte.openBracket || peek() == YAMLByte.openBrace {
                throw error("a flow collection cannot be a mapping key; expected a plain or quoted key")
            }
            if peek() == YAMLByte.colon {
                throw error("expected a key before ':'")
            }
            let key = try scanScalar(inFlow: true)
            if let earlier = firstLines[key.text] {
                throw error("duplicate key '\(key.text)' (first given on line \(earlier)); expected each key once",
                            line: key.line, column: key.column)
            }
            firstLines[key.text] = key.line
            try skipFlowBlanks(closing: "}", openLine: openLine, openColumn: openColumn)
            var value = YAMLNode(.null, line: line, column: column)
            if peek() == YAMLByte.colon {
                position += 1
                try skipFlowBlanks(closing: "}", openLine: openLine, openColumn: openColumn)
                value = YAMLNode(.null, line: line, column: column)
                if peek() != YAMLByte.comma && peek() != YAMLByte.closeBrace {
                    value = try parseFlowValue(depth: depth + 1)
                }
            }
            entries.append(YAMLMappingEntry(key: key.text, keyLine: key.line, keyColumn: key.column, value: value))
            try skipFlowBlanks(closing: "}", openLine: openLine, openColumn: openColumn)
            if peek() == YAMLByte.comma { position += 1; continue }
            if peek() == YAMLByte.closeBrace { position += 1; break }
            throw error("unexpected '\(characterHere)' in a flow mapping; expected ',' or '}'")
        }
        return YAMLNode(.mapping(entries), line: openLine, column: openColumn)
    }

    private mutating func parseFlowValue(depth: Int) throws(ConfigError) -> YAMLNode {
        if peek() == YAMLByte.openBracket || peek() == YAMLByte.openBrace {
            return try parseFlowCollection(depth: depth)
        }
        return try scanScalar(inFlow: true).node
    }

    /// Skips spaces, tabs, line breaks and comments; the end of the input here means the
    /// collection was never closed.
    private mutating func skipFlowBlanks(closing: String, openLine: Int, openColumn: Int) throws(ConfigError) {
        while let b = peek() {
            if b == YAMLByte.space || b == YAMLByte.tab {
                position += 1
            } else if b == YAMLByte.newline {
                consumeNewline()
            } else if b == YAMLByte.hash && (position == lineStart || isBlank(bytes[position - 1])) {
                skipComment()
            } else {
                return
            }
        }
        let kind = closing == "]" ? "flow list" : "flow mapping"
        throw error("unterminated \(kind); expected '\(closing)' to close the '\(closing == "]" ? "[" : "{")' opened here",
                    line: openLine, column: openColumn)
    }
}
