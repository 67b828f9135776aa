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
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    let b: B\n    init(container: IContainer) { self.b = container.resolve() }\n}\nfinal class B: ISingleton {\n    let a: A\n    init(container: IContainer) { self.a = container.resolve() }\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol IPerRequest {}\nfinal class Loop: IPerRequest {\n    let again: Loop\n    init(container: IContainer) { again = container.resolve() }\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    let b: B\n    init(container: IContainer) { b = container.resolve() }\n}\nfinal class B: ISingleton {\n    let c: C\n    init(container: IContainer) { c = container.resolve() }\n}\nfinal class C: ISingleton {\n    let a: A\n    init(container: IContainer) { a = container.resolve() }\n}",
            "final class Locator {\n    static let shared = Locator()\n    func add<T>(_ s: T) {}\n    func get<T>() -> T? { nil }\n}\nfinal class Session {\n    let cart: Cart = Locator.shared.get()!\n}\nfinal class Cart {\n    let session: Session = Locator.shared.get()!\n}\nfunc setUp() {\n    Locator.shared.add(Session())\n    Locator.shared.add(Cart())\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class Nav: ISingleton {\n    let p: Presenter\n    init(container: IContainer) { let p: Presenter = container.resolve(); self.p = p }\n}\nfinal class Presenter: ISingleton {\n    let n: Nav\n    init(container: IContainer) { n = container.resolve() }\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    let b: B\n    init(container: IContainer) { b = container.resolve() }\n}\nfinal class B: ISingleton {\n    let a: A\n    let c: C\n    init(container: IContainer) { a = container.resolve(); c = container.resolve() }\n}\nfinal class C: ISingleton {\n    let b: B\n    init(container: IContainer) { b = container.resolve() }\n}",
        ],
        nonTriggeringExamples: [
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    let b: B\n    init(container: IContainer) { self.b = container.resolve() }\n}\nfinal class B: ISingleton {\n    init(container: IContainer) {}\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    let b: B\n    init(container: IContainer) { self.b = container.resolve() }\n}\nfinal class B: ISingleton {\n    var a: A?\n    let container: IContainer\n    init(container: IContainer) { self.container = container }\n    func start() { a = container.resolve() }\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    lazy var b: B = container.resolve()\n    let container: IContainer\n    init(container: IContainer) { self.container = container }\n}\nfinal class B: ISingleton {\n    let a: A\n    init(container: IContainer) { a = container.resolve() }\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    var onReady: (() -> Void)?\n    init(container: IContainer) {\n        onReady = { let b: B = container.resolve(); _ = b }\n    }\n}\nfinal class B: ISingleton {\n    let a: A\n    init(container: IContainer) { a = container.resolve() }\n}",
            "final class Locator {\n    static let shared = Locator()\n    func add<T>(_ s: T) {}\n    func get<T>() -> T? { nil }\n}\nfinal class Session {\n    func cart() -> Cart { Locator.shared.get()! }\n}\nfinal class Cart {\n    let session: Session = Locator.shared.get()!\n}\nfunc setUp() {\n    Locator.shared.add(Session())\n    Locator.shared.add(Cart())\n}",
            "protocol IContainer { func resolve<T>() -> T }\nprotocol ISingleton {}\nfinal class A: ISingleton {\n    let b: B\n    init(container: IContainer) { b = container.resolve() }\n}\nfinal class B: ISingleton {\n    let c: C\n    init(container: IContainer) { c = container.resolve() }\n}\nfinal class C: ISingleton {\n    init(container: IContainer) {}\n}",
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
