import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules

/// `dilint graph [PATH ...] --format dot|mermaid|json`: the DI graph, cycles highlighted.
enum GraphCommand {
    enum Format: String, CaseIterable, Sendable {
        case dot, mermaid, json
    }

    static let spec = CommandSpec(
        name: "graph", synopsis: "[PATH ...] [--format dot|mermaid|json] [options]",
        summary: "Print the DI graph of the analyzed code: registered types and what constructing each resolves.",
        details: "PATHs and the configuration are found as for `dilint lint`.",
        options: [
            .value("--format", "FORMAT", "dot (default), mermaid or json"),
            .value("--group-by", "layer", "Draw each layer of the configuration's `layers:` as a box around its nodes (dot, mermaid)"),
            .value("--config", "FILE", "Configuration file (default: the nearest .dilint.yml)"),
            .value("--output", "FILE", "Write the graph to FILE instead of standard output"),
            .value("--jobs", "N", "Analyze N files at a time (default: the number of cores)"),
        ])

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return .success
        }
        let formatName = parsed.last("--format") ?? Format.dot.rawValue
        guard let format = Format(rawValue: formatName) else {
            throw UsageError.unknown("graph format", formatName, among: Format.allCases.map(\.rawValue), listAll: true)
        }
        let grouping = parsed.last("--group-by")
        if let grouping, grouping != "layer" {
            throw UsageError.unknown("grouping", grouping, among: ["layer"], listAll: true)
        }
        let jobs = try ProjectLoading.jobs(parsed.last("--jobs"))
        let configuration = try ProjectLoading.configuration(explicitPath: parsed.last("--config"))
        if grouping != nil, configuration.architecture.layers.isEmpty {
            let found = configuration.filePath.map { "'\($0)' describes no layers" } ?? "no .dilint.yml was found"
            throw UsageError("'--group-by layer' needs the layers of the architecture: \(found); describe them under `layers:` (`dilint init` sketches them)")
        }
        let inputs = parsed.positionals.isEmpty ? ProjectLoading.defaultInputs(for: configuration) : parsed.positionals
        let (files, projectFiles) = try ProjectLoading.walk(inputs, configuration: configuration, console: console)
        var request = Linter.Request(files: files, configuration: configuration, jobs: jobs,
                                     roots: ProjectLoading.displayPaths(inputs))
        request.projectFiles = projectFiles
        request.dialectsByModule = ProjectLoading.dialectsByModule(console.environment)
        let graph = try DIGraphViews.graph(of: request, format: format, groupingByLayer: grouping != nil)
        if let path = parsed.last("--output") {
            do {
                try Data(graph.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw UsageError("cannot write the graph to '\(path)': \(error.localizedDescription)")
            }
        } else {
            console.out(graph)
        }
        return .success
    }
}
