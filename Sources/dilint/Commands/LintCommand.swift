import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules

/// `dilint [lint] [PATH ...] [options]`: the analysis, from paths to reports and an exit
/// status.
enum LintCommand {
    static let spec = CommandSpec(
        name: "lint", synopsis: "[PATH ...] [options]",
        summary: "Analyze Swift files and report dependency-injection mistakes (the default command).",
        details: """
            PATHs are files or folders, relative to the current directory. Without PATHs dilint \
            analyzes the `included` patterns of the configuration, else the current directory.
            The configuration is the nearest .dilint.yml found walking up from the current \
            directory, unless --config names one.

            REPORTERS: \(ReporterRegistry.all.map { $0.name }.joined(separator: ", ")).
            Without --reporter, or when every --reporter writes to a file, the text reporter \
            writes to standard output.
            Example: --reporter github --reporter sarif:dilint.sarif

            EXIT STATUS: 0 no finding at error severity (no finding at all with --strict),
            1 findings that fail, 2 usage error, invalid configuration or a missing PATH.
            """,
        options: [
            .value("--config", "FILE", "Configuration file (default: the nearest .dilint.yml)"),
            .value("--reporter", "NAME[:PATH]", repeatable: true,
                   "Output format; NAME:PATH writes it to PATH. May be repeated"),
            .value("--output", "FILE", "Write the standard-output report to FILE instead"),
            .flag("--strict", "Warnings and notes fail too (exit 1)"),
            .flag("--quiet", short: "-q", "No summary line and no progress notes; findings only"),
            .value("--enable", "RULE", repeatable: true, "Run RULE even if the configuration turns it off"),
            .value("--disable", "RULE", repeatable: true, "Do not run RULE"),
            .value("--baseline", "FILE", "Hide findings recorded in FILE; report only new ones"),
            .value("--write-baseline", "FILE", "Record today's findings in FILE and exit 0"),
            .value("--jobs", "N", "Analyze N files at a time (default: the number of cores)"),
            .flag("--no-cache", "Do not read or write the analysis cache"),
            .value("--cache-path", "DIR", """
                Keep the analysis cache in DIR (default: .dilint-cache beside the configuration, \
                else ~/.cache/dilint; none when CI=true unless this is given)
                """),
            .flag("--only-files", """
                Analyze the whole project but report only findings in the named PATHs \
                (for pre-commit and editors)
                """),
            .value("--working-directory", "DIR", """
                Run as if started in DIR: every relative path, and the configuration search, \
                starts there (for build tools that cannot choose the folder)
                """),
            .flag("--absolute-paths", "Report file paths as absolute paths (Xcode links an issue to its file by them)"),
        ])

    struct Options {
        var paths: [String] = []
        var configPath: String?
        var reporters: [ReporterDestination] = []
        var strict = false
        var quiet = false
        var enable: [String] = []
        var disable: [String] = []
        var baselinePath: String?
        var writeBaselinePath: String?
        var jobs = 1
        var onlyNamedFiles = false
        var noCache = false
        var cachePath: String?
        var absolutePaths = false
    }

    static func options(from parsed: ParsedArguments) throws(UsageError) -> Options {
        var options = Options()
        options.paths = parsed.positionals
        options.configPath = parsed.last("--config")
        options.reporters = try ReporterDestination.plan(parsed.all("--reporter"), output: parsed.last("--output"))
        options.strict = parsed.has("--strict")
        options.quiet = parsed.has("--quiet")
        options.enable = try ruleIDs(parsed.all("--enable"))
        options.disable = try ruleIDs(parsed.all("--disable"))
        if let both = options.enable.first(where: options.disable.contains) {
            throw UsageError("rule '\(both)' is both enabled and disabled")
        }
        options.baselinePath = parsed.last("--baseline")
        options.writeBaselinePath = parsed.last("--write-baseline")
        options.jobs = try ProjectLoading.jobs(parsed.last("--jobs"))
        options.onlyNamedFiles = parsed.has("--only-files")
        options.noCache = parsed.has("--no-cache")
        options.cachePath = parsed.last("--cache-path")
        options.absolutePaths = parsed.has("--absolute-paths")
        if options.noCache && options.cachePath != nil {
            throw UsageError("'--no-cache' and '--cache-path' cannot be used together")
        }
        if options.onlyNamedFiles && options.paths.isEmpty {
            throw UsageError("'--only-files' needs the files to report on as PATHs")
        }
        return options
    }

    static func ruleIDs(_ ids: [String]) throws(UsageError) -> [String] {
        let known = RuleCatalog.ids
        for id in ids where !known.contains(id) {
            throw UsageError.unknown("rule", id, among: known).withHint("'dilint rules' lists them")
        }
        return ids
    }

    static func run(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        let parsed = try spec.parser.parse(arguments)
        if parsed.wantsHelp {
            console.out(spec.helpText)
            return .success
        }
        // Before the options are read, so that the paths in them are read from DIR too.
        if let directory = parsed.last("--working-directory") {
            guard FileManager.default.changeCurrentDirectoryPath(directory) else {
                throw UsageError("'--working-directory': no such folder: '\(directory)'")
            }
        }
        let options = try options(from: parsed)
        var configuration = try ProjectLoading.configuration(explicitPath: options.configPath)
        // `--enable` turns on a rule the file turns off; its configured options stay.
        for id in options.enable where configuration.rules[id]?.level == .off {
            configuration.rules[id]?.level = nil
        }
        let baseline = try options.baselinePath.flatMap { path throws(UsageError) in
            try readBaseline(path, writingTo: options.writeBaselinePath)
        }
        // With --only-files the named paths pick what is reported, not what is analyzed:
        // a registration in a file that is not named still provides its type.
        let inputs = options.paths.isEmpty || options.onlyNamedFiles
            ? ProjectLoading.defaultInputs(for: configuration) : options.paths
        let reportedPaths = try options.onlyNamedFiles ? ReportedPaths(named: options.paths) : nil
        let (files, projectFiles) = try ProjectLoading.walk(inputs, configuration: configuration, console: console,
                                                            quiet: options.quiet)

        let cache = CacheLocation.cache(noCache: options.noCache, cachePath: options.cachePath,
                                        configuration: configuration, environment: console.environment)
        var request = Linter.Request(files: files, configuration: configuration,
                                     enable: options.enable, disable: options.disable, jobs: options.jobs,
                                     roots: ProjectLoading.displayPaths(inputs), cache: cache)
        // A run over the configured project sees every file the cache should keep; a run
        // over named paths sees a part, and leaves the other entries alone.
        request.prunesCache = options.paths.isEmpty || options.onlyNamedFiles
        request.projectFiles = projectFiles
        request.dialectsByModule = ProjectLoading.dialectsByModule(console.environment)
        let outcome = Linter.lint(request)
        for file in outcome.unreadable { console.warning(file.description) }

        let sourceLines = SourceLineLookup(files: outcome.sources)
        let findings = outcome.findings
        var diagnostics = findings.diagnostics
        if let reportedPaths { diagnostics = diagnostics.filter { reportedPaths.contains($0.location.file) } }

        if let path = options.writeBaselinePath {
            let recorded = Baseline(recording: diagnostics, sourceLines: sourceLines)
            do throws(BaselineError) { try recorded.write(to: path) } catch { throw UsageError(error.description) }
            if !options.quiet {
                console.note("recorded \(TextReporter.count(recorded.totalCount, "finding")) in \(path)")
            }
            return .success
        }

        var summary = ReportSummary(files: findings.files, registrations: findings.registrations,
                                    resolutions: findings.resolutions, untypedResolutions: findings.untypedResolutions,
                                    unknownContainerResolutions: findings.unknownContainerResolutions)
        if let baseline {
            let match = baseline.apply(to: diagnostics, sourceLines: sourceLines)
            diagnostics = match.newDiagnostics
            summary.baselined = match.baselined
            summary.fixedSinceBaseline = match.fixedSinceBaseline
        }
        let rules = RuleCatalog.entries
            .filter { RuleRegistry.isEnabled($0.id, configuration: configuration, enable: options.enable, disable: options.disable) }
            .map(\.metadata)
        var reportLines = sourceLines
        if options.absolutePaths {
            // After the baseline, whose fingerprints hold the paths as the project shows them.
            let currentDirectory = FileManager.default.currentDirectoryPath
            diagnostics = diagnostics.map(Self.withAbsolutePaths)
            reportLines = SourceLineLookup { file, line in
                sourceLines.line(line, of: FilePaths.relative(file, to: currentDirectory))
            }
        }
        let report = Report(diagnostics: diagnostics, summary: summary, rules: rules, sourceLines: reportLines)
        try ReportWriter(console: console, quiet: options.quiet).write(report, to: options.reporters)
        return exitStatus(for: report.diagnostics, strict: options.strict)
    }

    static func withAbsolutePaths(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location.file = FilePaths.absolute(diagnostic.location.file)
        for index in diagnostic.notes.indices {
            diagnostic.notes[index].location.file = FilePaths.absolute(diagnostic.notes[index].location.file)
        }
        return diagnostic
    }

    static func exitStatus(for reported: [Diagnostic], strict: Bool) -> ExitStatus {
        let fails = strict ? !reported.isEmpty : reported.contains { $0.severity == .error }
        return fails ? .findings : .success
    }

    /// A missing baseline is an error, except when the same run writes it: the first run
    /// of `--baseline b.json --write-baseline b.json` creates the file.
    private static func readBaseline(_ path: String, writingTo writePath: String?) throws(UsageError) -> Baseline? {
        if let writePath, FilePaths.absolute(writePath) == FilePaths.absolute(path),
           !FileManager.default.fileExists(atPath: path) {
            return nil
        }
        do { return try Baseline.read(from: path) } catch { throw UsageError(error.description) }
    }
}

/// The files `--only-files` reports on, as display paths (relative to the current
/// directory); a named folder covers everything below it.
struct ReportedPaths {
    private var files: Set<String> = []
    private var folders: [String] = []

    init(named paths: [String]) throws(UsageError) {
        let currentDirectory = FileManager.default.currentDirectoryPath
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ProjectLoading.missingInput(path)
            }
            let display = FilePaths.relative(FilePaths.absolute(path), to: currentDirectory)
            if isDirectory.boolValue {
                folders.append(display == "." ? "" : display + "/")
            } else {
                files.insert(display)
            }
        }
    }

    func contains(_ file: String) -> Bool {
        files.contains(file) || folders.contains { file.hasPrefix($0) }
    }
}
