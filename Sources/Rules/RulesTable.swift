import Analyzer
import DilintFacts
import DilintSyntax

/// The README's rules table, generated from the rule declarations so the two cannot drift
/// (a test compares them). Each id links to the rule's page, which `RulePages` writes
/// under `pagesFolder`.
public enum RulesTable {
    public static let begin = "<!-- rules-table:begin -->"
    public static let end = "<!-- rules-table:end -->"

    /// The rule pages' folder, from the repository's root.
    public static let pagesFolder = "docs/rules"

    /// A rule's page, from the repository's root: the README links here and the pages'
    /// generator writes here, so the two cannot name different files.
    public static func pagePath(of id: String) -> String {
        "\(pagesFolder)/\(id).md"
    }

    public static func markdown() -> String {
        var lines = ["| rule | default | what it finds |", "|---|---|---|"]
        for rule in RuleRegistry.all.sorted(by: { $0.id < $1.id }) {
            lines.append("| \(link(rule.id)) | \(rule.description.defaultSeverity.rawValue) | \(prose(rule.description.summary)) |")
        }
        lines.append("| \(link(SuppressionFilter.ruleID)) | warning | A `dilint:disable` comment that suppresses nothing |")
        return lines.joined(separator: "\n")
    }

    private static func link(_ id: String) -> String {
        "[`\(id)`](\(pagePath(of: id)))"
    }

    /// Declared prose as Markdown shows it: outside `code`, the characters Markdown reads
    /// as markup are escaped. Unescaped, `visit(_:) for, visit(_:)` rendered as emphasis
    /// between the two underscores, `Lazy<T>` lost `<T>` as an unknown HTML tag, and a `|`
    /// would end a table cell.
    public static func prose(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle() }
            if !inCode, "\\*_<[]|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// The README with the text between the markers replaced by the current table.
    public static func updating(_ readme: String) -> String? {
        guard let start = readme.range(of: begin), let stop = readme.range(of: end), start.upperBound <= stop.lowerBound else { return nil }
        return String(readme[..<start.upperBound]) + "\n" + markdown() + "\n" + String(readme[stop.lowerBound...])
    }
}
