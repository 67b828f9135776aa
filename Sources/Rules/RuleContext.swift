import Analyzer
import DilintFacts
import DilintSyntax

/// What a rule sees: the merged project, the configuration, and nothing of the command
/// line or the reporters.
public struct RuleContext: Sendable {
    public var project: Project
    public var configuration: Configuration

    public init(project: Project, configuration: Configuration) {
        self.project = project
        self.configuration = configuration
    }

    public var files: [FileAnalysis] { project.files }
    public var types: TypeTable { project.types }

    /// The severity a finding gets. A configured severity replaces the rule's default; a
    /// finding the rule itself rates lower than its default (an optional-handled
    /// resolution, say) stays that much lower.
    public func severity(for ruleID: String, default suggested: Severity) -> Severity {
        guard let configured = configuration.rules[ruleID]?.severity else { return suggested }
        let ruleDefault = RuleRegistry.rule(id: ruleID)?.description.defaultSeverity ?? suggested
        return suggested < ruleDefault ? min(configured, suggested) : configured
    }
}
