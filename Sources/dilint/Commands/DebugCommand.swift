import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules

/// `dilint debug tokens FILE`, `dilint debug model PATH` and `dilint debug readings PATH`:
/// what dilint sees, for people working on dilint itself.
enum DebugCommand {
    static let subcommands = ["tokens", "model", "readings"]

    static let spec = CommandSpec(
        name: "debug", synopsis: "tokens FILE | model [PATH ...] | readings [PATH ...]",
        summary: "Show what dilint reads: a file's tokens, or the project model and DI facts.",
        details: """
            tokens FILE   one JSON object per token and line: kind, offset, length, line, column, and
                          keyword when the token spells one; offsets, lengths and columns count UTF-8 bytes
            model PATH    the project model and DI facts the rules see
            readings PATH the findings and DI counts as 'dilint lint' reads the files, with every
                          body and member parsed, and from the fact cache, and what differs (exit 1 then)
            """,
        options: [.value("--config", "FILE", "Configuration file for 'model' and 'readings' (default: the nearest .dilint.yml)")])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return .success
        }
        guard let subcommand = parsed.positionals.first else {
            throw UsageError("'dilint debug' needs 'tokens FILE', 'model PATH' or 'readings PATH'")
        }
        let rest = Array(parsed.positionals.dropFirst())
        switch subcommand {
        case "tokens":
            guard rest.count == 1, let path = rest.first else {
                throw UsageError("'dilint debug tokens' needs exactly one FILE")
            }
            console.out(try tokens(ofFileAt: path))
            return .success
        case "model", "readings":
            let configuration = try ProjectLoading.configuration(explicitPath: parsed.last("--config"))
            let inputs = rest.isEmpty ? ProjectLoading.defaultInputs(for: configuration) : rest
            let (files, projectFiles) = try ProjectLoading.walk(inputs, configuration: configuration, console: console)
            var request = Linter.Request(files: files, configuration: configuration, roots: ProjectLoading.displayPaths(inputs))
            request.projectFiles = projectFiles
            request.dialectsByModule = ProjectLoading.dialectsByModule(console.environment)
            if subcommand == "model" {
                console.out(try DIGraphViews.model(of: request))
                return .success
            }
            let (text, same) = DebugReadings.compare(request)
            console.out(text)
            return same ? .success : .findings
        default:
            throw UsageError.unknown("debug subcommand", subcommand, among: subcommands, listAll: true)
        }
    }

    static func tokens(ofFileAt path: String) throws(UsageError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ProjectLoading.missingInput(path)
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read '\(path)'")
        }
        return DebugTokens.render(file: SourceFile(path: path, bytes: [UInt8](data)))
    }
}
