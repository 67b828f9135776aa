import Analyzer
import DilintFacts
import DilintSyntax
import Rules

/// `dilint rules`: every rule with its default severity, whether the configuration
/// leaves it on, and what it finds.
enum RulesCommand {
    static let spec = CommandSpec(
        name: "rules", synopsis: "[options]",
        summary: "List every rule: id, default severity, enabled under the configuration, summary.",
        details: "Run `dilint explain RULE` for why a rule exists and what it looks like.",
        options: [.value("--config", "FILE", "Configuration file (default: the nearest .dilint.yml)")],
        maximumPositionals: 0)

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return .success
        }
        let configuration = try ProjectLoading.configuration(explicitPath: parsed.last("--config"))
        console.out(table(configuration: configuration))
        return .success
    }

    static func table(configuration: Configuration) -> String {
        let header = ["RULE", "SEVERITY", "ENABLED", "SUMMARY"]
        let rows = RuleCatalog.entries.map { entry -> [String] in
            let enabled = RuleRegistry.isEnabled(entry.id, configuration: configuration)
            let severity = configuration.rules[entry.id]?.severity ?? entry.defaultSeverity
            let note = severity == entry.defaultSeverity ? "" : " (default \(entry.defaultSeverity.rawValue))"
            return [entry.id, severity.rawValue + note, enabled ? "yes" : "no", entry.summary]
        }
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0..<3).map { row[$0] + String(repeating: " ", count: widths[$0] - row[$0].count) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n") + "\n"
    }
}
