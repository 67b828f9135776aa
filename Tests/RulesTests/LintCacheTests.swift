@testable import Analyzer
import DilintDriver
@testable import DilintFacts
@testable import DilintSyntax
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

    func lint(cached: Bool, pruning: Bool = false) -> Linter.LintResult {
        let files = FileWalk(baseDirectory: project, displayBase: project).run(inputs: [project]).files
        let cache = cached ? FactCache(directory: cacheDirectory, toolVersion: "test", configurationFingerprint: Configuration.default.fingerprint) : nil
        var request = Linter.Request(files: files, configuration: .default, jobs: 2, roots: ["."], cache: cache)
        request.prunesCache = pruning
        return Linter.lint(request)
    }

    /// The entries of each pack in the cache, oldest pack first.
    func packedEntries() throws -> [[UInt64]] {
        let folder = cacheDirectory + "/packs"
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter(CachePack.isPackName).sorted().map { name in
            let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name)))
            return try XCTUnwrap(CachePack(name: name, bytes: bytes)).entries.map(\.key)
        }
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
        let swiftFiles = (FileManager.default.enumerator(atPath: project)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let ownKeys = Set(swiftFiles.map { FactCache.entryKey(for: $0) })
        let readAgainKeys = Set(swiftFiles.map { FactCache.readAgainKey(for: $0) })
        var packs = try packedEntries()
        XCTAssertEqual(packs.count, 1, "one pack")
        // An entry per file, and one per file read again for the libraries its module reaches.
        let cold = Set(try XCTUnwrap(packs.first))
        XCTAssertEqual(cold.intersection(ownKeys), ownKeys)
        let readAgain = cold.subtracting(ownKeys)
        XCTAssertFalse(readAgain.isEmpty)
        XCTAssertTrue(readAgain.isSubset(of: readAgainKeys))
        XCTAssertEqual(cold.count, packs[0].count)

        let changed = project + "/" + swiftFiles[0]
        var text = try String(contentsOfFile: changed, encoding: .utf8)
        text += "\nfinal class AddedByTheTest { let missing: NeverRegisteredAnywhere = ServiceLocator.shared.getService()! }\n"
        try text.write(toFile: changed, atomically: true, encoding: .utf8)

        let uncached = lint(cached: false)
        let warm = lint(cached: true)
        XCTAssertFalse(warm.reusedLastRun)
        XCTAssertEqual(warm.findings, uncached.findings)
        packs = try packedEntries()
        XCTAssertEqual(packs.count, 2)
        // Of the files' own entries, only the changed file's is written again; the files
        // read again are read again too, since the project now declares one more type.
        XCTAssertEqual(Set(packs[1]).intersection(ownKeys), [FactCache.entryKey(for: swiftFiles[0])], "only the changed file's entry")
        XCTAssertTrue(Set(packs[1]).subtracting(ownKeys).isSubset(of: readAgainKeys))
        XCTAssertTrue(lint(cached: true).reusedLastRun)

        // A run over the whole project leaves one pack, with the changed file's new entry.
        try FileManager.default.removeItem(atPath: cacheDirectory + "/last-run")
        let pruned = lint(cached: true, pruning: true)
        XCTAssertEqual(pruned.findings, uncached.findings)
        packs = try packedEntries()
        XCTAssertEqual(packs.count, 1)
        XCTAssertEqual(Set(packs[0]).intersection(ownKeys), ownKeys)
        XCTAssertTrue(Set(packs[0]).subtracting(ownKeys).isSubset(of: readAgainKeys))
        let prunedCount = packs[0].count
        try FileManager.default.removeItem(atPath: cacheDirectory + "/last-run")
        XCTAssertEqual(lint(cached: true).findings, uncached.findings, "from the pruned pack's entries")
        XCTAssertEqual(try packedEntries().map(\.count), [prunedCount], "every entry found: nothing written")
    }
}
