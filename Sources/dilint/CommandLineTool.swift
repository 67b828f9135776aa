import Analyzer
import DilintFacts
import DilintSyntax
import Foundation

/// The front end's entry point: arguments in, exit code out.
public enum CommandLineTool {
    public static let version = "0.1.0"

    public static func main(arguments: [String]) -> Int32 {
        run(arguments: arguments, console: .standard).rawValue
    }

    /// Runs one command. Every usage or configuration problem is one line on stderr and
    /// exit status 2, before any report is written.
    public static func run(arguments: [String], console: Console) -> ExitStatus {
        do {
            return try dispatch(arguments, console: console)
        } catch {
            console.error(error.description)
            return .usage
        }
    }

    private static func dispatch(_ arguments: [String], console: Console) throws(UsageError) -> ExitStatus {
        guard let first = arguments.first else {
            return try LintCommand.run([], console: console)
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "--help", "-h", "help":
            if first == "help", let command = rest.first {
                guard Commands.names.contains(command) else {
                    throw UsageError.unknown("command", command, among: Commands.names, listAll: true)
                }
                return try dispatch([command, "--help"], console: console)
            }
            console.out(Commands.overview)
            return .success
        case "--version":
            return try VersionCommand.run([], console: console)
        case LintCommand.spec.name: return try LintCommand.run(rest, console: console)
        case RulesCommand.spec.name: return try RulesCommand.run(rest, console: console)
        case ExplainCommand.spec.name: return try ExplainCommand.run(rest, console: console)
        case GraphCommand.spec.name: return try GraphCommand.run(rest, console: console)
        case InitCommand.spec.name: return try InitCommand.run(rest, console: console)
        case VersionCommand.spec.name: return try VersionCommand.run(rest, console: console)
        case DebugCommand.spec.name: return try DebugCommand.run(rest, console: console)
        default:
            // Without a command, the arguments are lint's: `dilint App --strict`.
            return try LintCommand.run(arguments, console: console)
        }
    }
}
