import Analyzer
import DilintFacts
import DilintSyntax

/// Registered types whose construction resolves, eagerly, a chain that leads back to
/// themselves (SPEC §7).
public struct DependencyCycleRule: Rule {
    public static let description = RuleDescription(
        id: "dependency-cycle",
        defaultSeverity: .error,
        summary: "Registered types that need each other while being constructed",
        rationale: """
            When constructing A resolves B and constructing B resolves A, neither can ever be built: \
            the container recurses until it traps (Swinject after 200 levels, without saying which \
            types), or the stack overflows. Only eager resolutions count — in a factory closure, an \
            initializer, an autowired initializer parameter. Property or method injection after \
            construction (.initCompleted, .dependency, .injection, lazy, Lazy<T>, Provider<T>, \
            @LazyInjected) legally breaks a cycle, so a cycle through one of them is not reported.
            """,
        triggeringExamples: [
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                let b: B
                init(container: IContainer) { self.b = container.↓resolve() }
            }
            final class B: ISingleton {
                let a: A
                init(container: IContainer) { self.a = container.resolve() }
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol IPerRequest {}
            final class Loop: IPerRequest {
                let again: Loop
                init(container: IContainer) { again = container.↓resolve() }
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                let b: B
                init(container: IContainer) { b = container.↓resolve() }
            }
            final class B: ISingleton {
                let c: C
                init(container: IContainer) { c = container.resolve() }
            }
            final class C: ISingleton {
                let a: A
                init(container: IContainer) { a = container.resolve() }
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func add<T>(_ s: T) {}
                func get<T>() -> T? { nil }
            }
            final class Session {
                let cart: Cart = Locator.shared.↓get()!
            }
            final class Cart {
                let session: Session = Locator.shared.get()!
            }
            func setUp() {
                Locator.shared.add(Session())
                Locator.shared.add(Cart())
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class Nav: ISingleton {
                let p: Presenter
                init(container: IContainer) { let p: Presenter = container.↓resolve(); self.p = p }
            }
            final class Presenter: ISingleton {
                let n: Nav
                init(container: IContainer) { n = container.resolve() }
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                let b: B
                init(container: IContainer) { b = container.↓resolve() }
            }
            final class B: ISingleton {
                let a: A
                let c: C
                init(container: IContainer) { a = container.resolve(); c = container.↓resolve() }
            }
            final class C: ISingleton {
                let b: B
                init(container: IContainer) { b = container.resolve() }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                let b: B
                init(container: IContainer) { self.b = container.resolve() }
            }
            final class B: ISingleton {
                init(container: IContainer) {}
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                let b: B
                init(container: IContainer) { self.b = container.resolve() }
            }
            final class B: ISingleton {
                var a: A?
                let container: IContainer
                init(container: IContainer) { self.container = container }
                func start() { a = container.resolve() }
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                lazy var b: B = container.resolve()
                let container: IContainer
                init(container: IContainer) { self.container = container }
            }
            final class B: ISingleton {
                let a: A
                init(container: IContainer) { a = container.resolve() }
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                var onReady: (() -> Void)?
                init(container: IContainer) {
                    onReady = { let b: B = container.resolve(); _ = b }
                }
            }
            final class B: ISingleton {
                let a: A
                init(container: IContainer) { a = container.resolve() }
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func add<T>(_ s: T) {}
                func get<T>() -> T? { nil }
            }
            final class Session {
                func cart() -> Cart { Locator.shared.get()! }
            }
            final class Cart {
                let session: Session = Locator.shared.get()!
            }
            func setUp() {
                Locator.shared.add(Session())
                Locator.shared.add(Cart())
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class A: ISingleton {
                let b: B
                init(container: IContainer) { b = container.resolve() }
            }
            final class B: ISingleton {
                let c: C
                init(container: IContainer) { c = container.resolve() }
            }
            final class C: ISingleton {
                init(container: IContainer) {}
            }
            """,
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.project.graph
        var found: [Diagnostic] = []
        for cycle in Cycles.elementary(graph.eagerEdges, nodeCount: graph.providers.count) {
            // Report at the edge whose resolution comes first in the sources, and start the
            // path there, so the same cycle always reads the same way.
            let requests = cycle.map { graph.requests[$0.request] }
            guard let first = requests.indices.min(by: { requests[$0].resolution.location < requests[$1].resolution.location }) else { continue }
            let ordered = Array(cycle[first...] + cycle[..<first])
            let names = ordered.map { graph.providers[$0.from].displayName } + [graph.providers[ordered[0].from].displayName]
            let notes = ordered.map { edge -> DiagnosticNote in
                let request = graph.requests[edge.request]
                return DiagnosticNote(message: "constructing '\(graph.providers[edge.from].displayName)' resolves '\(request.type ?? "?")' here",
                                      location: request.resolution.location)
            }
            let head = graph.requests[ordered[0].request]
            found.append(diagnostic(
                "dependency cycle \(names.joined(separator: " → ")): each is resolved while the previous one is being constructed, so none can be built; break it with property or method injection after construction, or a Lazy/Provider wrapper",
                at: head.resolution.location, notes: notes, symbol: head.resolution.symbol, in: context))
        }
        return found
    }
}
