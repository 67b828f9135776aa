import Analyzer
import DilintFacts
import DilintSyntax
import Foundation

/// One reporter and where its output goes: a file, or standard output when `path` is nil.
struct ReporterDestination: Hashable {
    var reporter: String
    var path: String?

    /// Reads every `--reporter NAME[:PATH]` and `--output FILE`. At most one reporter may
    /// write to standard output (or to `--output`); when none is named for it, `text` does.
    static func plan(_ arguments: [String], output: String?) throws(UsageError) -> [ReporterDestination] {
        var destinations: [ReporterDestination] = []
        for argument in arguments {
            let name: String
            var path: String?
            if let colon = argument.firstIndex(of: ":") {
                name = String(argument[..<colon])
                path = String(argument[argument.index(after: colon)...])
                if path?.isEmpty == true { throw UsageError("'--reporter \(argument)' names no file after the colon") }
            } else {
                name = argument
            }
            guard ReporterRegistry.names.contains(name) else {
                throw UsageError.unknown("reporter", name, among: ReporterRegistry.names, listAll: true)
            }
            destinations.append(ReporterDestination(reporter: name, path: path))
        }
        let toStandardOutput = destinations.filter { $0.path == nil }
        if toStandardOutput.count > 1 {
            throw UsageError("""
                only one reporter can write to standard output, but \
                \(toStandardOutput.map { "'\($0.reporter)'" }.joined(separator: " and ")) would; \
                give the others a file as NAME:PATH
                """)
        }
        if toStandardOutput.isEmpty {
            destinations.insert(ReporterDestination(reporter: "text", path: nil), at: 0)
        }
        if let output {
            destinations = destinations.map { $0.path == nil ? ReporterDestination(reporter: $0.reporter, path: output) : $0 }
        }
        let paths = destinations.compactMap(\.path)
        let absolute = paths.map { FilePaths.absolute($0) }
        if let repeated = paths.indices.first(where: { i in absolute.count { $0 == absolute[i] } > 1 }) {
            throw UsageError("two reporters would write to the same file '\(paths[repeated])'")
        }
        // Checked before the analysis, so a mistyped folder costs no run and leaves no half report.
        for path in paths {
            var isDirectory: ObjCBool = false
            let folder = FilePaths.parent(of: FilePaths.absolute(path))
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError("cannot write a report to '\(path)': no such folder")
            }
        }
        return destinations
    }
}

/// Renders a report once per destination and writes it.
struct ReportWriter {
    var console: Console
    var quiet: Bool

    func write(_ report: Report, to destinations: [ReporterDestination]) throws(UsageError) {
        for destination in destinations {
            let colour = destination.path == nil && console.usesColour
            guard let reporter = ReporterRegistry.reporter(named: destination.reporter,
                                                           options: ReporterOptions(colour: colour)) else { continue }
            var output = reporter.render(report)
            if quiet && destination.reporter == TextReporter.name {
                output = Self.droppingSummaryLine(output)
            }
            if let path = destination.path {
                do {
                    try Data(output.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                } catch {
                    throw UsageError("cannot write the \(destination.reporter) report to '\(path)': \(error.localizedDescription)")
                }
            } else {
                console.out(output)
            }
        }
    }

    /// The text reporter always closes with its summary line; `--quiet` leaves it out.
    /// By bytes from the end: splitting a report of thousands of findings into lines cost
    /// more than the lint.
    static func droppingSummaryLine(_ output: String) -> String {
        var bytes = Array(output.utf8)
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        guard let newline = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return "" }
        return String(decoding: bytes[...newline], as: UTF8.self)
    }
}
