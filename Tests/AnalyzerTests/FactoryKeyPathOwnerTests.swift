import XCTest
@testable import Analyzer

/// `@Injected(\.key)` whose root (Factory's `Container` by default) declares no such key:
/// the key's type comes from the one other type that declares a property of that name.
final class FactoryKeyPathOwnerTests: XCTestCase {
    func requestedTypes(_ extra: String = "") -> [String?] {
        let source = """
        import Factory
        protocol Ledger {}
        final class CloudLedger: Ledger {}
        final class ReportsContainer: SharedContainer {
            static let shared = ReportsContainer()
            let manager = ContainerManager()
        }
        extension ReportsContainer {
            var ledger: Factory<Ledger> { self { CloudLedger() } }
            func audit() -> Int { 0 }
        }
        final class Screen {
            @Injected(\\.ledger) var ledger
        }
        \(extra)
        """
        let file = FileAnalysis.analyze(SourceFile(path: "Keys.swift", bytes: Array(source.utf8)), module: "App")
        return Project(files: [file]).graph.requests.filter { $0.resolution.name == "ledger" }.map(\.type)
    }

    func testAKeyDeclaredOnAnotherContainerGivesItsType() {
        XCTAssertEqual(requestedTypes(), ["Ledger"])
    }

    func testAKeyTwoContainersDeclareWithDifferentTypesStaysUntyped() {
        XCTAssertEqual(requestedTypes("""
        final class ArchiveContainer: SharedContainer {
            static let shared = ArchiveContainer()
            let manager = ContainerManager()
        }
        extension ArchiveContainer {
            var ledger: Factory<CloudLedger> { self { CloudLedger() } }
        }
        """), [nil])
    }

    func testAMethodOfTheKeysNameIsNoKey() {
        XCTAssertEqual(requestedTypes("""
        final class Printer {
            func ledger() -> Int { 0 }
        }
        """), ["Ledger"])
    }
}
