import Analyzer
import DilintFacts
import DilintSyntax
import Rules

/// What `rules`, `explain`, the reports and the rule pages (`RulePages`) say about each
/// rule, read from the rules' own declarations (`RuleRegistry`), so new rules appear here
/// as they land.
struct RuleCatalog {
    struct Entry: Sendable {
        var id: String
        var defaultSeverity: Severity
        var summary: String
        var rationale: String
        var triggeringExamples: [RuleExample]
        var nonTriggeringExamples: [RuleExample]
        var options: [RuleOption] = []
        /// The `.dilint.yml` the examples are linted with (`RuleDescription.exampleConfiguration`).
        var exampleConfiguration: String? = nil
        /// Whether a `dilint:disable` comment can hide the rule's findings. The suppression
        /// check's findings are about such comments and are made after they are applied.
        var isSuppressibleByComment = true

        var metadata: RuleMetadata {
            RuleMetadata(id: id, defaultSeverity: defaultSeverity, summary: summary, help: rationale)
        }
    }

    /// Sorted by id.
    static var entries: [Entry] {
        let declared = RuleRegistry.all.map { rule in
            let d = rule.description
            return Entry(id: d.id, defaultSeverity: d.defaultSeverity, summary: d.summary, rationale: d.rationale,
                         triggeringExamples: d.triggeringExamples, nonTriggeringExamples: d.nonTriggeringExamples,
                         options: d.options, exampleConfiguration: d.exampleConfiguration)
        }
        return (declared + [superfluousSuppression]).sorted { $0.id < $1.id }
    }

    static var ids: [String] { entries.map(\.id) }

    /// Each rule's options written under it, by name, with their types.
    static var optionsUnderRules: [String: [String: String]] {
        Dictionary(uniqueKeysWithValues: entries.map { entry in
            (entry.id, Dictionary(uniqueKeysWithValues: entry.options.filter { $0.placement == .underRule }.map { ($0.name, $0.type) }))
        })
    }

    static func entry(id: String) -> Entry? { entries.first { $0.id == id } }

    // The suppression check is built into the linter rather than declared as a `Rule`, so
    // its declaration lives here.
    static let superfluousSuppression = Entry(
        id: SuppressionFilter.ruleID, defaultSeverity: .warning,
        summary: "A dilint:disable comment that suppresses nothing, or names a rule dilint does not have",
        rationale: """
            A suppression comment that no longer hides a finding only hides the next real one: \
            the code it once excused has changed, and a future mistake on that line would go \
            unreported. A suppression naming an unknown rule id is most likely a typo and \
            suppresses nothing at all. Remove the comment, or correct the rule id.
            """,
        triggeringExamples: [
            """
            ↓// dilint:disable:next no-such-rule
            let analytics: Analytics = container.resolve()
            """,
        ],
        nonTriggeringExamples: [
            """
            let analytics: Analytics = container.resolve()
            """,
        ],
        isSuppressibleByComment: false)
}
