import DilintFacts
import Foundation
import Rules

/// The rule directory, `docs/rules/`: a page per rule and an index, generated from the
/// same entries `dilint rules` and `dilint explain` read, so that a page cannot describe a
/// rule that changed. It lives beside `RuleCatalog` because the suppression check is
/// declared there, not in `RuleRegistry`. `RulePagesTests` compares the pages on disk with
/// these and rewrites them under `DILINT_UPDATE_DOCS=1`.
enum RulePages {
    struct Page: Equatable {
        /// From the repository's root.
        var path: String
        var text: String
    }

    static var indexPath: String { "\(RulesTable.pagesFolder)/README.md" }

    /// Every page, the index last; a pure function of the entries.
    static func pages(_ entries: [RuleCatalog.Entry]) -> [Page] {
        let sorted = entries.sorted { $0.id < $1.id }
        return sorted.map { Page(path: RulesTable.pagePath(of: $0.id), text: page($0)) }
            + [Page(path: indexPath, text: index(sorted))]
    }

    /// An HTML comment, so that it shows in the file and not on the rendered page: the next
    /// person edits the declaration instead of a page the test would then call stale.
    static let generatedNotice = """
        <!-- Generated from the rule's declaration by RulePages (Sources/dilint/Commands/RulePages.swift). \
        Edit the declaration, then run: DILINT_UPDATE_DOCS=1 swift test --filter RulePagesTests -->
        """

    static func page(_ entry: RuleCatalog.Entry) -> String {
        let enabled = RuleRegistry.isEnabled(entry.id, configuration: .default)
        var text = generatedNotice + "\n\n# \(entry.id)\n\n" + sentence(RulesTable.prose(entry.summary)) + "\n\n"
        text += "- Default severity: **\(entry.defaultSeverity.rawValue)**\n"
        text += "- On by default: \(enabled ? "yes" : "no — turn it on under `rules:` or with `--enable \(entry.id)`")\n"
        text += "- `dilint explain \(entry.id)` prints the rationale and examples in a terminal.\n"
        text += "\n## Why\n\n" + RulesTable.prose(entry.rationale) + "\n"
        text += configuration(entry)
        text += suppression(entry)
        text += examples(entry)
        text += "\n---\n\n[All rules](README.md)\n"
        return text
    }

    static func index(_ entries: [RuleCatalog.Entry]) -> String {
        var text = generatedNotice.replacingOccurrences(of: "the rule's declaration", with: "the rules' declarations") + "\n\n"
        text += "# dilint's rules\n\n"
        text += "Every check dilint runs, a page each: why it exists, its configuration, how to "
        text += "suppress a finding, and examples that trigger it and that do not.\n\n"
        text += "| rule | default severity | what it finds |\n|---|---|---|\n"
        for entry in entries {
            text += "| [`\(entry.id)`](\(entry.id).md) | \(entry.defaultSeverity.rawValue) | \(RulesTable.prose(entry.summary)) |\n"
        }
        return text
    }

    // MARK: - Sections

    private static func configuration(_ entry: RuleCatalog.Entry) -> String {
        let underRule = entry.options.filter { $0.placement == .underRule }
        let topLevel = entry.options.filter { $0.placement == .topLevel }
        var yaml = ["rules:"]
        // The short form when there is nothing else to write under the rule.
        if underRule.isEmpty {
            yaml.append("  \(entry.id): \(entry.defaultSeverity.rawValue)   # off, note, warning or error")
        } else {
            yaml.append("  \(entry.id):")
            yaml.append("    severity: \(entry.defaultSeverity.rawValue)   # off, note, warning or error")
            yaml += underRule.map { "    \($0.name): \($0.defaultValue)" }
        }
        yaml += topLevel.map { "\($0.name): \($0.defaultValue)   # at the top level, not under the rule" }

        var text = "\n## Configuration\n\nIn `.dilint.yml`, at the defaults:\n\n```yaml\n" + yaml.joined(separator: "\n") + "\n```\n\n"
        text += "| option | where | type | default | meaning |\n|---|---|---|---|---|\n"
        text += "| `severity` | `rules:` → `\(entry.id)` | `off`, `note`, `warning`, `error` | `\(entry.defaultSeverity.rawValue)` | "
        text += "The severity of its findings, written as the rule's value or as `severity:` in a mapping; `off` turns it off. "
        text += "`--enable \(entry.id)` and `--disable \(entry.id)` turn it on or off for one run, whatever the file says. |\n"
        for option in underRule + topLevel {
            let place = option.placement == .underRule ? "`rules:` → `\(entry.id)`" : "top level"
            text += "| `\(option.name)` | \(place) | \(RulesTable.prose(option.type)) | `\(option.defaultValue)` | \(RulesTable.prose(option.summary)) |\n"
        }
        if entry.options.isEmpty {
            text += "\nThe rule has no options besides its severity.\n"
        }
        return text
    }

    private static func suppression(_ entry: RuleCatalog.Entry) -> String {
        var text = "\n## Suppressing a finding\n\n"
        guard entry.isSuppressibleByComment else {
            text += "A `dilint:` comment cannot hide this finding: the finding is about such a comment. "
            text += "Remove the comment or correct its rule id; to stop the check, set `\(entry.id): off` "
            text += "under `rules:`, or pass `--disable \(entry.id)`.\n"
            return text
        }
        text += "```swift\n// dilint:disable:next \(entry.id) - why this one is fine\n```\n\n"
        text += "`disable:this` (the comment's own line), `disable:previous`, and `disable \(entry.id)` … "
        text += "`enable \(entry.id)` blocks work too; `all` stands for every rule. A comment that no longer "
        text += "hides a finding is reported as [`\(SuppressionFilter.ruleID)`](\(SuppressionFilter.ruleID).md).\n"
        return text
    }

    private static func examples(_ entry: RuleCatalog.Entry) -> String {
        var text = "\n## Examples\n\n"
        text += "In the examples that trigger the rule, `\(RuleExample.marker)` marks where dilint reports the finding; "
        text += "it is not Swift, so leave it out when you copy one.\n"
        if let configuration = entry.exampleConfiguration {
            text += "\nThe rule is silent without its configuration; the examples are linted with this `.dilint.yml`, "
            text += "and a line `// file: Path.swift` begins each file of an example of several:\n\n"
            text += "```yaml\n" + configuration + "\n```\n"
        }
        text += block("Triggers the rule", entry.triggeringExamples.map(\.marked))
        text += block("Does not trigger it", entry.nonTriggeringExamples.map(\.marked))
        return text
    }

    private static func block(_ title: String, _ sources: [String]) -> String {
        guard !sources.isEmpty else { return "" }
        return "\n### \(title)\n" + sources.map { "\n```swift\n\($0)\n```\n" }.joined()
    }

    // MARK: - Text

    /// A summary is written as a phrase for tables; on a page it stands as a sentence.
    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }
}
