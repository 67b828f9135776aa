/// `dilint version`: the version, alone on a line, for scripts to compare.
enum VersionCommand {
    static let spec = CommandSpec(
        name: "version", synopsis: "", summary: "Print dilint's version.", details: "",
        options: [], maximumPositionals: 0)

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        console.out(parsed.wantsHelp ? spec.helpText : CommandLineTool.version + "\n")
        return .success
    }
}
