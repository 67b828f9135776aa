import DilintSyntax

/// Who wrote a report, as SARIF and JSON name it.
public struct ToolIdentity: Hashable, Sendable {
    public var name: String
    public var version: String
    public var informationURI: String

    public init(name: String, version: String, informationURI: String) {
        self.name = name
        self.version = version
        self.informationURI = informationURI
    }

    // The project has no published home yet; change the address here once it has one.
    public static let dilint = ToolIdentity(
        name: "dilint", version: CommandLineTool.version,
        informationURI: "https://github.com/dilint/dilint")
}

/// What a reporter needs to know about a rule. Plain values, so reporters never depend on
/// the Rules module.
public struct RuleMetadata: Hashable, Sendable {
    public var id: String
    public var defaultSeverity: Severity
    /// One sentence: what the rule finds.
    public var summary: String
    /// Why it matters and how to fix it.
    public var help: String

    public init(id: String, defaultSeverity: Severity, summary: String, help: String) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.help = help
    }
}

/// The text of a source line, looked up by file path and 1-based line. Reporters show it
/// under a diagnostic; fingerprints hash it.
public struct SourceLineLookup: Sendable {
    private let lookUp: @Sendable (String, Int) -> String?

    public init(_ lookUp: @escaping @Sendable (_ file: String, _ line: Int) -> String?) {
        self.lookUp = lookUp
    }

    /// Lines of each file, keyed by the path diagnostics use; `lines[0]` is line 1.
    public init(lines: [String: [String]]) {
        self.init { file, line in
            guard let fileLines = lines[file], line >= 1, line <= fileLines.count else { return nil }
            return fileLines[line - 1]
        }
    }

    public init(files: [SourceFile]) {
        var byPath: [String: SourceFile] = [:]
        for file in files { byPath[file.path] = file }
        let table = byPath
        self.init { path, line in
            guard let file = table[path], line >= 1, line <= file.lineCount else { return nil }
            return file.lineText(line)
        }
    }

    public static let none = SourceLineLookup { _, _ in nil }

    public func line(_ line: Int, of file: String) -> String? { lookUp(file, line) }
}

/// The numbers a report closes with.
public struct ReportSummary: Hashable, Sendable {
    public var files: Int
    /// Counted from the reported diagnostics by `Report`.
    public internal(set) var errors = 0
    public internal(set) var warnings = 0
    public internal(set) var notes = 0
    public var registrations: Int
    public var resolutions: Int
    /// Resolution sites whose type could not be known statically (counted, never guessed).
    public var untypedResolutions: Int
    /// Resolution sites whose container could not be known (counted, never guessed).
    public var unknownContainerResolutions: Int
    /// Findings hidden because the baseline already records them.
    public var baselined: Int
    /// Baseline entries no finding matched any more: fixed since the baseline was written.
    public var fixedSinceBaseline: Int

    public init(files: Int, registrations: Int = 0, resolutions: Int = 0, untypedResolutions: Int = 0,
                unknownContainerResolutions: Int = 0, baselined: Int = 0, fixedSinceBaseline: Int = 0) {
        self.files = files
        self.registrations = registrations
        self.resolutions = resolutions
        self.untypedResolutions = untypedResolutions
        self.unknownContainerResolutions = unknownContainerResolutions
        self.baselined = baselined
        self.fixedSinceBaseline = fixedSinceBaseline
    }
}

/// Everything a reporter renders. Diagnostics are kept in report order (SPEC §3), each
/// with its baseline fingerprint at the same index.
public struct Report: Sendable {
    public let tool: ToolIdentity
    public let diagnostics: [Diagnostic]
    public let fingerprints: [String]
    public let summary: ReportSummary
    public let rules: [RuleMetadata]
    public let sourceLines: SourceLineLookup

    public init(diagnostics: [Diagnostic], summary: ReportSummary, rules: [RuleMetadata] = [],
                sourceLines: SourceLineLookup = .none, tool: ToolIdentity = .dilint) {
        let sorted = diagnostics.sorted(by: Diagnostic.reportOrder)
        var summary = summary
        summary.errors = sorted.count { $0.severity == .error }
        summary.warnings = sorted.count { $0.severity == .warning }
        summary.notes = sorted.count { $0.severity == .note }
        self.tool = tool
        self.diagnostics = sorted
        self.fingerprints = sorted.map { Fingerprint.of($0, sourceLines: sourceLines) }
        self.summary = summary
        var seen = Set<String>()
        self.rules = rules.filter { seen.insert($0.id).inserted }.sorted { $0.id < $1.id }
        self.sourceLines = sourceLines
    }

    /// Rules for SARIF's `tool.driver.rules`: every declared rule, plus any rule that
    /// reported without declaring itself, so each result has a rule to point at.
    var rulesWithFindings: [RuleMetadata] {
        var all = rules
        var known = Set(rules.map(\.id))
        for diagnostic in diagnostics where !known.contains(diagnostic.ruleID) {
            known.insert(diagnostic.ruleID)
            all.append(RuleMetadata(id: diagnostic.ruleID, defaultSeverity: diagnostic.severity,
                                    summary: diagnostic.ruleID, help: diagnostic.ruleID))
        }
        return all.sorted { $0.id < $1.id }
    }
}
