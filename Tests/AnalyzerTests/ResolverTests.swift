@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// What the fact marks of `Fixtures/Containers/Resolver` do not state: which container each
/// fact belongs to, the edges the DI graph draws, and the import gate.
final class ResolverTests: XCTestCase {
    static func facts(_ text: String, imports: String = "import Resolver\n") -> ContainerFacts {
        FileAnalysis.analyze(SourceFile(path: "App.swift", text: imports + text), module: "App").facts
    }

    func testStaticMainAndMockContainers() {
        let facts = Self.facts("""
        extension Resolver: ResolverRegistering {
            public static func registerAllServices() {
                register { SystemClock() as Clock }
                main.register { SystemClock() as Clock }
                mock.register { SystemClock() as Clock }
                Resolver.mock.register { SystemClock() as Clock }
            }
        }
        final class Screen {
            @Injected(container: .mock) var clock: Clock
            func show(resolver: Resolver) { let c: Clock = resolver.resolve() }
        }
        """)
        XCTAssertEqual(facts.registrations.map(\.container), [.shared, .shared, .variable("Resolver.mock"), .variable("Resolver.mock")])
        XCTAssertEqual(facts.resolutions.map(\.container), [.unknown, .variable("Resolver.mock")])
    }

    func testFactoryResolutionsAreEagerEdgesAndResolvePropertiesDeferred() {
        let files = [
            FileAnalysis.analyze(SourceFile(path: "App.swift", text: """
            import Resolver
            protocol Clock {}
            final class SystemClock: Clock { var session: Session?; init(session: Session) {} }
            final class Session { var clock: Clock?; init() {} }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { SystemClock(session: resolve()) as Clock }
                    register { Session() }.resolveProperties { _, s in s.clock = resolve() }
                }
            }
            """), module: "App"),
        ]
        let graph = Project(files: files).graph
        let names = { (edge: DIGraph.Edge) in graph.providers[edge.from].types[0] + "->" + graph.providers[edge.to].types[0] }
        XCTAssertEqual(graph.eagerEdges.map(names), ["Clock->Session"])
        XCTAssertEqual(graph.deferredEdges.map(names), ["Session->Clock"])
    }

    /// An injected property is requested by whatever provider builds its type: by the
    /// concrete type it constructs, or by its key when what it builds is not known.
    func testInjectedPropertiesAreRequestedByTheProvidersOfTheirType() {
        let files = [
            FileAnalysis.analyze(SourceFile(path: "App.swift", text: """
            import Resolver
            protocol Clock {}
            final class SystemClock: Clock { @Injected var session: Session }
            final class Session { @LazyInjected var clock: Clock }
            final class Audit { @Injected var clock: Clock }
            final class Unbuilt { @Injected var audit: Audit }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { SystemClock() as Clock }
                    register { Session() }
                    register(Audit.self) { makeAudit() }
                    register(name: "backup") { Session() }
                }
            }
            """), module: "App"),
        ]
        let graph = Project(files: files).graph
        let names = { (edge: DIGraph.Edge) in
            graph.providers[edge.from].types[0] + "#\(edge.from)->" + graph.providers[edge.to].types[0] + "#\(edge.to)"
        }
        XCTAssertEqual(graph.requests.map { $0.owners }, [[0], [1, 3], [2], []])
        XCTAssertEqual(graph.eagerEdges.map(names), ["Clock#0->Session#1", "Audit#2->Clock#0"])
        XCTAssertEqual(graph.deferredEdges.map(names), ["Session#1->Clock#0", "Session#3->Clock#0"])
    }

    func testWithoutTheImportNothingIsResolver() {
        let facts = Self.facts("""
        extension Resolver {
            static func registerAllServices() { register { SystemClock() as Clock } }
        }
        final class Screen {
            @Injected var clock: Clock
            let c: Clock = Resolver.resolve()
        }
        """, imports: "")
        XCTAssertTrue(facts.registrations.allSatisfy { $0.dialect != .resolver })
        XCTAssertTrue(facts.resolutions.allSatisfy { $0.dialect != .resolver })
    }
}
