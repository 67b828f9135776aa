import Analyzer
import DilintFacts
import DilintSyntax

/// What a rule is, declared once: `dilint rules`, `dilint explain`, the README's rules
/// table and the example tests all read this one declaration.
public struct RuleDescription: Sendable {
    public var id: String
    public var defaultSeverity: Severity
    public var summary: String
    public var rationale: String
    public var triggeringExamples: [String]
    public var nonTriggeringExamples: [String]

    public init(id: String, defaultSeverity: Severity, summary: String, rationale: String,
                triggeringExamples: [String], nonTriggeringExamples: [String]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}
