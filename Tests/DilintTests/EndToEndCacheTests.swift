@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// Where `dilint lint` writes its cache, and when it writes none.
final class EndToEndCacheTests: XCTestCase {
    var project: URL!

    override func setUpWithError() throws {
        project = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("dilint-cache-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try "rules:\n  shared-mutable-state: warning\n".write(to: project.appendingPathComponent(".dilint.yml"), atomically: true, encoding: .utf8)
        try "var counter = 0\nfinal class A {}\npublic func bump() { Task { counter += 1 } }\n".write(to: project.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: project)
    }

    var defaultCache: String { project.appendingPathComponent(".dilint-cache").path }

    func testCacheSitsBesideTheConfigurationAndRepeatsTheFindings() throws {
        let first = try EndToEndDilint.run(["lint"], in: project, environment: ["CI": "false"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: defaultCache))
        let second = try EndToEndDilint.run(["lint"], in: project, environment: ["CI": "false"])
        XCTAssertEqual(first.status, second.status)
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertTrue(first.stdout.contains("counter"), first.stdout)
    }

    func testNoCacheWritesNothing() throws {
        let run = try EndToEndDilint.run(["lint", "--no-cache"], in: project, environment: ["CI": "false"])
        XCTAssertTrue(run.stdout.contains("counter"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: defaultCache))
    }

    func testOnCIOnlyAnExplicitCachePathIsWritten() throws {
        _ = try EndToEndDilint.run(["lint"], in: project, environment: ["CI": "true"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: defaultCache))

        let explicit = project.appendingPathComponent("ci-cache").path
        _ = try EndToEndDilint.run(["lint", "--cache-path", explicit], in: project, environment: ["CI": "true"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: defaultCache))
        XCTAssertTrue(FileManager.default.fileExists(atPath: explicit + "/packs"))
    }

    func testNoCacheAndCachePathTogetherIsAUsageError() throws {
        let run = try EndToEndDilint.run(["lint", "--no-cache", "--cache-path", "x"], in: project)
        XCTAssertEqual(run.status, 2)
    }

    func testAWholeProjectRunDropsEntriesOfDeletedFilesAndANamedPathRunKeepsThem() throws {
        try "final class B {}\n".write(to: project.appendingPathComponent("B.swift"), atomically: true, encoding: .utf8)
        let packs = defaultCache + "/packs"
        let stray = packs + "/notes.txt"
        _ = try EndToEndDilint.run(["lint"], in: project, environment: ["CI": "false"])
        XCTAssertEqual(try entries(in: packs), ["A.swift", "B.swift"])
        try "kept".write(toFile: stray, atomically: true, encoding: .utf8)

        // A run over one named file sees only a part of the project: nothing is dropped.
        try FileManager.default.removeItem(at: project.appendingPathComponent("B.swift"))
        _ = try EndToEndDilint.run(["lint", "A.swift"], in: project, environment: ["CI": "false"])
        XCTAssertEqual(try entries(in: packs), ["A.swift", "B.swift"])

        // The project's run drops B's entry, and only entries.
        let run = try EndToEndDilint.run(["lint"], in: project, environment: ["CI": "false"])
        XCTAssertTrue(run.stdout.contains("counter"), run.stdout)
        XCTAssertEqual(try entries(in: packs), ["A.swift"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: stray))
    }

    /// The paths of the entries in the cache's packs, each path once.
    private func entries(in folder: String) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter(CachePack.isPackName)
        let keys = try names.flatMap { name in
            let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name)))
            return try XCTUnwrap(CachePack(name: name, bytes: bytes)).entries.map(\.key)
        }
        return ["A.swift", "B.swift"].filter { Set(keys).contains(FactCache.entryKey(for: $0)) }
    }
}
