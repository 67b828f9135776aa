import DilintSyntax

/// A configuration file that cannot be used: unreadable, outside the YAML subset, or
/// holding an unknown key or a value of the wrong type. The command line prints
/// `description` on stderr and exits with status 2 (SPEC §2).
public struct ConfigError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based line of the offending text.
    public var line: Int
    /// 1-based column, counting UTF-8 bytes of the line.
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}
