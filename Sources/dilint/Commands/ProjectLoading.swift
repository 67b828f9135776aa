import Analyzer
import DilintFacts
import DilintSyntax
import Foundation
import Rules

/// The first steps every command that reads a project shares: find and read the
/// configuration, then find the Swift files.
enum ProjectLoading {
    /// `--config FILE`, else the nearest `.dilint.yml` walking up from the current
    /// directory, else the built-in defaults. A file that cannot be used is exit 2 with its
    /// `path:line:col:`.
    static func configuration(explicitPath: String?) throws(UsageError) -> Configuration {
        let currentDirectory = FileManager.default.currentDirectoryPath
        let path: String
        if let explicitPath {
            path = explicitPath
        } else if let found = ConfigurationLoader.discover(from: currentDirectory) {
            path = FilePaths.relative(found, to: currentDirectory)
        } else {
            return .default
        }
        do {
            return try ConfigurationLoader.load(path: path, knownRuleIDs: RuleCatalog.ids, ruleOptions: RuleCatalog.optionsUnderRules)
        } catch {
            throw UsageError(preformatted: error.description)
        }
    }

    /// The paths to analyze when none is named: the configuration's folder when it lists
    /// `included` patterns (the walk applies them), else the current directory.
    static func defaultInputs(for configuration: Configuration) -> [String] {
        configuration.included.isEmpty ? ["."] : [configuration.baseDirectory]
    }

    /// The Swift files under `inputs`.
    static func files(under inputs: [String], configuration: Configuration, console: Console,
                      quiet: Bool = false) throws(UsageError) -> [InputFile] {
        try walk(inputs, configuration: configuration, console: console, quiet: quiet).files
    }

    /// The Swift files and the project files (Xcode projects, XcodeGen specs) under
    /// `inputs`. Problems of the walk are named on stderr and the rest goes on; a named
    /// input that does not exist stops the run (exit 2).
    static func walk(_ inputs: [String], configuration: Configuration, console: Console,
                     quiet: Bool = false) throws(UsageError) -> (files: [InputFile], projectFiles: [InputFile]) {
        var walk = FileWalk(configuration: configuration)
        // `included` says what to analyze when no path is named; a path named on the
        // command line is analyzed as asked (`excluded` still prunes below it).
        if inputs != defaultInputs(for: configuration) { walk.included = [] }
        let result = walk.run(inputs: inputs)
        if let missing = result.missingInputs.first {
            throw missingInput(missing)
        }
        for problem in result.problems where !(quiet && problem.kind == .notASwiftFile) {
            console.warning(problem.description)
        }
        // Still exit 0 (nothing was found wrong), but a typo in `included` or a path
        // named by mistake should not pass as a clean project.
        if result.files.isEmpty { console.warning(nothingFound(under: inputs, included: walk.included)) }
        let (error, warnings) = ArchitectureLayers.check(configuration, files: result.files.map(\.displayPath))
        if let error { throw UsageError(preformatted: error.description) }
        if !quiet { for warning in warnings { console.error(warning) } }
        return (result.files, result.projectFiles)
    }

    static func nothingFound(under inputs: [String], included: [Glob]) -> String {
        let places = displayPaths(inputs).map { "'\($0)'" }.joined(separator: ", ")
        guard !included.isEmpty else { return "no Swift files found under \(places)" }
        return "no Swift files under \(places) match the configuration's 'included' patterns ("
            + included.map { "'\($0.pattern)'" }.joined(separator: ", ") + ")"
    }

    /// Inputs as the walk shows paths (relative to the current directory), for module names.
    static func displayPaths(_ inputs: [String]) -> [String] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        return inputs.map { FilePaths.relative(FilePaths.absolute($0), to: currentDirectory) }
    }

    static func missingInput(_ path: String) -> UsageError {
        var message = "no such file or directory: '\(path)'"
        if !path.contains("/"), let command = closestMatch(path, in: Commands.names) {
            message += "; did you mean the command '\(command)'?"
        }
        return UsageError(message)
    }

    /// `DILINT_DIALECTS_BY_MODULE=0` turns off the front end's migration switch
    /// (`Linter.Request.dialectsByModule`), to measure what reading files by their module's
    /// libraries finds and costs against reading them by their own imports.
    static func dialectsByModule(_ environment: [String: String]) -> Bool {
        environment["DILINT_DIALECTS_BY_MODULE"] != "0"
    }

    static func jobs(_ value: String?) throws(UsageError) -> Int {
        guard let value else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let jobs = Int(value), jobs >= 1 else {
            throw UsageError("'--jobs' needs a whole number of at least 1, not '\(value)'")
        }
        return jobs
    }
}
