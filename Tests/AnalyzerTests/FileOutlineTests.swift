@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// What a file's own pass records of its imports and declarations for the driver and
/// the rules (`FileOutline`), so that neither reads its syntax tree.
final class FileOutlineTests: XCTestCase {
    static let wiring = SourceFile(path: "Sources/App/Wiring.swift", text: """
        import Swinject
        import struct FactoryKit.Injected
        #if DEBUG
        @testable import Checkout
        #endif
        typealias Dependency = Injected
        typealias Count = Int
        extension Container {
            func registerCheckout() {}
        }
        @propertyWrapper struct Provided<Service> {
            var wrappedValue: Service { fatalError() }
        }
        enum Wiring {
            static func resolve<Service>(_ type: Service.Type = Service.self) -> Service { fatalError() }
            struct Stage {}
        }
        final class ShopContainer: Container {}
        extension Basket { final class Line {} }
        func makePricing() -> Pricing { Pricing() }
        func make<Made>() -> Made { fatalError() }
        func warmUp() {}
        """)

    func testTheOutlineHoldsWhatTheProjectAsksOfTheDeclarations() {
        let outline = FileAnalysis.analyze(Self.wiring, module: "App", skimmingBodies: true).outline
        XCTAssertEqual(outline.imports.map(\.module), ["Swinject", "FactoryKit", "Checkout"])
        XCTAssertEqual(outline.imports.map(\.conditions.count), [0, 0, 1])
        XCTAssertEqual(outline.factoryWrapperAliases, [FileOutline.WrapperAlias(alias: "Dependency", wrapper: "Injected")])
        XCTAssertTrue(outline.extendsContainer)
        XCTAssertTrue(outline.declaresGenericWrapper)
        XCTAssertTrue(outline.mayDeclareForwarder)
        XCTAssertEqual(Set(outline.typeNames), ["Provided", "Wiring", "Stage", "Line"])
        XCTAssertEqual(Set(outline.containerNames), ["ShopContainer", "Container"])
        XCTAssertEqual(outline.functionResults.map(\.name), ["makePricing"])
        XCTAssertEqual(outline.functionResults.map(\.type.description), ["Pricing"])
    }

    /// The cache writes the outline field by field: what it reads back is what the pass found.
    func testTheCacheKeepsTheOutline() throws {
        let analysis = FileAnalysis.analyze(Self.wiring, module: "App", skimmingBodies: true)
        let hash = ContentHash.of(Self.wiring.bytes)
        let entry = FactCache.encodeEntry(analysis, contentHash: hash, stamp: "s")
        let read = try entry.withUnsafeBytes { raw in
            try FactCache.decodeEntry(raw, file: Self.wiring, contentHash: hash, stamp: "s", module: "App")
        }
        XCTAssertEqual(read.outline, analysis.outline)
        XCTAssertEqual(read.outline.functionResults.count, 1)
    }

    func testAFileDeclaringNoneOfItHasAnEmptyOutline() {
        let file = SourceFile(path: "Sources/App/Format.swift", text: """
        import Foundation
        struct Format {
            func price(_ cents: Int) -> String { String(cents) }
        }
        """)
        let outline = FileAnalysis.analyze(file, module: "App", skimmingBodies: true).outline
        XCTAssertEqual(outline.imports.map(\.module), ["Foundation"])
        XCTAssertFalse(outline.extendsContainer || outline.declaresGenericWrapper || outline.mayDeclareForwarder)
        XCTAssertEqual(outline.typeNames, ["Format"])
        XCTAssertTrue(outline.factoryWrapperAliases.isEmpty && outline.containerNames.isEmpty && outline.functionResults.isEmpty)
    }

    /// A name one file declares as a container and another as a plain type stays possible
    /// as a container: the project's receivers are told apart from every file's outline.
    func testForeignReceiversJoinTheOutlines() {
        let plain = FileAnalysis.analyze(SourceFile(path: "A.swift", text: "struct Registry {}\nstruct Toolbox {}\n"), module: "App").outline
        let container = FileAnalysis.analyze(SourceFile(path: "B.swift", text: "extension Registry: Resolving {}\n"), module: "App").outline
        XCTAssertEqual(ForeignReceivers([plain, container]).typeNames, ["Toolbox"])
        XCTAssertEqual(ForeignReceivers([plain]).typeNames, ["Registry", "Toolbox"])
    }
}
