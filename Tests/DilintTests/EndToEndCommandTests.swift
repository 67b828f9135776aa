import DilintCore
import Foundation
import Rules
import XCTest

/// The commands other than lint, and lint's baseline, from the built binary.
final class EndToEndCommandTests: XCTestCase {
    func testEveryCommandHasHelp() throws {
        for command in Commands.names {
            let run = try EndToEndDilint.run([command, "--help"], in: EndToEndDilint.fixture("Clean"))
            XCTAssertEqual(run.status, 0, command)
            XCTAssertTrue(run.stdout.hasPrefix("USAGE: dilint \(command)"), run.stdout)
            XCTAssertTrue(run.stdout.contains("-h, --help"), command)
        }
        let overview = try EndToEndDilint.run(["-h"], in: EndToEndDilint.fixture("Clean"))
        for command in Commands.names { XCTAssertTrue(overview.stdout.contains("  \(command) "), command) }
    }

    func testVersion() throws {
        let run = try EndToEndDilint.run(["version"], in: EndToEndDilint.fixture("Clean"))
        XCTAssertEqual(run.stdout, CommandLineTool.version + "\n")
        XCTAssertEqual(try EndToEndDilint.run(["--version"], in: EndToEndDilint.fixture("Clean")).stdout, run.stdout)
    }

    func testRulesFollowTheConfiguration() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let listed = try EndToEndDilint.run(["rules"], in: folder)
        XCTAssertEqual(listed.status, 0)
        XCTAssertTrue(listed.stdout.hasPrefix("RULE"), listed.stdout)
        let line = try XCTUnwrap(listed.stdout.split(separator: "\n").first { $0.hasPrefix("superfluous-suppression ") })
        XCTAssertEqual(line.split(separator: " ", omittingEmptySubsequences: true).prefix(3),
                       ["superfluous-suppression", "warning", "yes"])
        try "rules:\n  superfluous-suppression: off\n".write(to: folder.appendingPathComponent(".dilint.yml"),
                                                           atomically: true, encoding: .utf8)
        let off = try EndToEndDilint.run(["rules"], in: folder)
        let offLine = try XCTUnwrap(off.stdout.split(separator: "\n").first { $0.hasPrefix("superfluous-suppression ") })
        XCTAssertEqual(offLine.split(separator: " ", omittingEmptySubsequences: true)[2], "no")
    }

    func testExplainShowsRationaleAndExamples() throws {
        let run = try EndToEndDilint.run(["explain", "superfluous-suppression"], in: EndToEndDilint.fixture("Clean"))
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stdout.hasPrefix("superfluous-suppression (default severity: warning)\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Triggers the rule:\n\n    // dilint:disable:next no-such-rule\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Does not trigger it:"), run.stdout)
    }

    func testDebugTokensAreOneJSONObjectPerToken() throws {
        let fixture = EndToEndDilint.fixture("Suppressions")
        let path = "App/Orders/OrdersViewModel.swift"
        let run = try EndToEndDilint.run(["debug", "tokens", path], in: fixture)
        XCTAssertEqual(run.status, 0, run.stderr)
        let bytes = try Data(contentsOf: fixture.appendingPathComponent(path))
        var offset = 0
        for line in run.stdout.split(separator: "\n") {
            let token = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            XCTAssertTrue(Set(token.keys).isSuperset(of: ["kind", "offset", "length", "line", "column"]), "\(token)")
            XCTAssertEqual(token["offset"] as? Int, offset, "tokens cover the file without gaps")
            offset += try XCTUnwrap(token["length"] as? Int)
        }
        XCTAssertEqual(offset, bytes.count)
        XCTAssertTrue(run.stdout.hasPrefix(#"{"kind":"keyword","offset":0,"length":6,"line":1,"column":1"#), run.stdout)
        XCTAssertEqual(try EndToEndDilint.run(["debug", "tokens"], in: fixture).status, 2)
        XCTAssertEqual(try EndToEndDilint.run(["debug", "tokns", path], in: fixture).status, 2)
    }

    func testBaselineHidesRecordedFindingsAndCountsFixedOnes() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let baseline = folder.appendingPathComponent("baseline.json").path
        let fixture = EndToEndDilint.fixture("Suppressions")
        let write = try EndToEndDilint.run(["--write-baseline", baseline], in: fixture)
        XCTAssertEqual(write.status, 0)
        XCTAssertEqual(write.stdout, "")
        XCTAssertEqual(write.stderr, "dilint: recorded 2 findings in \(baseline)\n")

        let hidden = try EndToEndDilint.run(["--baseline", baseline, "--strict"], in: fixture)
        XCTAssertEqual(hidden.status, 0)
        XCTAssertEqual(hidden.stdout, "no findings in 2 files (2 hidden by the baseline); 1 registration, 1 resolution, 1 of unknown container\n")

        // The same findings in another project: none matches, both baselined ones are fixed.
        let copy = folder.appendingPathComponent("Moved")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let source = copy.appendingPathComponent("App/Orders/OrdersViewModel.swift")
        let moved = "// a new line above moves every finding down\n" + (try String(contentsOf: source, encoding: .utf8))
        try moved.write(to: source, atomically: true, encoding: .utf8)
        let stillHidden = try EndToEndDilint.run(["--baseline", baseline, "--strict"], in: copy)
        XCTAssertEqual(stillHidden.status, 0, "findings stay matched when lines above them move: \(stillHidden.stdout)")

        let fixed = try EndToEndDilint.run(["--baseline", baseline], in: EndToEndDilint.fixture("Clean"))
        XCTAssertEqual(fixed.stdout, "no findings in 1 file (2 baselined findings fixed); 1 registration, 1 resolution, 1 of unknown container\n")
    }

    /// Users keep their baselines across upgrades: this one was written by dilint 0.1.0 before
    /// the front end was split into pipeline targets (d7d4e86), from the package root, and
    /// must still hide every finding of the showcase. A change that alters fingerprints
    /// (module names, declaration symbols, line normalisation) fails here first. The rules
    /// that came after it find what no baseline of then could hold, so they are off here.
    func testABaselineWrittenByTheEarlierReleaseStillMatches() throws {
        let baseline = EndToEndDilint.packageRoot.appendingPathComponent("Tests/DilintTests/Golden/showcase-baseline-0.1.0.json").path
        let later = [CaptiveDependencyRule.id, UnusedRegistrationRule.id, AliasMismatchRule.id].flatMap { ["--disable", $0] }
        let run = try EndToEndDilint.run(["Fixtures/Showcase", "--baseline", baseline, "--strict"] + later, in: EndToEndDilint.packageRoot)
        XCTAssertEqual(run.stdout, "no findings in 8 files (14 hidden by the baseline); 10 registrations, 11 resolutions, 4 of unknown container\n")
        XCTAssertEqual(run.status, 0)
    }

    func testWritingAndReadingTheSameBaselineCreatesItOnTheFirstRun() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let baseline = folder.appendingPathComponent("b.json").path
        let run = try EndToEndDilint.run(["--baseline", baseline, "--write-baseline", baseline, "--quiet"],
                                         in: EndToEndDilint.fixture("Suppressions"))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: baseline))
    }

    func testInitWritesALoadableStarterNamingWhatItFound() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let sources = folder.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
            import Swinject
            // import Resolver  (a comment, not an import)
            let text = "import Dip"
            final class AppLocator {}
            final class OrdersVM: BaseVM, IPerRequest {}
            final class Session: ISingleton {}
            """.write(to: sources.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let run = try EndToEndDilint.run(["init"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try String(contentsOf: folder.appendingPathComponent(".dilint.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("import Swinject  (first in App/App.swift)"), written)
        XCTAssertFalse(written.contains("Resolver"), written)
        XCTAssertFalse(written.contains("import Dip"), written)
        XCTAssertTrue(written.contains("a service locator type AppLocator"), written)
        XCTAssertTrue(written.contains("#     IPerRequest: transient"), written)
        XCTAssertTrue(written.contains("#     ISingleton: singleton"), written)
        XCTAssertTrue(written.contains("  superfluous-suppression: warning"), written)

        let again = try EndToEndDilint.run(["init"], in: folder)
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("already exists"), again.stderr)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent(".dilint.yml"), encoding: .utf8), written)

        // Nothing resolves the two conforming types: warnings, which do not fail the run.
        let lint = try EndToEndDilint.run(["--reporter", "json"], in: folder)
        XCTAssertEqual(lint.status, 0, "the starter file loads: \(lint.stderr)")
        XCTAssertTrue(lint.stdout.contains("\"registrations\" : 2") || lint.stdout.contains("\"registrations\": 2"), lint.stdout)
        XCTAssertEqual(lint.stdout.components(separatedBy: "\"unused-registration\"").count - 1, 2, lint.stdout)
    }
}
