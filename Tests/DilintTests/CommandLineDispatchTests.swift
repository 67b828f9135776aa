@testable import DilintCore
import XCTest

/// The commands that need no project, run in-process through `CommandLineTool.run`.
final class CommandLineDispatchTests: XCTestCase {
    private final class Collected: @unchecked Sendable {
        var out = ""
        var err = ""
    }

    private func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false)
        -> (status: ExitStatus, out: String, err: String) {
        let collected = Collected()
        let console = Console(writeOut: { collected.out += $0 }, writeError: { collected.err += $0 },
                              stdoutIsTerminal: terminal, environment: environment)
        let status = CommandLineTool.run(arguments: arguments, console: console)
        return (status, collected.out, collected.err)
    }

    func testHelpOverviewAndHelpForACommand() {
        XCTAssertEqual(run(["--help"]).out, Commands.overview)
        XCTAssertEqual(run(["help", "explain"]).out, ExplainCommand.spec.helpText)
        XCTAssertEqual(run(["lint", "-h"]).out, LintCommand.spec.helpText)
        XCTAssertEqual(run(["--strict", "--help"]).out, LintCommand.spec.helpText, "no command means lint")
        XCTAssertEqual(run(["help", "grapj"]).err, "dilint: error: unknown command 'grapj'; did you mean 'graph'?\n")
    }

    func testVersion() {
        XCTAssertEqual(run(["version"]).out, "0.1.0\n")
        XCTAssertEqual(run(["version", "extra"]).status, .usage)
    }

    func testExplainNeedsAKnownRule() {
        let missing = run(["explain"])
        XCTAssertEqual(missing.status, .usage)
        XCTAssertEqual(missing.err, "dilint: error: 'dilint explain' needs a rule id (see 'dilint rules')\n")
        let unknown = run(["explain", "superfluous-suppresion"])
        XCTAssertEqual(unknown.status, .usage)
        XCTAssertEqual(unknown.out, "")
        XCTAssertTrue(unknown.err.contains("did you mean 'superfluous-suppression'?"), unknown.err)
    }

    func testUnknownDebugSubcommand() {
        let result = run(["debug", "tokenz", "a.swift"])
        XCTAssertEqual(result.status, .usage)
        XCTAssertEqual(result.err, "dilint: error: unknown debug subcommand 'tokenz'; did you mean 'tokens'?\n")
    }

    func testColourOnlyOnATerminalWithoutNoColor() {
        let plain = Console(writeOut: { _ in }, writeError: { _ in })
        XCTAssertFalse(plain.usesColour)
        var terminal = plain
        terminal.stdoutIsTerminal = true
        XCTAssertTrue(terminal.usesColour)
        terminal.environment["NO_COLOR"] = "1"
        XCTAssertFalse(terminal.usesColour)
    }

    func testRulesTableShowsConfiguredSeverity() throws {
        var configuration = try ConfigurationLoaderShim.parse("rules:\n  superfluous-suppression: error\n")
        var table = RulesCommand.table(configuration: configuration)
        // Columns are as wide as their longest entry: read the row's words, not its spacing.
        let row = table.split(separator: "\n").first { $0.hasPrefix("superfluous-suppression ") }
        XCTAssertEqual(row.map { $0.split(separator: " ").prefix(5).joined(separator: " ") },
                       "superfluous-suppression error (default warning) yes", table)
        configuration = try ConfigurationLoaderShim.parse("rules:\n  superfluous-suppression: off\n")
        table = RulesCommand.table(configuration: configuration)
        XCTAssertTrue(table.contains("  no  "), table)
    }
}

import Analyzer
import DilintFacts
import DilintSyntax

private enum ConfigurationLoaderShim {
    static func parse(_ text: String) throws -> Configuration {
        try ConfigurationLoader.parse(text, path: ".dilint.yml", baseDirectory: "/", knownRuleIDs: RuleCatalog.ids)
    }
}
