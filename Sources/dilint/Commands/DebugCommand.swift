import Analyzer
import Foundation
import Rules

/// `dilint debug tokens FILE` and `dilint debug model PATH`: what dilint sees, for people
/// working on dilint itself.
enum DebugCommand {
    static let subcommands = ["tokens", "model"]

    static let spec = CommandSpec(
        name: "debug", synopsis: "tokens FILE | model [PATH ...]",
        summary: "Show what dilint reads: a file's tokens, or the project model and DI facts.",
        details: """
            tokens FILE   one JSON object per line: {"kind", "offset", "length", "line", "column"};
                          offset and length count UTF-8 bytes, column counts UTF-8 bytes from 1
            model PATH    the project model and DI facts the rules see
            """,
        options: [.value("--config", "FILE", "Configuration file for 'model' (default: the nearest .dilint.yml)")])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return .success
        }
        guard let subcommand = parsed.positionals.first else {
            throw UsageError("'dilint debug' needs 'tokens FILE' or 'model PATH'")
        }
        let rest = Array(parsed.positionals.dropFirst())
        switch subcommand {
        case "tokens":
            guard rest.count == 1, let path = rest.first else {
                throw UsageError("'dilint debug tokens' needs exactly one FILE")
            }
            console.out(try tokens(ofFileAt: path))
            return .success
        case "model":
            let configuration = try ProjectLoading.configuration(explicitPath: parsed.last("--config"))
            let inputs = rest.isEmpty ? ProjectLoading.defaultInputs(for: configuration) : rest
            let files = try ProjectLoading.files(under: inputs, configuration: configuration, console: console)
            console.out(try PendingDIGraph.model(of: Linter.Request(files: files, configuration: configuration)))
            return .success
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
        return tokenLines(SourceFile(path: path, bytes: [UInt8](data)))
    }

    // A minimal rendering of our own: `DebugTokens.render(file:)` is being written on
    // another branch; once it is merged this should call it instead.
    static func tokenLines(_ file: SourceFile) -> String {
        var out = ""
        for token in Tokenizer.tokenize(file) {
            let (line, column) = file.lineAndColumn(of: Int(token.start))
            out += "{\"kind\":\"\(token.kind)\",\"offset\":\(token.start),\"length\":\(token.length),"
                + "\"line\":\(line),\"column\":\(column)}\n"
        }
        return out
    }
}
