import DilintSyntax

/// One value of a YAML document, with the 1-based line and column (in UTF-8 bytes) where
/// it starts, so that whoever reads it can point at it in an error.
public struct YAMLNode: Hashable, Sendable {
    public enum ScalarStyle: Hashable, Sendable {
        case plain, singleQuoted, doubleQuoted
    }

    public enum Content: Hashable, Sendable {
        /// An empty value (`key:`), `~` or `null`.
        case null
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        /// Entries in the order they appear in the file; keys are unique.
        case mapping([YAMLMappingEntry])
    }

    public var content: Content
    public var line: Int
    public var column: Int

    public init(_ content: Content, line: Int, column: Int) {
        self.content = content
        self.line = line
        self.column = column
    }

    public var isNull: Bool { content == .null }

    /// The text of a scalar, whether plain or quoted.
    public var string: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value under `key` when this node is a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key == key }?.value
    }

    /// How an error message names what was found instead of what was expected.
    public var kindDescription: String {
        switch content {
        case .null: return "an empty value"
        case .scalar: return "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// `key: value` inside a mapping; the key keeps its own location for errors such as
/// "unknown key".
public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: String
    public var keyLine: Int
    public var keyColumn: Int
    public var value: YAMLNode

    public init(key: String, keyLine: Int, keyColumn: Int, value: YAMLNode) {
        self.key = key
        self.keyLine = keyLine
        self.keyColumn = keyColumn
        self.value = value
    }
}
