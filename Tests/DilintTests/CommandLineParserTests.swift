@testable import DilintCore
import XCTest

final class CommandLineParserTests: XCTestCase {
    private let parser = ArgumentParser(commandName: "dilint lint", options: [
        .value("--config", "FILE", "config"),
        .value("--reporter", "NAME", repeatable: true, "reporter"),
        .flag("--strict", "strict"),
        .flag("--quiet", short: "-q", "quiet"),
    ])

    private func usageError(_ arguments: [String], parser: ArgumentParser? = nil) -> String? {
        do {
            _ = try (parser ?? self.parser).parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    func testPositionalsFlagsAndValuesInAnyOrder() throws {
        let parsed = try parser.parse(["App", "--strict", "--config", "a.yml", "Modules", "-q"])
        XCTAssertEqual(parsed.positionals, ["App", "Modules"])
        XCTAssertEqual(parsed.flags, ["--strict", "--quiet"])
        XCTAssertEqual(parsed.last("--config"), "a.yml")
        XCTAssertFalse(parsed.wantsHelp)
    }

    func testValueAfterAnEqualsSign() throws {
        XCTAssertEqual(try parser.parse(["--config=a=b.yml"]).last("--config"), "a=b.yml")
        XCTAssertEqual(try parser.parse(["--config=-odd.yml"]).last("--config"), "-odd.yml")
    }

    func testRepeatableOptionKeepsEveryValueInOrder() throws {
        let parsed = try parser.parse(["--reporter", "github", "--reporter=sarif:out.sarif"])
        XCTAssertEqual(parsed.all("--reporter"), ["github", "sarif:out.sarif"])
    }

    func testDoubleDashEndsOptions() throws {
        let parsed = try parser.parse(["--strict", "--", "--config", "-"])
        XCTAssertEqual(parsed.positionals, ["--config", "-"])
        XCTAssertNil(parsed.last("--config"))
    }

    func testLoneDashIsAPath() throws {
        XCTAssertEqual(try parser.parse(["-"]).positionals, ["-"])
    }

    func testHelpWinsOverEverythingElse() throws {
        XCTAssertTrue(try parser.parse(["App", "-h"]).wantsHelp)
        XCTAssertTrue(try parser.parse(["--help", "--strict"]).wantsHelp)
        let limited = ArgumentParser(commandName: "dilint init", options: [], maximumPositionals: 0)
        XCTAssertTrue(try limited.parse(["extra", "--help"]).wantsHelp)
    }

    func testUnknownOptionNamesTheClosestOne() {
        XCTAssertEqual(usageError(["--stirct"]),
                       "unknown option '--stirct'; did you mean '--strict'? (see 'dilint lint --help')")
        XCTAssertEqual(usageError(["--reporters", "x"]),
                       "unknown option '--reporters'; did you mean '--reporter'? (see 'dilint lint --help')")
        XCTAssertEqual(usageError(["--confg=x"]),
                       "unknown option '--confg'; did you mean '--config'? (see 'dilint lint --help')")
        XCTAssertEqual(usageError(["-Q"]), "unknown option '-Q'; did you mean '-q'? (see 'dilint lint --help')")
        XCTAssertEqual(usageError(["--zzzzzzzz"]), "unknown option '--zzzzzzzz' (see 'dilint lint --help')")
    }

    func testMissingValue() {
        XCTAssertEqual(usageError(["--config"]), "'--config' needs a value: --config FILE")
        XCTAssertEqual(usageError(["--config", "--strict"]), "'--config' needs a value: --config FILE")
        XCTAssertEqual(usageError(["--config="]), "'--config' needs a non-empty value: --config FILE")
    }

    func testSwitchTakesNoValue() {
        XCTAssertEqual(usageError(["--strict=yes"]), "'--strict' takes no value (see 'dilint lint --help')")
    }

    func testNonRepeatableOptionGivenTwice() {
        XCTAssertEqual(usageError(["--config", "a", "--config", "b"]), "'--config' may be given only once")
    }

    func testTooManyPositionals() {
        let explain = ArgumentParser(commandName: "dilint explain", options: [], maximumPositionals: 1)
        XCTAssertEqual(usageError(["a", "b"], parser: explain),
                       "unexpected argument 'b' (see 'dilint explain --help')")
    }

    func testUsageErrorLines() {
        XCTAssertEqual(UsageError("x").description, "dilint: error: x")
        XCTAssertEqual(UsageError(preformatted: "a.yml:1:2: error: y").description, "a.yml:1:2: error: y")
        XCTAssertEqual(UsageError.unknown("reporter", "xml", among: ["text", "json"], listAll: true).message,
                       "unknown reporter 'xml'; expected one of: text, json")
    }

    func testHelpListsEveryOptionOfEveryCommand() {
        for command in Commands.all {
            let help = command.helpText
            XCTAssertTrue(help.hasPrefix("USAGE: dilint \(command.name) "), command.name)
            for option in command.options {
                XCTAssertTrue(help.contains(option.name), "\(command.name) help lacks \(option.name)")
                XCTAssertTrue(help.contains(option.help.split(separator: " ").prefix(3).joined(separator: " ")),
                              option.name)
            }
        }
    }

    func testLintHelpNamesEveryFlagOfTheSpec() {
        let help = LintCommand.spec.helpText
        for flag in ["--config", "--reporter", "--output", "--strict", "--quiet", "--enable", "--disable",
                     "--baseline", "--write-baseline", "--jobs", "--no-cache", "--only-files"] {
            XCTAssertTrue(help.contains("  \(flag)") || help.contains(", \(flag)"), flag)
        }
    }
}
