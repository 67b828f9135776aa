@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// The manifest reader and module map over the exported corpus of real packages.
final class ProjectCorpusTests: XCTestCase {
    static func manifests() throws -> [PackageManifest] {
        let root = try CorpusLocator.root()
        let enumerator = FileManager.default.enumerator(atPath: root)
        var manifests: [PackageManifest] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix("Package.swift") || (relative as NSString).lastPathComponent.hasPrefix("Package@swift") else { continue }
            guard let manifest = PackageManifestReader.read(path: root + "/" + relative) else { continue }
            manifests.append(manifest)
        }
        return manifests.sorted { $0.path < $1.path }
    }

    func testEveryCorpusManifestReads() throws {
        let all = try Self.manifests()
        XCTAssertGreaterThan(all.count, 10)
        let root = try CorpusLocator.root()
        let nio = try XCTUnwrap(all.first { $0.path == root + "/swift-nio/Package.swift" })
        let nioTargets = Set(nio.targets.map(\.name))
        for name in ["NIOCore", "NIOPosix", "NIOEmbedded", "NIOHTTP1", "CNIOLinux", "NIOTests", "NIOCoreTests"] {
            XCTAssertTrue(nioTargets.contains(name), "swift-nio is missing \(name)")
        }
        XCTAssertEqual(nio.target(named: "NIO")?.dependencies, ["NIOCore", "NIOEmbedded", "NIOPosix"])
        XCTAssertEqual(nio.target(named: "_NIOConcurrency")?.dependencies, ["NIO", "NIOCore"])
        XCTAssertEqual(nio.target(named: "NIOPosix")?.dependencies.contains("NIOCore"), true)
        XCTAssertEqual(nio.target(named: "NIOCoreTests")?.kind, .test)
        XCTAssertEqual(nio.packageName, "swift-nio")

        let swinject = try XCTUnwrap(all.first { $0.path == root + "/Swinject/Package.swift" })
        XCTAssertEqual(Set(swinject.targets.map(\.name)), ["Swinject", "SwinjectTests"])

        let syntax = try XCTUnwrap(all.first { $0.path == root + "/swift-syntax/Package.swift" })
        XCTAssertTrue(syntax.targets.contains { $0.name == "SwiftSyntax" })
        XCTAssertTrue(syntax.targets.contains { $0.kind == .macro || $0.kind == .test })
    }

    func testCorpusFilesGoToTheirTargets() throws {
        let root = try CorpusLocator.root()
        let files = try CorpusLocator.swiftFiles()
        let rootManifests = try Self.manifests().filter { PackageManifestReader.isManifest(path: $0.path) }
        let started = Date()
        let map = ModuleMap(files: files, roots: [root], manifests: rootManifests)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(map.moduleByFile.count, files.count)
        if let file = files.first(where: { $0.hasPrefix(root + "/swift-nio/Sources/NIOCore/") }) {
            XCTAssertEqual(map.module(of: file), "NIOCore")
        }
        if let file = files.first(where: { $0.hasPrefix(root + "/swift-nio/Tests/NIOPosixTests/") }) {
            XCTAssertEqual(map.module(of: file), "NIOPosixTests")
        }
        if let file = files.first(where: { $0.hasPrefix(root + "/Swinject/Sources/") }) {
            XCTAssertEqual(map.module(of: file), "Swinject")
        }
        XCTAssertTrue(map.modules.contains("SwiftSyntax509"), "a target with a literal path:")
        // Every module with files is a target or a top-level folder, never an empty name.
        XCTAssertFalse(map.modules.contains(""))
    }
}

