@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

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

    /// Each key path looks its name up among the owner's properties (`PropertiesByName`,
    /// listed once per owner): every key gets its own type, whatever its place.
    func testEveryKeyOfAContainerWithManyGetsItsOwnType() {
        let count = 300
        var source = "import Factory\n"
        for index in 0..<count { source += "protocol Service\(index) {}\n" }
        source += "extension Container {\n"
        for index in 0..<count { source += "    var service\(index): Factory<Service\(index)> { self { fatalError() } }\n" }
        source += "    var service7: Factory<Service0> { self { fatalError() } }\n}\nfinal class Screen {\n"
        for index in [0, 1, 150, count - 1, 7] { source += "    @Injected(\\.service\(index)) var s\(index)\n" }
        source += "}\n"
        let file = FileAnalysis.analyze(SourceFile(path: "Keys.swift", bytes: Array(source.utf8)), module: "App")
        let types = Project(files: [file]).graph.requests.filter { $0.resolution.name?.hasPrefix("service") == true }.map { [$0.resolution.name ?? "", $0.type ?? "untyped"] }
        XCTAssertEqual(types, [["service0", "Service0"], ["service1", "Service1"], ["service150", "Service150"],
                               ["service\(count - 1)", "Service\(count - 1)"], ["service7", "untyped"]],
                       "a key declared twice with two types stays untyped")
    }
}
