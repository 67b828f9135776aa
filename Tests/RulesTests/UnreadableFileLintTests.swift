import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules
import XCTest

/// A file gone between the walk and the read is named, and the others are analyzed as if
/// it had never been listed: whether each file is read by the thread that analyzes it
/// (no cache) or all are read first (to key the cache).
final class UnreadableFileLintTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    var base = ""

    override func setUpWithError() throws {
        base = NSTemporaryDirectory() + "dilint-unreadable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.packageRoot + "/Fixtures/Showcase", toPath: base + "/Showcase")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: base)
    }

    func lint(_ files: [InputFile], cached: Bool, jobs: Int) -> Linter.LintResult {
        let cache = cached ? FactCache(directory: base + "/cache-\(UUID().uuidString)", toolVersion: "test",
                                       configurationFingerprint: Configuration.default.fingerprint) : nil
        return Linter.lint(Linter.Request(files: files, configuration: .default, jobs: jobs, roots: ["."], cache: cache))
    }

    func testAFileGoneBeforeItIsReadIsNamedAndTheRestIsAnalyzed() throws {
        let project = base + "/Showcase"
        let withMissing = FileWalk(baseDirectory: project, displayBase: project).run(inputs: [project]).files
        XCTAssertGreaterThan(withMissing.count, 2)
        let missing = withMissing[withMissing.count / 2]
        try FileManager.default.removeItem(atPath: missing.absolutePath)
        let files = withMissing.filter { $0 != missing }

        for jobs in [1, 2] {
            let expected = lint(files, cached: false, jobs: jobs)
            XCTAssertGreaterThan(expected.findings.diagnostics.count, 5)
            for cached in [false, true] {
                let result = lint(withMissing, cached: cached, jobs: jobs)
                XCTAssertEqual(result.unreadable.map(\.description), ["\(missing.displayPath): cannot read file: no such file or directory"],
                               "cached \(cached), jobs \(jobs)")
                XCTAssertEqual(result.findings, expected.findings, "cached \(cached), jobs \(jobs)")
                XCTAssertEqual(result.sources.map(\.path), files.map(\.displayPath), "cached \(cached), jobs \(jobs)")
            }
        }
    }

    /// The walk lists a file it cannot read (testing each file first cost a third of the
    /// walk); reading it names it, with the system's reason.
    func testAFileWithoutReadPermissionIsNamedWithTheReason() throws {
        let project = base + "/Showcase"
        let files = FileWalk(baseDirectory: project, displayBase: project).run(inputs: [project]).files
        let locked = files[0]
        chmod(locked.absolutePath, 0)
        // Permissions do not stop root, so only an ordinary user can see the failure.
        try XCTSkipIf(getuid() == 0, "running as root: a chmod 000 file stays readable")
        for cached in [false, true] {
            let result = lint(files, cached: cached, jobs: 2)
            XCTAssertEqual(result.unreadable.map(\.description), ["\(locked.displayPath): cannot read file: permission denied"])
        }
    }

    func testTheModulesNameOnlyTheFilesRead() throws {
        let project = base + "/Showcase"
        try FileManager.default.createDirectory(atPath: project + "/Gone", withIntermediateDirectories: true)
        try Data("struct Gone {}\n".utf8).write(to: URL(fileURLWithPath: project + "/Gone/Gone.swift"))
        let withMissing = FileWalk(baseDirectory: project, displayBase: project).run(inputs: [project]).files
        try FileManager.default.removeItem(atPath: project + "/Gone")
        let files = withMissing.filter { $0.displayPath != "Gone/Gone.swift" }
        XCTAssertEqual(files.count + 1, withMissing.count)
        let outcome: Linter.Outcome = Linter.run(Linter.Request(files: withMissing, configuration: .default, jobs: 2, roots: ["."]))
        let expected: Linter.Outcome = Linter.run(Linter.Request(files: files, configuration: .default, jobs: 2, roots: ["."]))
        XCTAssertEqual(outcome.unreadable.map { $0.path }, ["Gone/Gone.swift"])
        let listed: [String] = outcome.project.modules.filesByModule.values.flatMap { $0 }
        XCTAssertFalse(listed.contains("Gone/Gone.swift"))
        XCTAssertEqual(outcome.project.modules.modules, expected.project.modules.modules)
    }
}
