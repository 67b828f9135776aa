@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Files handed over before the module map is there wait, and are collected, in their
/// order, with the next file handed over with the map, or at `finish`.
final class CollectionInOrderTests: XCTestCase {
    let sources = [
        ("Orders/Cart.swift", "struct Cart {}\nextension Cart { struct Line {} }\n"),
        ("Orders/Checkout.swift", "final class Checkout {}\n"),
        ("Payments/Card.swift", "enum Card {}\nextension Cart.Line: Equatable {}\n"),
        ("Payments/Wallet.swift", "protocol Wallet {}\n"),
        ("Shipping/Parcel.swift", "actor Parcel {}\n"),
    ]

    var analyses: [FileAnalysis] {
        sources.map { FileAnalysis.analyze(SourceFile(path: $0.0, text: $0.1), module: "", skimmingBodies: true) }
    }

    /// Three targets, so that which file's module is handed over shows: without a
    /// description the files would be one module.
    var map: ModuleMap {
        let manifest = PackageManifestReader.read(text: """
            .target(name: "Orders", path: "Orders"), .target(name: "Payments", path: "Payments"), .target(name: "Shipping", path: "Shipping")
            """, path: "Package.swift")
        return ModuleMap(files: sources.map(\.0), manifests: [manifest])
    }

    func expectedTypes() -> [String] {
        var collector = TypeTable.Collector(collecting: analyses.map { ModuleFile(module: map.module(of: $0.path), syntax: $0.syntax) })
        return collector.finish(jobs: 1).types.map { "\($0.qualifiedName) \($0.module)" }
    }

    func testFilesWaitingForTheMapAreCollectedInOrderWhenItComes() {
        for mapArrivesAt in 0...sources.count {
            var collection = CollectionInOrder(expectedFiles: sources.count)
            for (index, analysis) in analyses.enumerated() {
                collection.add(analysis, modules: index >= mapArrivesAt ? map : nil)
            }
            var (collector, modules) = collection.finish(map)
            XCTAssertEqual(modules, ["Orders", "Orders", "Payments", "Payments", "Shipping"], "map at \(mapArrivesAt)")
            let types = collector.finish(jobs: 1).types.map { "\($0.qualifiedName) \($0.module)" }
            XCTAssertEqual(types, expectedTypes(), "map at \(mapArrivesAt)")
            XCTAssertTrue(types.contains("Cart.Line Orders"), "\(types)")
        }
    }

    func testFinishHandsOverEveryFileOnce() {
        var collection = CollectionInOrder()
        let all = analyses
        collection.add(all[0], modules: nil)
        collection.add(all[1], modules: map)
        collection.add(all[2], modules: nil)
        let (_, modules) = collection.finish(map)
        XCTAssertEqual(modules, ["Orders", "Orders", "Payments"])
        XCTAssertEqual(collection.finish(map).moduleOfFile, [])
    }
}
