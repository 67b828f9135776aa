import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax
import XCTest

final class CommandLineLintOptionsTests: XCTestCase {
    private func options(_ arguments: [String]) throws(UsageError) -> LintCommand.Options {
        try LintCommand.options(from: LintCommand.spec.parser.parse(arguments))
    }

    private func usageError(_ arguments: [String]) -> String? {
        do {
            _ = try options(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    func testDefaultsToTheTextReporterOnStandardOutput() throws {
        let parsed = try options([])
        XCTAssertEqual(parsed.reporters, [ReporterDestination(reporter: "text", path: nil)])
        XCTAssertFalse(parsed.strict)
        XCTAssertGreaterThanOrEqual(parsed.jobs, 1)
    }

    func testReporterWithAPathKeepsTheLogOnStandardOutput() throws {
        XCTAssertEqual(try options(["--reporter", "github", "--reporter", "sarif:dilint.sarif"]).reporters, [
            ReporterDestination(reporter: "github", path: nil),
            ReporterDestination(reporter: "sarif", path: "dilint.sarif"),
        ])
        XCTAssertEqual(try options(["--reporter", "sarif:a.sarif"]).reporters, [
            ReporterDestination(reporter: "text", path: nil),
            ReporterDestination(reporter: "sarif", path: "a.sarif"),
        ])
    }

    func testOutputTakesTheStandardOutputReporter() throws {
        XCTAssertEqual(try options(["--reporter", "json", "--output", "r.json", "--reporter", "xcode:x.txt"]).reporters, [
            ReporterDestination(reporter: "json", path: "r.json"),
            ReporterDestination(reporter: "xcode", path: "x.txt"),
        ])
    }

    func testReporterMistakes() {
        XCTAssertEqual(usageError(["--reporter", "chekstyle"]), "unknown reporter 'chekstyle'; did you mean 'checkstyle'?")
        XCTAssertEqual(usageError(["--reporter", "csv"]),
                       "unknown reporter 'csv'; expected one of: text, xcode, json, sarif, github, checkstyle, junit")
        XCTAssertEqual(usageError(["--reporter", "sarif:"]), "'--reporter sarif:' names no file after the colon")
        XCTAssertEqual(usageError(["--reporter", "json", "--reporter", "xcode"]),
                       "only one reporter can write to standard output, but 'json' and 'xcode' would; give the others a file as NAME:PATH")
        XCTAssertEqual(usageError(["--reporter", "json:r", "--reporter", "sarif:./r"]),
                       "two reporters would write to the same file 'r'")
        XCTAssertEqual(usageError(["--reporter", "sarif:/no/such/folder/x.sarif"]),
                       "cannot write a report to '/no/such/folder/x.sarif': no such folder")
    }

    func testRuleIDsAreChecked() throws {
        XCTAssertEqual(try options(["--disable", "superfluous-suppression"]).disable, ["superfluous-suppression"])
        XCTAssertEqual(usageError(["--enable", "superfluous_suppression"]),
                       "unknown rule 'superfluous_suppression'; did you mean 'superfluous-suppression'? ('dilint rules' lists them)")
        XCTAssertEqual(usageError(["--enable", "superfluous-suppression", "--disable", "superfluous-suppression"]),
                       "rule 'superfluous-suppression' is both enabled and disabled")
    }

    func testJobsMustBePositive() throws {
        XCTAssertEqual(try options(["--jobs", "3"]).jobs, 3)
        XCTAssertEqual(usageError(["--jobs", "0"]), "'--jobs' needs a whole number of at least 1, not '0'")
        XCTAssertEqual(usageError(["--jobs", "many"]), "'--jobs' needs a whole number of at least 1, not 'many'")
    }

    func testOnlyFilesNeedsPaths() throws {
        XCTAssertTrue(try options(["--only-files", "A.swift"]).onlyNamedFiles)
        XCTAssertEqual(usageError(["--only-files"]), "'--only-files' needs the files to report on as PATHs")
    }

    func testAbsolutePathsIsOffUnlessAsked() throws {
        XCTAssertFalse(try options([]).absolutePaths)
        XCTAssertTrue(try options(["--absolute-paths"]).absolutePaths)
    }

    func testExitStatus() {
        func finding(_ severity: Severity) -> Diagnostic {
            Diagnostic(ruleID: "r", severity: severity, message: "m", location: SourceLocation(file: "a", line: 1, column: 1))
        }
        XCTAssertEqual(LintCommand.exitStatus(for: [], strict: true), .success)
        XCTAssertEqual(LintCommand.exitStatus(for: [finding(.warning), finding(.note)], strict: false), .success)
        XCTAssertEqual(LintCommand.exitStatus(for: [finding(.warning), finding(.error)], strict: false), .findings)
        XCTAssertEqual(LintCommand.exitStatus(for: [finding(.warning)], strict: true), .findings)
        XCTAssertEqual(LintCommand.exitStatus(for: [finding(.note)], strict: true), .findings)
        XCTAssertEqual([ExitStatus.success, .findings, .usage].map(\.rawValue), [0, 1, 2])
    }

    func testQuietDropsOnlyTheSummaryLine() {
        XCTAssertEqual(ReportWriter.droppingSummaryLine("a:1:1: warning: x\n  code\n2 warnings in 1 file\n"),
                       "a:1:1: warning: x\n  code\n")
        XCTAssertEqual(ReportWriter.droppingSummaryLine("no findings in 3 files\n"), "")
    }
}
