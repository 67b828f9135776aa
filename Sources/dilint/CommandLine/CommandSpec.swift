/// A command as `--help` shows it and as the parser reads it: one declaration for both,
/// so help and behaviour cannot drift apart.
public struct CommandSpec: Sendable {
    public var name: String
    /// The arguments after `dilint NAME`, e.g. `[PATH ...] [options]`.
    public var synopsis: String
    public var summary: String
    /// Paragraphs after the options: defaults, exit statuses, examples.
    public var details: String
    public var options: [OptionSpec]
    public var maximumPositionals: Int?

    public var parser: ArgumentParser {
        ArgumentParser(commandName: "dilint \(name)", options: options, maximumPositionals: maximumPositionals)
    }

    public var helpText: String {
        var text = "USAGE: dilint \(name) \(synopsis)\n\n\(summary)\n"
        let all = options + [ArgumentParser.help]
        text += "\nOPTIONS:\n"
        let labels = all.map { option in
            (option.shortName.map { "\($0), " } ?? "") + option.name + (option.valueName.map { " \($0)" } ?? "")
        }
        let width = min(labels.map(\.count).max() ?? 0, 28)
        for (label, option) in zip(labels, all) {
            let padding = label.count < width ? String(repeating: " ", count: width - label.count) : ""
            let separator = label.count > width ? "\n  " + String(repeating: " ", count: width) + "  " : padding + "  "
            text += "  \(label)\(separator)\(option.help)\n"
        }
        if !details.isEmpty { text += "\n\(details)\n" }
        return text
    }
}

/// Every command of `dilint`, in the order `dilint --help` lists them.
public enum Commands {
    public static let all: [CommandSpec] = [
        LintCommand.spec, RulesCommand.spec, ExplainCommand.spec, GraphCommand.spec,
        InitCommand.spec, VersionCommand.spec, DebugCommand.spec,
    ]

    public static var names: [String] { all.map(\.name) }

    public static let overview: String = {
        var text = """
            dilint \(CommandLineTool.version) — finds dependency-injection mistakes in Swift code \
            without compiling it.

            USAGE: dilint [lint] [PATH ...] [options]
                   dilint COMMAND [options]

            COMMANDS:

            """
        let width = all.map(\.name.count).max() ?? 0
        for command in all {
            text += "  \(command.name)\(String(repeating: " ", count: width - command.name.count))  \(command.summary)\n"
        }
        text += """

            Without a command, dilint lints: `dilint App --strict` is `dilint lint App --strict`.
            To lint a folder that is named like a command, write `dilint lint rules` or `dilint ./rules`.
            Run `dilint COMMAND --help` for a command's options.

            EXIT STATUS: 0 no finding fails, 1 findings fail, 2 usage or configuration error.

            """
        return text
    }()
}
