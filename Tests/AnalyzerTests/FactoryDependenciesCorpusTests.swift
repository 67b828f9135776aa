@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// Factory and swift-dependencies over the exported corpus: swift-dependencies' tests give
/// facts; packages that use no container give none. Set `DILINT_CORPUS` to the corpus folder.
final class FactoryDependenciesCorpusTests: XCTestCase {
    static let dialects: Set<Dialect> = [.factory, .swiftDependencies]

    struct Counts: CustomStringConvertible {
        var providers = 0
        var requests = 0
        var untyped = 0
        var description: String { "\(providers) registrations, \(requests) resolutions (\(untyped) untyped)" }
    }

    static func counts(_ package: String) throws -> Counts {
        let root = try CorpusLocator.root() + "/" + package
        let paths = try CorpusLocator.swiftFiles(under: package)
        let files = paths.map { path in
            FileAnalysis.analyze(SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data())), module: "")
        }
        let graph = Project(files: files, roots: [root]).graph
        var counts = Counts()
        counts.providers = graph.providers.filter { dialects.contains($0.registration.dialect) }.count
        let requests = graph.requests.filter { dialects.contains($0.resolution.dialect) }
        counts.requests = requests.count
        counts.untyped = requests.filter { $0.type == nil }.count
        return counts
    }

    func testSwiftDependenciesGivesFacts() throws {
        let counts = try Self.counts("swift-dependencies")
        print("swift-dependencies: \(counts)")
        XCTAssertGreaterThan(counts.providers, 0)
        XCTAssertGreaterThan(counts.requests, 0)
    }

    func testPackagesWithoutContainersGiveNone() throws {
        for package in ["swift-nio", "vapor", "swift-syntax"] {
            let counts = try Self.counts(package)
            print("\(package): \(counts)")
            XCTAssertEqual(counts.providers + counts.requests, 0, package)
        }
    }
}
