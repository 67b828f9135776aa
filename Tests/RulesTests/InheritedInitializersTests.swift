import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import XCTest

/// A resolution passed to an initializer a class inherits is typed by the superclass's
/// parameter; an inheritance cycle in broken code ends the search instead of looping.
final class InheritedInitializersTests: XCTestCase {
    func testTheNearestSuperclassWithAnInitializerTypesTheArgument() {
        let source = SourceFile(path: "Screens.swift", text: """
            import Resolver
            protocol Clock {}
            class Screen { init(clock: Clock) {} }
            class ListScreen: Screen {}
            final class NewsScreen: ListScreen {}
            class Loop: Knot {}
            class Knot: Loop {}
            final class Tangle: Loop {}
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { NewsScreen(clock: resolve()) }
                    register { Tangle(clock: resolve()) }
                }
            }
            """)
        let requests = Linter.run(sources: [source]).project.graph.requests
        XCTAssertEqual(requests.map { $0.type ?? "unknown" }, ["Clock", "unknown"])
    }
}
