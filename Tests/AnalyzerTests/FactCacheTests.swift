import Foundation
import XCTest
@testable import Analyzer

/// The fact cache's entries: every syntax tree written reads back to the same tree, and an
/// entry that is damaged, stale or foreign is ignored, never trusted and never a crash.
final class FactCacheTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    let stamp = "test\nfingerprint"
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "dilint-fact-cache-\(UUID().uuidString)"
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Encoding what decoding gave back yields the same bytes: the decoder reads every
    /// field the encoder writes, in the same order.
    func assertRoundTrips(_ file: SourceFile, file testFile: StaticString = #filePath, line: UInt = #line) {
        let analysis = FileAnalysis.analyze(file, module: "M")
        let hash = ContentHash.of(file.bytes)
        let encoded = FactCache.encodeEntry(analysis, contentHash: hash, stamp: stamp)
        let decoded = encoded.withUnsafeBytes { try? FactCache.decodeEntry($0, file: file, contentHash: hash, stamp: stamp, module: "M") }
        guard let decoded else { return XCTFail("\(file.path): entry does not decode", file: testFile, line: line) }
        XCTAssertTrue(FactCache.encodeEntry(decoded, contentHash: hash, stamp: stamp) == encoded, "\(file.path): decoded tree differs", file: testFile, line: line)
        XCTAssertEqual(decoded.suppressions, analysis.suppressions, file.path, file: testFile, line: line)
    }

    func testEveryFixtureRoundTrips() throws {
        let root = Self.packageRoot + "/Fixtures"
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(paths.count, 50)
        for path in paths {
            let bytes = [UInt8](FileManager.default.contents(atPath: root + "/" + path) ?? Data())
            assertRoundTrips(SourceFile(path: path, bytes: bytes))
        }
    }

    /// Every fifth corpus file: real code exercises every node kind (debug builds parse
    /// slowly, so not all of it).
    func testCorpusSampleRoundTrips() throws {
        let paths = try CorpusLocator.swiftFiles()
        for (index, path) in paths.enumerated() where index % 5 == 0 {
            assertRoundTrips(SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data())))
        }
    }

    func testStoredEntryLoadsOnlyForTheSameBytesVersionAndConfiguration() {
        let file = SourceFile(path: "App/A.swift", text: "final class A { let b: B = container.resolve() } // dilint:disable:this all\n")
        let hash = ContentHash.of(file.bytes)
        let cache = FactCache(directory: directory, toolVersion: "1", configurationFingerprint: "f")
        cache.store(FileAnalysis.analyze(file, module: "M"), contentHash: hash)
        XCTAssertNotNil(cache.load(file, contentHash: hash, module: "M"))

        let edited = SourceFile(path: "App/A.swift", text: "final class A {}\n")
        XCTAssertNil(cache.load(edited, contentHash: ContentHash.of(edited.bytes), module: "M"))
        XCTAssertNil(FactCache(directory: directory, toolVersion: "2", configurationFingerprint: "f").load(file, contentHash: hash, module: "M"))
        XCTAssertNil(FactCache(directory: directory, toolVersion: "1", configurationFingerprint: "g").load(file, contentHash: hash, module: "M"))
    }

    /// Truncated at every length, and with single bytes changed: never a crash; what
    /// does not decode is analyzed again, and the result is the fresh analysis.
    func testCorruptOrTruncatedEntryIsIgnoredAndRecomputed() throws {
        let source = """
            import Swinject
            final class Assembly {
                func assemble(container: Container) {
                    container.register(Api.self) { r in LiveApi(session: r.resolve(Session.self)!) }.inObjectScope(.container)
                    #if DEBUG
                    let x: [String: Int]? = ["a": 1, "b": (2 + 3) * 4]
                    #endif
                }
            }
            """
        let file = SourceFile(path: "App/Assembly.swift", text: source)
        let hash = ContentHash.of(file.bytes)
        let cache = FactCache(directory: directory, toolVersion: "1", configurationFingerprint: "f")
        let fresh = FileAnalysis.analyze(file, module: "M", digestingBodies: true)
        cache.store(fresh, contentHash: hash)
        let entryPath = cache.entryPath(for: file.path)
        let good = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: entryPath)))
        let expected = FactCache.encodeEntry(fresh, contentHash: hash, stamp: cache.stamp)

        for length in 0..<good.count {
            try Data(good[..<length]).write(to: URL(fileURLWithPath: entryPath))
            XCTAssertNil(cache.load(file, contentHash: hash, module: "M"), "truncated to \(length)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var damaged = good
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0 ... 255, using: &generator)
            try Data(damaged).write(to: URL(fileURLWithPath: entryPath))
            _ = cache.load(file, contentHash: hash, module: "M")
        }

        try Data(good[..<(good.count / 2)]).write(to: URL(fileURLWithPath: entryPath))
        let loaded = LoadedFile(file: file, contentHash: hash)
        let analyzed = ParallelFileAnalysis.analyze([loaded], jobs: 1, cache: cache) { _ in "M" }
        XCTAssertTrue(FactCache.encodeEntry(analyzed[0], contentHash: hash, stamp: cache.stamp) == expected, "recomputed")
        XCTAssertTrue(FileManager.default.contents(atPath: entryPath).map { [UInt8]($0) } == expected, "the entry is rewritten")
    }

    func testPruneKeepsOnlyTheNamedFilesEntriesOfThisStamp() throws {
        let old = FactCache(directory: directory, toolVersion: "0", configurationFingerprint: "f")
        let cache = FactCache(directory: directory, toolVersion: "1", configurationFingerprint: "f")
        let kept = SourceFile(path: "Kept.swift", text: "struct K {}")
        let gone = SourceFile(path: "Gone.swift", text: "struct G {}")
        for file in [kept, gone] {
            old.store(FileAnalysis.analyze(file, module: "M", digestingBodies: true), contentHash: ContentHash.of(file.bytes))
            cache.store(FileAnalysis.analyze(file, module: "M", digestingBodies: true), contentHash: ContentHash.of(file.bytes))
        }
        cache.storeRecord("last-run", key: 1, payload: [1])
        cache.prune(keepingEntriesFor: [kept.path])
        XCTAssertNotNil(cache.load(kept, contentHash: ContentHash.of(kept.bytes), module: "M"))
        XCTAssertNil(cache.load(gone, contentHash: ContentHash.of(gone.bytes), module: "M"))
        XCTAssertNil(old.load(kept, contentHash: ContentHash.of(kept.bytes), module: "M"), "another version's entries go")
        XCTAssertEqual(cache.loadRecord("last-run", key: 1), [1], "records are not entries")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/files").count, 1)
    }

    func testRecordsNeedTheirKey() {
        let cache = FactCache(directory: directory, toolVersion: "1", configurationFingerprint: "f")
        cache.storeRecord("last-run", key: 42, payload: [1, 2, 3])
        XCTAssertEqual(cache.loadRecord("last-run", key: 42), [1, 2, 3])
        XCTAssertNil(cache.loadRecord("last-run", key: 43))
        XCTAssertNil(FactCache(directory: directory, toolVersion: "1", configurationFingerprint: "g").loadRecord("last-run", key: 42))
    }

    func testContentHashIsStableAndSeesEveryByte() {
        XCTAssertEqual(ContentHash.hex(ContentHash.of([UInt8]())), ContentHash.hex(ContentHash.of([UInt8]())))
        let bytes = [UInt8]((0..<37).map { UInt8($0) })
        var seen: Set<UInt64> = [ContentHash.of(bytes)]
        for i in bytes.indices {
            var changed = bytes
            changed[i] ^= 1
            XCTAssertTrue(seen.insert(ContentHash.of(changed)).inserted, "byte \(i)")
        }
        XCTAssertNotEqual(ContentHash.of(bytes), ContentHash.of(bytes + [0]))
    }
}
