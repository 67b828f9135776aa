import Analyzer
import DilintFacts
import DilintSyntax

/// What a rule is, declared once: `dilint rules`, `dilint explain`, the README's rules
/// table, the rule pages (`docs/rules/`) and the example tests all read this one
/// declaration. Its examples are `RuleExample`s, so that no reader can take a marked
/// example for Swift.
public struct RuleDescription: Sendable {
    public var id: String
    public var defaultSeverity: Severity
    public var summary: String
    public var rationale: String
    public var triggeringExamples: [RuleExample]
    public var nonTriggeringExamples: [RuleExample]
    /// The configuration the rule reads besides its severity; empty for most rules.
    public var options: [RuleOption]
    /// The `.dilint.yml` its examples are linted with, for a rule silent without one.
    public var exampleConfiguration: String?

    public init(id: String, defaultSeverity: Severity, summary: String, rationale: String,
                options: [RuleOption] = [], exampleConfiguration: String? = nil,
                triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.options = options
        self.exampleConfiguration = exampleConfiguration
    }
}
