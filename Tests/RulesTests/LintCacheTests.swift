import Analyzer
import Foundation
import Rules
import XCTest

/// `Linter.lint` with a cache finds exactly what it finds without one: on the first run,
/// on an unchanged project (the last run's findings), from per-file entries alone, and
/// after one file changes.
final class LintCacheTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    var project = ""
    var cacheDirectory = ""

    override func setUpWithError() throws {
        let base = NSTemporaryDirectory() + "dilint-lint-cache-\(UUID().uuidString)"
        project = base + "/Showcase"
        cacheDirectory = base + "/cache"
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.packageRoot + "/Fixtures/Showcase", toPath: project)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: (project as NSString).deletingLastPathComponent)
    }

    func lint(cached: Bool) -> Linter.LintResult {
        let files = FileWalk(baseDirectory: project, displayBase: project).run(inputs: [project]).files
        let cache = cached ? FactCache(directory: cacheDirectory, toolVersion: "test", configurationFingerprint: Configuration.default.fingerprint) : nil
        return Linter.lint(Linter.Request(files: files, configuration: .default, jobs: 2, roots: ["."], cache: cache))
    }

    func testColdAndWarmRunsFindTheSame() throws {
        let uncached = lint(cached: false)
        XCTAssertGreaterThan(uncached.findings.diagnostics.count, 5)

        let cold = lint(cached: true)
        XCTAssertFalse(cold.reusedLastRun)
        XCTAssertEqual(cold.findings, uncached.findings)

        let warm = lint(cached: true)
        XCTAssertTrue(warm.reusedLastRun)
        XCTAssertEqual(warm.findings, uncached.findings)

        // Without the last run's record, every file comes from its own entry.
        try FileManager.default.removeItem(atPath: cacheDirectory + "/last-run")
        let fromEntries = lint(cached: true)
        XCTAssertFalse(fromEntries.reusedLastRun)
        XCTAssertEqual(fromEntries.findings, uncached.findings)
    }

    func testChangingOneFileInvalidatesItsEntryAndTheLastRun() throws {
        _ = lint(cached: true)
        let entries = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory + "/files")
        let before = try Dictionary(uniqueKeysWithValues: entries.map { ($0, try Data(contentsOf: URL(fileURLWithPath: cacheDirectory + "/files/" + $0))) })

        let swiftFiles = (FileManager.default.enumerator(atPath: project)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let changed = project + "/" + swiftFiles[0]
        var text = try String(contentsOfFile: changed, encoding: .utf8)
        text += "\nfinal class AddedByTheTest { let missing: NeverRegisteredAnywhere = ServiceLocator.shared.getService()! }\n"
        try text.write(toFile: changed, atomically: true, encoding: .utf8)

        let uncached = lint(cached: false)
        let warm = lint(cached: true)
        XCTAssertFalse(warm.reusedLastRun)
        XCTAssertEqual(warm.findings, uncached.findings)

        let after = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory + "/files")
        XCTAssertEqual(Set(after), Set(entries), "one entry per file, replaced in place")
        let rewritten = try after.filter { try Data(contentsOf: URL(fileURLWithPath: cacheDirectory + "/files/" + $0)) != before[$0] }
        XCTAssertEqual(rewritten.count, 1, "only the changed file's entry is written again")
        XCTAssertTrue(lint(cached: true).reusedLastRun)
    }
}
