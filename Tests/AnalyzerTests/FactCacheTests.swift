@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// The fact cache's entries: every file's facts written read back to the same facts, and an
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
        let analysis = FileAnalysis.analyze(file, module: "M", readingTypeReferences: true)
        let hash = ContentHash.of(file.bytes)
        let encoded = FactCache.encodeEntry(analysis, contentHash: hash, stamp: stamp)
        let decoded = encoded.withUnsafeBytes { try? FactCache.decodeEntry($0, file: file, contentHash: hash, stamp: stamp, module: "M") }
        guard let decoded else { return XCTFail("\(file.path): entry does not decode", file: testFile, line: line) }
        XCTAssertTrue(FactCache.encodeEntry(decoded, contentHash: hash, stamp: stamp) == encoded, "\(file.path): decoded facts differ", file: testFile, line: line)
        XCTAssertEqual(decoded.suppressions, analysis.suppressions, file.path, file: testFile, line: line)
        XCTAssertNotNil(decoded.typeReferences, file.path, file: testFile, line: line)
        XCTAssertEqual(decoded.typeReferences, analysis.typeReferences, file.path, file: testFile, line: line)
        XCTAssertEqual(decoded.scopeResets, analysis.scopeResets, file.path, file: testFile, line: line)
        XCTAssertEqual(decoded.words, analysis.words, file.path, file: testFile, line: line)
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

    /// A hit's tree is the tree a run without the cache reads: where the file's skimmed
    /// tree is, to the passes after its own, its type declarations (`TypeOutline`), those
    /// declarations as the skimming parse gives them (attributes' arguments aside), from the
    /// entry — for a file its pass parsed whole too, whose bodies the passes that read them
    /// then parse; for the others the file parsed again the same way, skimming its bodies
    /// when no dialect reads it, else whole (and kept whole). The facts come from the entry.
    func testAHitsTreeIsTheTreeOfTheFileAnalyzed() throws {
        let root = Self.packageRoot + "/Fixtures"
        let paths = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var parsedWhole = 0, outlined = 0, outlinedWhole = 0
        for path in paths {
            let file = SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: root + "/" + path) ?? Data()))
            let fresh = FileAnalysis.analyze(file, module: "M", skimmingBodies: true)
            store([file], in: cache())
            let hit = try XCTUnwrap(cache().load(file, contentHash: ContentHash.of(file.bytes), module: "M"), path)
            let skimmed = fresh.parsedWhole ? FileAnalysis.skimmedSyntax(file) : fresh.syntax
            if TypeOutline.describes(skimmed) {
                outlined += 1
                if fresh.parsedWhole { outlinedWhole += 1 }
                let types = SyntaxFile(file: file, imports: skimmed.imports, declarations: skimmed.declarations.filter(TypeOutline.isOutlined))
                XCTAssertEqual(tree(hit.syntax, attributeArguments: false), tree(types, attributeArguments: false), path)
                XCTAssertNil(hit.wholeSyntax, path)
            } else {
                XCTAssertEqual(tree(hit.syntax), tree(fresh.syntax), path)
                XCTAssertEqual(hit.wholeSyntax != nil, fresh.wholeSyntax != nil, path)
            }
            XCTAssertEqual(hit.parsedWhole, fresh.parsedWhole, path)
            XCTAssertEqual(fresh.parsedWhole, fresh.wholeSyntax != nil, path)
            XCTAssertEqual(hit.outline, fresh.outline, path)
            if fresh.parsedWhole { parsedWhole += 1 }
            let hash = ContentHash.of(file.bytes)
            XCTAssertTrue(FactCache.encodeEntry(hit, contentHash: hash, stamp: stamp) == FactCache.encodeEntry(fresh, contentHash: hash, stamp: stamp),
                          "\(path): facts")
        }
        XCTAssertGreaterThan(parsedWhole, 20)
        XCTAssertGreaterThan(outlined - outlinedWhole, 20)
        XCTAssertGreaterThan(outlinedWhole, 10)
        XCTAssertGreaterThan(paths.count - outlined, 2)
    }

    /// A file whose skimmed tree holds a global `var`, top-level code or a member the parse
    /// read has no outline: its hit is parsed again, with what the outline would leave out.
    func testAHitKeepsWhatAnOutlineCannotHold() throws {
        let sources = [
            "Globals.swift": "struct Settings { let name: String }\nvar current = Settings(name: \"a\")\n",
            "main.swift": "struct Tool {}\nprint(Tool())\n",
        ]
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: path, text: text)
            let fresh = FileAnalysis.analyze(file, module: "M", skimmingBodies: true)
            XCTAssertNil(fresh.wholeSyntax, path)
            XCTAssertFalse(TypeOutline.describes(fresh.syntax), path)
            store([file], in: cache())
            let hit = try XCTUnwrap(cache().load(file, contentHash: ContentHash.of(file.bytes), module: "M"), path)
            XCTAssertEqual(tree(hit.syntax), tree(fresh.syntax), path)
        }
        // Types alone, their attributes with arguments: outlined, the arguments left out.
        let file = SourceFile(path: "Types.swift", text: "@available(iOS 15, *)\nfinal class Store: Base, P { func load() {} }\nfunc helper() {}\n")
        let fresh = FileAnalysis.analyze(file, module: "M", skimmingBodies: true)
        XCTAssertTrue(TypeOutline.describes(fresh.syntax))
        store([file], in: cache())
        let hit = try XCTUnwrap(cache().load(file, contentHash: ContentHash.of(file.bytes), module: "M"))
        XCTAssertEqual(hit.syntax.declarations.map(\.name), ["Store"])
        XCTAssertEqual(hit.syntax.declarations[0].inheritance.map(\.description), ["Base", "P"])
        XCTAssertTrue(hit.syntax.declarations[0].skimmed.contains(.membersDormant))
        XCTAssertEqual(hit.syntax.declarations[0].attributes.map(\.name), ["available"])
        XCTAssertNil(hit.syntax.declarations[0].attributes[0].arguments)
        // A run reading member blocks parses the file, outlined or not.
        let whole = try XCTUnwrap(cache().load(file, contentHash: ContentHash.of(file.bytes), module: "M", leavingMembersDormant: false))
        XCTAssertEqual(whole.syntax.declarations.map(\.name), ["Store", "helper"])
        // Nor is a file outlined by a run that read its member blocks.
        let other = FactCache(directory: directory + "-whole", toolVersion: "1", configurationFingerprint: "f")
        defer { try? FileManager.default.removeItem(atPath: directory + "-whole") }
        other.store(FileAnalysis.analyze(file, module: "M", skimmingBodies: true, leavingMembersDormant: false), contentHash: ContentHash.of(file.bytes),
                    leftMembersDormant: false)
        other.saveStored()
        let reread = FactCache(directory: directory + "-whole", toolVersion: "1", configurationFingerprint: "f")
        let parsed = try XCTUnwrap(reread.load(file, contentHash: ContentHash.of(file.bytes), module: "M"))
        XCTAssertEqual(parsed.syntax.declarations.map(\.name), ["Store", "helper"])
    }

    private func tree(_ syntax: SyntaxFile, attributeArguments: Bool = true) -> [UInt8] {
        var writer = ByteWriter()
        writer.syntaxFile(syntax, attributeArguments: attributeArguments)
        return writer.finished()
    }

    /// Every fifth corpus file: real code exercises every node kind (debug builds parse
    /// slowly, so not all of it).
    func testCorpusSampleRoundTrips() throws {
        let paths = try CorpusLocator.swiftFiles()
        for (index, path) in paths.enumerated() where index % 5 == 0 {
            assertRoundTrips(SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data())))
        }
    }

    /// A cache as a new run opens it: what earlier runs saved, nothing in memory.
    func cache(version: String = "1", fingerprint: String = "f") -> FactCache {
        FactCache(directory: directory, toolVersion: version, configurationFingerprint: fingerprint)
    }

    func store(_ files: [SourceFile], in cache: FactCache) {
        for file in files { cache.store(FileAnalysis.analyze(file, module: "M", skimmingBodies: true), contentHash: ContentHash.of(file.bytes)) }
        cache.saveStored()
    }

    func loads(_ file: SourceFile, from cache: FactCache) -> Bool {
        cache.load(file, contentHash: ContentHash.of(file.bytes), module: "M") != nil
    }

    var packNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory + "/packs")) ?? []).filter { $0.hasSuffix(".pack") }.sorted()
    }

    func testStoredEntryLoadsOnlyForTheSameBytesVersionAndConfiguration() {
        let file = SourceFile(path: "App/A.swift", text: "final class A { let b: B = container.resolve() } // dilint:disable:this all\n")
        let hash = ContentHash.of(file.bytes)
        let run = cache()
        run.store(FileAnalysis.analyze(file, module: "M"), contentHash: hash)
        XCTAssertNotNil(run.load(file, contentHash: hash, module: "M"), "the run that stored it")
        XCTAssertFalse(loads(file, from: cache()), "not saved yet")
        run.saveStored()
        XCTAssertTrue(loads(file, from: cache()), "saved, for the next run")

        let edited = SourceFile(path: "App/A.swift", text: "final class A {}\n")
        XCTAssertFalse(loads(edited, from: cache()))
        XCTAssertFalse(loads(file, from: cache(version: "2")))
        XCTAssertFalse(loads(file, from: cache(fingerprint: "g")))
        XCTAssertEqual(packNames.count, 1, "one pack for the run")
    }

    /// A file's own pass reads it for the libraries its module reaches: its entry is kept for
    /// those, with what they made it read and the types its receivers are declared as.
    func testAnEntryHoldsOnlyForTheLibrariesItsModuleReached() throws {
        let file = SourceFile(path: "App/Screen.swift", text: """
            import UIKit
            final class Screen {
                func load(menu: Menu) {
                    menu.register(Item.self) { _ in ShopItem() }
                    let api = DI.container.resolve(API.self)!
                }
            }
            """)
        let hash = ContentHash.of(file.bytes)
        let analysis = FileAnalysis.analyze(file, module: "M", skimmingBodies: true, reaching: ["Swinject"])
        XCTAssertEqual(analysis.readReaching, ["Swinject"])
        XCTAssertEqual(analysis.receiverTypes, ["Menu"])
        let run = cache()
        run.store(analysis, contentHash: hash)
        XCTAssertNil(run.load(file, contentHash: hash, module: "M"), "its module reaches no library now")
        XCTAssertNil(run.load(file, contentHash: hash, module: "M", moduleLibraries: ["Swinject", "Factory"]))
        let hit = try XCTUnwrap(run.load(file, contentHash: hash, module: "M", moduleLibraries: ["Swinject"]))
        XCTAssertEqual(hit.readReaching, ["Swinject"])
        XCTAssertEqual(hit.receiverTypes, ["Menu"])
        XCTAssertEqual(hit.facts.resolutions.count, analysis.facts.resolutions.count)
        XCTAssertEqual(hit.facts.registrations.count, 1, "`menu.register` may be Swinject's until the project says Menu is its own")
    }

    /// Truncated at every length, and with single bytes changed: never a crash; what
    /// does not decode is analyzed again, and the result is the fresh analysis.
    func testCorruptOrTruncatedPackIsIgnoredAndRecomputed() throws {
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
        let fresh = FileAnalysis.analyze(file, module: "M", skimmingBodies: true)
        store([file], in: cache())
        let packPath = directory + "/packs/" + (try XCTUnwrap(packNames.first))
        let good = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: packPath)))
        let expected = FactCache.encodeEntry(fresh, contentHash: hash, stamp: cache().stamp)
        XCTAssertTrue(loads(file, from: cache()))

        for length in 0..<good.count {
            try Data(good[..<length]).write(to: URL(fileURLWithPath: packPath))
            XCTAssertFalse(loads(file, from: cache()), "truncated to \(length)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2000 {
            var damaged = good
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0 ... 255, using: &generator)
            try Data(damaged).write(to: URL(fileURLWithPath: packPath))
            _ = loads(file, from: cache())
        }

        try Data(good[..<(good.count / 2)]).write(to: URL(fileURLWithPath: packPath))
        let analyzed = ParallelFileAnalysis.analyze([LoadedFile(file: file, contentHash: hash)], jobs: 1, cache: cache()) { _ in "M" }
        XCTAssertTrue(FactCache.encodeEntry(analyzed[0], contentHash: hash, stamp: cache().stamp) == expected, "recomputed")
        let reloaded = try XCTUnwrap(cache().load(file, contentHash: hash, module: "M"), "written again")
        XCTAssertTrue(FactCache.encodeEntry(reloaded, contentHash: hash, stamp: cache().stamp) == expected)
    }

    func testPruneKeepsOnlyTheNamedFilesEntriesOfThisStamp() throws {
        let kept = SourceFile(path: "Kept.swift", text: "struct K {}")
        let gone = SourceFile(path: "Gone.swift", text: "struct G {}")
        store([kept, gone], in: cache(version: "0"))
        store([kept, gone], in: cache())
        let legacy = directory + "/files"
        try FileManager.default.createDirectory(atPath: legacy, withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: legacy + "/0123456789abcdef"))
        try Data([1]).write(to: URL(fileURLWithPath: legacy + "/notes.txt"))
        try Data([1]).write(to: URL(fileURLWithPath: directory + "/packs/notes.txt"))
        let run = cache()
        run.storeRecord("last-run", key: 1, payload: [1])
        run.prune(keepingEntriesFor: [kept.path])

        XCTAssertTrue(loads(kept, from: cache()))
        XCTAssertFalse(loads(gone, from: cache()))
        XCTAssertFalse(loads(kept, from: cache(version: "0")), "another version's entries go")
        XCTAssertEqual(run.loadRecord("last-run", key: 1), [1], "records are not entries")
        XCTAssertEqual(packNames.count, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: legacy), ["notes.txt"], "the old layout's entries go, and only they")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/packs/notes.txt"))

        // A folder already holding just what is kept is left alone.
        let before = packNames
        let again = cache()
        XCTAssertTrue(loads(kept, from: again))
        again.prune(keepingEntriesFor: [kept.path])
        XCTAssertEqual(packNames, before)
    }

    /// A run stopped mid-write leaves its temporary file: a pruning run removes those an
    /// hour old, beside the packs and the records, and leaves younger ones (a write may
    /// still be going on) and every other name.
    func testPruneRemovesTemporariesARunLeftBehind() throws {
        let file = SourceFile(path: "A.swift", text: "struct A {}")
        store([file], in: cache())
        let packs = directory + "/packs"
        let old = Date(timeIntervalSinceNow: -2 * 3600)
        func write(_ path: String, modified: Date? = nil) throws {
            try Data([7]).write(to: URL(fileURLWithPath: path))
            if let modified { try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path) }
        }
        try write(packs + "/\(CachePack.newName()).tmp-4242-3141592653", modified: old)
        try write(directory + "/last-run.tmp-4242-17", modified: old)
        try write(packs + "/\(CachePack.newName()).tmp-4243-1")
        try write(packs + "/notes.tmp-old", modified: old)
        try write(packs + "/.tmp-1-2", modified: old)
        cache().prune(keepingEntriesFor: [file.path])

        let left = try FileManager.default.contentsOfDirectory(atPath: packs).filter { !CachePack.isPackName($0) }.sorted()
        XCTAssertEqual(left.count, 3, "\(left)")
        XCTAssertTrue(left.contains { $0.hasSuffix(".tmp-4243-1") }, "a young one stays: \(left)")
        XCTAssertTrue(left.contains("notes.tmp-old") && left.contains(".tmp-1-2"), "\(left)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/last-run.tmp-4242-17"))
        XCTAssertTrue(loads(file, from: cache()))
    }

    func testTemporaryNamesAreWriteAtomicallysOnly() {
        for name in ["x.pack.tmp-12-34", "last-run.tmp-1-0"] { XCTAssertTrue(FactCache.isTemporaryName(name), name) }
        for name in [".tmp-1-2", "x.tmp-12", "x.tmp-12-", "x.tmp--3", "x.tmp-1-2-3", "x.tmp-a-1", "x.pack", "tmp-1-2"] {
            XCTAssertFalse(FactCache.isTemporaryName(name), name)
        }
    }

    /// Runs over a part of a project do not prune, so each adds a pack; past the limit,
    /// a run writes every entry in one pack instead.
    func testPacksAreMergedPastTheLimit() {
        let files = (0...CacheRun.maximumPacks).map { SourceFile(path: "F\($0).swift", text: "struct S\($0) {}") }
        for (index, file) in files.enumerated() {
            store([file], in: cache())
            XCTAssertEqual(packNames.count, index < CacheRun.maximumPacks ? index + 1 : 1, "after run \(index)")
        }
        let reader = cache()
        for file in files { XCTAssertTrue(loads(file, from: reader), file.path) }
    }

    /// A file changed back to what an earlier run saw finds that run's entry, behind the
    /// newer one.
    func testAnOlderPacksEntryServesAFileChangedBack() {
        let first = SourceFile(path: "A.swift", text: "struct A {}")
        let second = SourceFile(path: "A.swift", text: "struct A { let b = 1 }")
        store([first], in: cache())
        store([second], in: cache())
        XCTAssertEqual(packNames.count, 2)
        XCTAssertTrue(loads(first, from: cache()))
        XCTAssertTrue(loads(second, from: cache()))
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
