import Foundation
import Rules

/// `dilint explain RULE`: why the rule exists, a triggering example and a fixed one, all
/// from the rule's own declaration.
enum ExplainCommand {
    static let spec = CommandSpec(
        name: "explain", synopsis: "RULE",
        summary: "Explain a rule: why it exists, an example that triggers it and one that does not.",
        details: "Run `dilint rules` for the list of rule ids.",
        options: [], maximumPositionals: 1)

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return .success
        }
        guard let id = parsed.positionals.first else {
            throw UsageError("'dilint explain' needs a rule id (see 'dilint rules')")
        }
        guard let entry = RuleCatalog.entry(id: id) else {
            throw UsageError.unknown("rule", id, among: RuleCatalog.ids).withHint("'dilint rules' lists them")
        }
        console.out(explanation(of: entry))
        return .success
    }

    static func explanation(of entry: RuleCatalog.Entry) -> String {
        var text = "\(entry.id) (default severity: \(entry.defaultSeverity.rawValue))\n\n"
        text += entry.summary + "\n\n" + entry.rationale + "\n"
        if let configuration = entry.exampleConfiguration {
            text += "\nThe examples are linted with this .dilint.yml:\n\n"
            text += configuration.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
        }
        text += examples("Triggers the rule", entry.triggeringExamples)
        text += examples("Does not trigger it", entry.nonTriggeringExamples)
        return text
    }

    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n\(title):\n"
        for example in examples {
            // Without the `↓` markers: they are for the example tests, and a reader would
            // copy them into Swift that no longer compiles.
            let lines = example.source.split(separator: "\n", omittingEmptySubsequences: false)
            text += "\n" + lines.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }
}
