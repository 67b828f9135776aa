@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// The edges Factory keys make between each other: a key calling another key while it builds
/// is eager (the cycle rule's material); a `.decorator` runs after construction.
final class FactoryGraphTests: XCTestCase {
    func graph() -> DIGraph {
        let source = """
        import Factory
        protocol Left {}
        protocol Right {}
        final class LeftImpl: Left { init(right: Right) {} }
        final class RightImpl: Right { init(left: Left) {} }
        extension Container {
            var left: Factory<Left> { self { LeftImpl(right: self.right()) } }
            var right: Factory<Right> { self { RightImpl(left: Container.shared.left()) }.decorator { _ in _ = self.left() } }
        }
        final class Screen {
            @Injected(\\.left) var left
            @LazyInjected(\\.right) var right
        }
        extension Container {
            var screen: Factory<Screen> { self { Screen() } }
        }
        """
        let file = FileAnalysis.analyze(SourceFile(path: "Keys.swift", bytes: Array(source.utf8)), module: "App")
        return Project(files: [file]).graph
    }

    func name(_ graph: DIGraph, _ id: Int) -> String { graph.providers[id].registration.name ?? "?" }

    func testKeysCallingKeysAreEagerEdges() {
        let graph = graph()
        let eager = Set(graph.eagerEdges.map { "\(name(graph, $0.from))→\(name(graph, $0.to))" })
        let deferred = Set(graph.deferredEdges.map { "\(name(graph, $0.from))→\(name(graph, $0.to))" })
        XCTAssertEqual(eager, ["left→right", "right→left", "screen→left"])
        XCTAssertEqual(deferred, ["right→left", "screen→right"])
    }
}
