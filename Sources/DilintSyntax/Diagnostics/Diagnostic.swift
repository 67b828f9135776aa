/// Where something is in a source file: 1-based line, and a 1-based column that counts
/// UTF-8 bytes of the line (SPEC §3).
public struct SourceLocation: Hashable, Codable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

public enum Severity: String, Codable, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary site a diagnostic points at: a registration, an edge of a cycle, a cast.
public struct DiagnosticNote: Hashable, Codable, Sendable {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// One finding of one rule.
public struct Diagnostic: Hashable, Codable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [DiagnosticNote]
    /// The enclosing declaration, e.g. `OrdersVM.init(container:args:)`: part of the
    /// baseline fingerprint, so a finding stays matched when code above it moves.
    public var symbol: String?

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation,
                notes: [DiagnosticNote] = [], symbol: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
        self.symbol = symbol
    }

    /// The order every reporter writes in: file, line, column, rule id (SPEC §3).
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
