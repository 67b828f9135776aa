@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// What the fact marks of `Fixtures/Containers/Dip` do not state: which container each fact
/// belongs to, the import gate, and the corpus figures of Resolver and Dip.
final class DipTests: XCTestCase {
    static func facts(_ text: String, imports: String = "import Dip\n") -> ContainerFacts {
        FileAnalysis.analyze(SourceFile(path: "App.swift", text: imports + text), module: "App").facts
    }

    func testConfiguredPropertiesAndLocalsAreTheirOwnContainers() {
        let facts = Self.facts("""
        final class App {
            let container = DependencyContainer { c in
                unowned let dip = c
                c.register { SystemClock() as Clock }
                dip.register { Session() }.resolvingProperties { c, s in s.clock = try c.resolve() }
            }
            func widget() {
                let local = DependencyContainer()
                local.register { SystemClock() as Clock }
                let clock = try! local.resolve() as Clock
            }
        }
        """)
        XCTAssertEqual(facts.registrations.map(\.container), [.variable("App.container"), .variable("App.container"), .local(file: "App.swift", function: "App.widget()", name: "local")])
        XCTAssertEqual(facts.resolutions.map(\.container), [.variable("App.container"), .local(file: "App.swift", function: "App.widget()", name: "local")])
    }

    func testWithoutTheImportNothingIsDip() {
        let facts = Self.facts("""
        let container = DependencyContainer { c in c.register(.singleton) { SystemClock() as Clock } }
        let clock = try container.resolve() as Clock
        """, imports: "")
        XCTAssertTrue(facts.registrations.allSatisfy { $0.dialect != .dip })
        XCTAssertTrue(facts.resolutions.allSatisfy { $0.dialect != .dip })
    }

    /// Packages that use no container yield no Resolver or Dip fact.
    func testCorpusHasNoResolverOrDipFacts() throws {
        for package in ["swift-nio", "vapor", "swift-syntax"] {
            var count = 0
            for path in try CorpusLocator.swiftFiles(under: package) {
                let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
                guard bytes.count < 2_000_000 else { continue }
                let facts = FileAnalysis.analyze(SourceFile(path: path, bytes: bytes), module: package).facts
                count += facts.registrations.filter { [.resolver, .dip].contains($0.dialect) }.count
                count += facts.resolutions.filter { [.resolver, .dip].contains($0.dialect) }.count
            }
            print("\(package): \(count) Resolver/Dip facts")
            XCTAssertEqual(count, 0, package)
        }
    }
}
