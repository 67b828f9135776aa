import Foundation
import Rules
import XCTest

/// The pre-commit case (issue 5): the staged files are named, the whole project is
/// analyzed, and only findings in the named files are reported.
final class EndToEndPreCommitTests: XCTestCase {
    private let project = EndToEndDilint.fixture("PreCommit")

    func testOnlyTheNamedFilesAreReportedButTheWholeProjectIsAnalyzed() throws {
        let run = try EndToEndDilint.run(["--only-files", "Orders/OrdersViewModel.swift", "Orders/OrdersScreen.swift",
                                          "--reporter", "xcode"], in: project)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            Orders/OrdersScreen.swift:5:5: warning: 'dilint:disable:next' names no rule dilint has: \
            'not-a-rule-in-a-staged-file' [superfluous-suppression]

            """)
        let text = try EndToEndDilint.run(["--only-files", "Orders/OrdersScreen.swift"], in: project)
        XCTAssertTrue(text.stdout.hasSuffix("1 warning in 4 files; 3 registrations, 2 resolutions, 1 of unknown container\n"), "all four files analyzed: \(text.stdout)")
    }

    func testWithoutOnlyFilesEveryFindingIsReported() throws {
        let run = try EndToEndDilint.run(["--reporter", "xcode"], in: project)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 2, run.stdout)
        XCTAssertTrue(run.stdout.contains("Setup/AppAssembly.swift:7:9:"), run.stdout)
    }

    func testANamedFolderCoversTheFilesBelowIt() throws {
        let run = try EndToEndDilint.run(["--only-files", "Setup", "--reporter", "xcode", "--strict"], in: project)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.hasPrefix("Setup/AppAssembly.swift:7:9: warning:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("Orders/"), run.stdout)
    }

    func testAStagedFileWithNoFindingsPasses() throws {
        let run = try EndToEndDilint.run(["--only-files", "Loading/Loader.swift", "--strict"], in: project)
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "no findings in 4 files; 3 registrations, 2 resolutions, 1 of unknown container\n")
    }

    func testAResolutionWhoseRegistrationIsNotStagedIsNoFinding() throws {
        try XCTSkipIf(RuleRegistry.rule(id: "unregistered-resolution") == nil,
                      "enable once the unregistered-resolution rule is in RuleRegistry.all")
        let staged = "Orders/OrdersViewModel.swift"
        let alone = try EndToEndDilint.run([staged, "--reporter", "xcode"], in: project)
        XCTAssertTrue(alone.stdout.contains("[unregistered-resolution]"),
                      "analyzed alone, the staged file's resolution has no registration: \(alone.stdout)")
        let hook = try EndToEndDilint.run(["--only-files", staged, "--reporter", "xcode"], in: project)
        XCTAssertFalse(hook.stdout.contains("unregistered-resolution"), hook.stdout)
    }

    func testTheHookPassesStagedFilesToOnlyFiles() throws {
        let hooks = try String(contentsOf: EndToEndDilint.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"),
                               encoding: .utf8)
        let entries = hooks.split(separator: "\n").filter { $0.contains("entry:") }
        XCTAssertFalse(entries.isEmpty)
        for entry in entries { XCTAssertTrue(entry.contains("--only-files"), String(entry)) }
        XCTAssertTrue(hooks.contains("types: [swift]"))
        XCTAssertTrue(hooks.contains("require_serial: true"))
    }

    func testOnlyFilesNeedsPaths() throws {
        let run = try EndToEndDilint.run(["--only-files"], in: project)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
    }
}
