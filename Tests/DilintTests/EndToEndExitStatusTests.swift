import Foundation
import Rules
import XCTest

/// SPEC §2's exit statuses, from the built binary: 0 nothing fails, 1 findings fail,
/// 2 usage or configuration error with one line on stderr and no report.
final class EndToEndExitStatusTests: XCTestCase {
    private func run(_ arguments: [String], in fixture: String) throws -> EndToEndDilint.Run {
        try EndToEndDilint.run(arguments, in: EndToEndDilint.fixture(fixture))
    }

    private func assertUsageError(_ run: EndToEndDilint.Run, _ expected: String,
                                  file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 2, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stdout, "", "no report on a usage error", file: file, line: line)
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "one line: \(run.stderr)", file: file, line: line)
        XCTAssertTrue(run.stderr.contains(expected), "\(run.stderr) should contain \(expected)", file: file, line: line)
    }

    func testCleanProjectExitsZero() throws {
        let result = try run(["--strict"], in: "Clean")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "no findings in 1 file; 1 registration, 1 resolution, 1 of unknown container\n")
    }

    /// Nothing to analyze is no finding (exit 0), but is said on stderr: a typo in
    /// `included` should not look like a clean project.
    func testNoSwiftFilesIsSaidOnStderr() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        try "let a = 1\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "included:\n  - Sorces\n".write(to: folder.appendingPathComponent(".dilint.yml"), atomically: true, encoding: .utf8)
        let mistyped = try EndToEndDilint.run([], in: folder)
        XCTAssertEqual(mistyped.status, 0, mistyped.stderr)
        XCTAssertEqual(mistyped.stdout, "no findings in 0 files\n")
        XCTAssertEqual(mistyped.stderr,
                       "dilint: warning: no Swift files under '.' match the configuration's 'included' patterns ('Sorces')\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: false)
        let empty = try EndToEndDilint.run(["Empty", "--quiet"], in: folder)
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(empty.stderr, "dilint: warning: no Swift files found under 'Empty'\n")
        let found = try EndToEndDilint.run(["A.swift"], in: folder)
        XCTAssertEqual(found.stderr, "", "a named file is analyzed whatever 'included' says")
        XCTAssertEqual(found.stdout, "no findings in 1 file\n")
    }

    func testWarningsAloneExitZero() throws {
        let result = try run([], in: "Suppressions")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasSuffix("2 warnings in 2 files; 1 registration, 1 resolution, 1 of unknown container\n"), result.stdout)
    }

    func testWarningsFailUnderStrict() throws {
        XCTAssertEqual(try run(["--strict"], in: "Suppressions").status, 1)
        XCTAssertEqual(try run(["lint", ".", "--strict"], in: "Suppressions").status, 1)
    }

    func testADisabledRuleNoLongerFails() throws {
        let result = try run(["--strict", "--disable", "superfluous-suppression"], in: "Suppressions")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "no findings in 2 files; 1 registration, 1 resolution, 1 of unknown container\n")
    }

    func testAFindingConfiguredAsErrorFails() throws {
        let result = try run([], in: "SharedState")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("2 errors in 1 file\n"), result.stdout)
        let lowered = try run(["--disable", "shared-mutable-state"], in: "SharedState")
        XCTAssertEqual(lowered.status, 0, lowered.stdout)
    }

    func testAnErrorFindingFails() throws {
        try XCTSkipIf(RuleRegistry.rule(id: "unregistered-resolution") == nil,
                      "enable once the unregistered-resolution rule is in RuleRegistry.all")
        let result = try run([], in: "ErrorFinding")
        XCTAssertEqual(result.status, 1, result.stdout)
        XCTAssertTrue(result.stdout.contains("error:"), result.stdout)
        XCTAssertTrue(result.stdout.contains("[unregistered-resolution]"), result.stdout)
    }

    func testUnknownFlagNamesTheClosestOne() throws {
        assertUsageError(try run(["--stirct"], in: "Clean"), "unknown option '--stirct'; did you mean '--strict'?")
        assertUsageError(try run(["rules", "--confg", "x"], in: "Clean"), "did you mean '--config'?")
    }

    func testUnknownRuleNamesTheClosestOne() throws {
        assertUsageError(try run(["--disable", "superfluous-supression"], in: "Clean"),
                         "unknown rule 'superfluous-supression'; did you mean 'superfluous-suppression'?")
        assertUsageError(try run(["explain", "superflous-suppression"], in: "Clean"),
                         "did you mean 'superfluous-suppression'?")
    }

    func testUnknownReporterNamesTheClosestOne() throws {
        assertUsageError(try run(["--reporter", "sarf:out.sarif"], in: "Clean"),
                         "unknown reporter 'sarf'; did you mean 'sarif'?")
    }

    func testMalformedConfigurationIsReportedWithItsLocation() throws {
        let result = try run([], in: "BrokenConfig")
        assertUsageError(result, ".dilint.yml:4:1: error: unknown key 'exclude'; did you mean 'excluded'?")
        XCTAssertTrue(result.stderr.hasPrefix(".dilint.yml:4:1: error:"), result.stderr)
    }

    func testConfigurationFoundInAParentFolder() throws {
        let result = try run(["--strict"], in: "BrokenConfig/App")
        assertUsageError(result, "../.dilint.yml:4:1: error:")
    }

    func testMissingConfigurationFile() throws {
        assertUsageError(try run(["--config", "nope.yml"], in: "Clean"), "nope.yml:1:1: error: configuration file not found")
    }

    func testMissingPathIsAUsageError() throws {
        assertUsageError(try run(["App", "Nowhere"], in: "Clean"), "no such file or directory: 'Nowhere'")
        assertUsageError(try run(["rulse"], in: "Clean"), "did you mean the command 'rules'?")
    }

    func testMalformedValues() throws {
        assertUsageError(try run(["--jobs", "zero"], in: "Clean"), "'--jobs' needs a whole number")
        assertUsageError(try run(["--config"], in: "Clean"), "'--config' needs a value")
        assertUsageError(try run(["--reporter", "text", "--reporter", "json"], in: "Clean"),
                         "only one reporter can write to standard output")
        assertUsageError(try run(["--baseline", "missing.json"], in: "Clean"), "missing.json: no such baseline file")
    }

    func testGraphAndModelDescribeTheProject() throws {
        let graph = try run(["graph", "--format", "mermaid"], in: "Clean")
        XCTAssertEqual(graph.status, 0, graph.stderr)
        XCTAssertTrue(graph.stdout.hasPrefix("flowchart LR\n"), graph.stdout)
        let model = try run(["debug", "model", "App"], in: "Clean")
        XCTAssertEqual(model.status, 0, model.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(model.stdout.utf8)) as? [String: Any]
        XCTAssertNotNil(json?["types"] as? [Any], model.stdout)
        // The fast reading and the whole one agree: on a project with findings of every
        // kind the fast one may miss (a singleton's writes, a resolution) and on a clean one.
        for folder in ["Clean", "SharedState", "ErrorFinding"] {
            let readings = try run(["debug", "readings"], in: folder)
            XCTAssertEqual(readings.status, 0, folder + ": " + readings.stdout + readings.stderr)
            XCTAssertTrue(readings.stdout.hasPrefix("the same with every body read and from the cache: "), readings.stdout)
        }
        XCTAssertTrue(try run(["debug", "readings"], in: "SharedState").stdout.contains(": 2 findings,"))
        assertUsageError(try run(["graph", "--format", "svg"], in: "Clean"),
                         "unknown graph format 'svg'; expected one of: dot, mermaid, json")
        assertUsageError(try run(["graph", "Nowhere"], in: "Clean"), "no such file or directory: 'Nowhere'")
    }

    /// In a chain of subclasses each type's supertypes are listed up to a limit, and the
    /// list says where it was cut: the whole chain for every type is quadratic (a chain
    /// of 50,000 took gigabytes and never finished).
    func testModelListsALongChainsSupertypesUpToALimit() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let source = (0..<250).map { "class Link\($0): Link\($0 + 1) {}\n" }.joined()
        try Data(source.utf8).write(to: folder.appendingPathComponent("Chain.swift"))
        let model = try EndToEndDilint.run(["debug", "model", "Chain.swift"], in: folder)
        XCTAssertEqual(model.status, 0, model.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(model.stdout.utf8)) as? [String: Any])
        let types = try XCTUnwrap(json["types"] as? [[String: Any]])
        XCTAssertEqual(types.count, 250)
        let first = try XCTUnwrap(types.first { $0["name"] as? String == "Link0" })
        XCTAssertEqual((first["inherits"] as? [String])?.count, 100)
        XCTAssertEqual(first["inheritsCutAt"] as? Int, 100)
        let near = try XCTUnwrap(types.first { $0["name"] as? String == "Link200" })
        XCTAssertEqual((near["inherits"] as? [String])?.count, 50)
        XCTAssertNil(near["inheritsCutAt"])
    }
}

/// `dilint debug model` names each module, where it came from and whether it is a test
/// target; a `.dilint.yml` `modules:` entry that is not a mapping is exit 2 at its place.
final class EndToEndModulesTests: XCTestCase {
    func testDebugModelShowsWhereModulesCameFrom() throws {
        let folder = EndToEndDilint.packageRoot.appendingPathComponent("Fixtures/Projects")
        let model = try EndToEndDilint.run(["debug", "model", "XcodeApp"], in: folder)
        XCTAssertEqual(model.status, 0, model.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(model.stdout.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(json["modules"] as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: modules.map { ($0["name"] as? String ?? "", $0) })
        XCTAssertEqual(byName.keys.sorted(), ["Tally", "TallyTests", "TallyWidget", "XcodeApp"])
        XCTAssertEqual(byName["Tally"]?["from"] as? String, "xcodeproj")
        XCTAssertEqual(byName["Tally"]?["path"] as? String, "XcodeApp/Tally.xcodeproj/project.pbxproj")
        XCTAssertEqual(byName["Tally"]?["defaultIsolation"] as? String, "MainActor")
        XCTAssertEqual(byName["TallyTests"]?["test"] as? Bool, true)
        XCTAssertEqual(byName["XcodeApp"]?["from"] as? String, "fallback")
        XCTAssertEqual(byName["TallyWidget"]?["files"] as? [String],
                       ["XcodeApp/Shared/CountLabel.swift", "XcodeApp/TallyWidget/TallyWidget.swift"])
    }

    func testConfiguredModulesAndTheirErrors() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Widget"), withIntermediateDirectories: true)
        try "struct A {}\n".write(to: folder.appendingPathComponent("App/A.swift"), atomically: true, encoding: .utf8)
        try "struct W {}\n".write(to: folder.appendingPathComponent("Widget/W.swift"), atomically: true, encoding: .utf8)
        try "modules:\n  App: [App/**]\n  Widget: [Widget/**]\n".write(to: folder.appendingPathComponent(".dilint.yml"), atomically: true, encoding: .utf8)
        let model = try EndToEndDilint.run(["debug", "model", "."], in: folder)
        XCTAssertEqual(model.status, 0, model.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(model.stdout.utf8)) as? [String: Any])
        let modules = try XCTUnwrap(json["modules"] as? [[String: Any]])
        XCTAssertEqual(modules.map { $0["name"] as? String }, ["App", "Widget"])
        XCTAssertEqual(modules.map { $0["from"] as? String }, [".dilint.yml", ".dilint.yml"])
        try "modules: [App/**]\n".write(to: folder.appendingPathComponent(".dilint.yml"), atomically: true, encoding: .utf8)
        let bad = try EndToEndDilint.run(["lint"], in: folder)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains(".dilint.yml:1:10: "), bad.stderr)
    }
}
