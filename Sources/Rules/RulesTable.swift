import Analyzer
import DilintFacts
import DilintSyntax

/// The README's rules table, generated from the rule declarations so the two cannot drift
/// (a test compares them).
public enum RulesTable {
    public static let begin = "<!-- rules-table:begin -->"
    public static let end = "<!-- rules-table:end -->"

    public static func markdown() -> String {
        var lines = ["| rule | default | what it finds |", "|---|---|---|"]
        for rule in RuleRegistry.all.sorted(by: { $0.id < $1.id }) {
            lines.append("| `\(rule.id)` | \(rule.description.defaultSeverity.rawValue) | \(rule.description.summary) |")
        }
        lines.append("| `\(SuppressionFilter.ruleID)` | warning | A `dilint:disable` comment that suppresses nothing |")
        return lines.joined(separator: "\n")
    }

    /// The README with the text between the markers replaced by the current table.
    public static func updating(_ readme: String) -> String? {
        guard let start = readme.range(of: begin), let stop = readme.range(of: end), start.upperBound <= stop.lowerBound else { return nil }
        return String(readme[..<start.upperBound]) + "\n" + markdown() + "\n" + String(readme[stop.lowerBound...])
    }
}
