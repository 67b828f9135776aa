import DilintSyntax

/// Block structure: which node a line starts, and how indentation groups lines into
/// mappings and lists. Every function here starts at the first character of a node and
/// returns at the first character of the next content line (or the end of input).
extension YAMLReader {
    mutating func parseBlockNode(depth: Int, sharesIndentWithParentMapping: Bool = false) throws(ConfigError) -> YAMLNode {
        try checkDepth(depth)
        if atListItem {
            return try parseBlockSequence(depth: depth, sharesIndentWithParentMapping: sharesIndentWithParentMapping)
        }
        if peek() == YAMLByte.openBracket || peek() == YAMLByte.openBrace {
            let node = try parseFlowCollection(depth: depth)
            skipSpaces()
            if atKeySeparator {
                throw error("a flow collection cannot be a mapping key; expected a plain or quoted key")
            }
            try finishLine(after: "the closing '\(node.sequence != nil ? "]" : "}")'")
            try skipToNextContent()
            return node
        }
        let scalar = try scanScalar(inFlow: false)
        skipSpaces()
        if atKeySeparator {
            return try parseBlockMapping(firstKey: scalar.text, line: scalar.line, column: scalar.column, depth: depth)
        }
        try finishLine(after: "the value")
        try skipToNextContent()
        return scalar.node
    }

    /// Starts with the position at the `:` that follows the first key.
    mutating func parseBlockMapping(firstKey: String, line mappingLine: Int, column mappingColumn: Int,
                                    depth: Int) throws(ConfigError) -> YAMLNode {
        var entries: [YAMLMappingEntry] = []
        var firstLines: [String: Int] = [:]
        var key = firstKey
        var keyLine = mappingLine
        var keyColumn = mappingColumn
        while true {
            if let earlier = firstLines[key] {
                throw error("duplicate key '\(key)' (first given on line \(earlier)); expected each key once",
                            line: keyLine, column: keyColumn)
            }
            firstLines[key] = keyLine
            position += 1
            let value = try parseMappingValue(keyColumn: mappingColumn, depth: depth)
            entries.append(YAMLMappingEntry(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))

            if atEnd || column < mappingColumn { break }
            if column > mappingColumn {
                throw error("bad indentation; expected column \(mappingColumn) for the next key of this mapping")
            }
            if atListItem {
                throw error("expected a key at this indentation, found a list item '-'")
            }
            keyLine = line
            keyColumn = column
            if peek() == YAMLByte.openBracket || peek() == YAMLByte.openBrace {
                throw error("a flow collection cannot be a mapping key; expected a plain or quoted key")
            }
            let keyScalar = try scanScalar(inFlow: false)
            skipSpaces()
            guard atKeySeparator else {
                throw error("expected ': ' after the key '\(keyScalar.text)'")
            }
            key = keyScalar.text
        }
        return YAMLNode(.mapping(entries), line: mappingLine, column: mappingColumn)
    }

    /// Starts just after a key's `:`.
    mutating func parseMappingValue(keyColumn: Int, depth: Int) throws(ConfigError) -> YAMLNode {
        skipSpaces()
        let valueLine = line
        let valueColumn = column
        if atLineEnd || peek() == YAMLByte.hash {
            try finishLine(after: "':'")
            try skipToNextContent()
            if atEnd { return YAMLNode(.null, line: valueLine, column: valueColumn) }
            if column > keyColumn { return try parseBlockNode(depth: depth + 1) }
            // A list may sit at the same indentation as its key (`key:` then `- item`).
            if column == keyColumn && atListItem {
                return try parseBlockNode(depth: depth + 1, sharesIndentWithParentMapping: true)
            }
            return YAMLNode(.null, line: valueLine, column: valueColumn)
        }
        if atListItem {
            throw error("a list cannot start on the same line as its key; put each '- ' item on its own line below")
        }
        try checkDepth(depth + 1)
        if peek() == YAMLByte.openBracket || peek() == YAMLByte.openBrace {
            let node = try parseFlowCollection(depth: depth + 1)
            try finishLine(after: "the closing '\(node.sequence != nil ? "]" : "}")'")
            try skipToNextContent()
            return node
        }
        let scalar = try scanScalar(inFlow: false)
        skipSpaces()
        if atKeySeparator {
            throw error("a mapping cannot start on the same line as its key; put it on its own line, indented")
        }
        try finishLine(after: "the value")
        try skipToNextContent()
        return scalar.node
    }

    /// Starts at the `-` of the first item.
    mutating func parseBlockSequence(depth: Int, sharesIndentWithParentMapping: Bool) throws(ConfigError) -> YAMLNode {
        let listLine = line
        let listColumn = column
        var items: [YAMLNode] = []
        while true {
            let dashLine = line
            let dashColumn = column
            position += 1
            skipSpaces()
            if atLineEnd || peek() == YAMLByte.hash {
                try finishLine(after: "'-'")
                try skipToNextContent()
                if !atEnd && column > listColumn {
                    items.append(try parseBlockNode(depth: depth + 1))
                } else {
                    items.append(YAMLNode(.null, line: dashLine, column: dashColumn))
                }
            } else {
                // The item's content sets its own indentation: `- type: X` continues with
                // keys aligned under `type`.
                items.append(try parseBlockNode(depth: depth + 1))
            }

            if atEnd || column < listColumn { break }
            if column > listColumn {
                throw error("bad indentation; expected column \(listColumn) for the next '- ' item of this list")
            }
            if !atListItem {
                if sharesIndentWithParentMapping { break }
                throw error("expected a '- ' list item at this indentation")
            }
        }
        return YAMLNode(.sequence(items), line: listLine, column: listColumn)
    }
}
