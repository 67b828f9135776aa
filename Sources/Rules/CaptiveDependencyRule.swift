import Analyzer
import DilintFacts
import DilintSyntax

/// A singleton that resolves, while it is constructed, something its scope meant to renew
/// or release, and so keeps the first one for ever (SPEC §7).
public struct CaptiveDependencyRule: Rule {
    public static let description = RuleDescription(
        id: "captive-dependency",
        defaultSeverity: .warning,
        summary: "A singleton built with a dependency whose scope meant to renew or release it",
        rationale: """
            A singleton lives as long as its container. What it resolves while it is constructed — \
            in its factory closure or its initializer — it keeps for that long. When that \
            dependency is registered in a scope that shares it only for a while (Swinject .weak or \
            a custom ObjectScope; Resolver's and Factory's .shared, .cached and custom scopes; \
            DITranquillity .perRun(.weak), .perContainer(.weak) and .custom; Dip .weakSingleton; \
            a conformance container's scoped protocol), the singleton holds on to the first \
            instance after the scope has moved on: a session cache that outlives the logout, a \
            cart draft shared by every order. A scope of the project's own declared with storage \
            that keeps its instance for good (Singleton(), ResolverScopeApplication(), \
            PermanentStorage) and never reset is a singleton's. A transient dependency built on the way holds it \
            too, so the path through one is reported. Resolving it later (property injection, \
            Lazy, Provider, a closure) or making the outer registration scoped fixes it. \
            Transient dependencies of a singleton live as long as it does too; they are reported \
            only with include_transient: true.
            """,
        options: [
            RuleOption(name: "include_transient", type: "boolean", defaultValue: "false",
                       summary: "Also report a singleton that resolves a transient (graph, unique, prototype) registration while it is constructed: it keeps that one instance for ever.",
                       placement: .underRule),
        ],
        triggeringExamples: [
            """
            import Swinject
            final class Session {}
            final class Feed {
                let session: Session
                init(session: Session) { self.session = session }
            }
            func assemble(_ container: Container) {
                container.register(Session.self) { _ in Session() }.inObjectScope(.weak)
                container.register(Feed.self) { r in Feed(session: r.↓resolve(Session.self)!) }
                    .inObjectScope(.container)
            }
            """,
            """
            import Resolver
            final class CartDraft {}
            final class Checkout {
                let draft: CartDraft
                init(draft: CartDraft) { self.draft = draft }
            }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { CartDraft() }.scope(.shared)
                    register { Checkout(draft: ↓resolve()) }.scope(.application)
                }
            }
            """,
            """
            import Factory
            final class TokenCache {}
            final class ApiClient {
                let tokens: TokenCache
                init(tokens: TokenCache) { self.tokens = tokens }
            }
            extension Container {
                var tokenCache: Factory<TokenCache> { self { TokenCache() }.cached }
                var apiClient: Factory<ApiClient> { self { ApiClient(tokens: self.↓tokenCache()) }.singleton }
            }
            """,
            """
            import DITranquillity
            final class Player {}
            final class Library {
                let player: Player
                init(player: Player) { self.player = player }
            }
            func configure(_ container: DIContainer) {
                container.register(Player.init).lifetime(.perContainer(.weak))
                container.register { Library(player: ↓$0) }.lifetime(.single)
            }
            """,
            """
            import Dip
            final class Location {}
            final class Map {
                let location: Location
                init(location: Location) { self.location = location }
            }
            func configure(_ container: DependencyContainer) {
                container.register(.weakSingleton) { Location() }
                container.register(.singleton) { Map(location: try container.↓resolve()) }
            }
            """,
            """
            import Swinject
            final class Session {}
            final class Formatter {
                let session: Session
                init(session: Session) { self.session = session }
            }
            final class Report {
                let formatter: Formatter
                init(formatter: Formatter) { self.formatter = formatter }
            }
            func assemble(_ container: Container) {
                container.register(Session.self) { _ in Session() }.inObjectScope(.weak)
                container.register(Formatter.self) { r in Formatter(session: r.resolve(Session.self)!) }
                container.register(Report.self) { r in Report(formatter: r.↓resolve(Formatter.self)!) }
                    .inObjectScope(.container)
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import Swinject
            final class Session {}
            final class Feed {
                let session: Session
                init(session: Session) { self.session = session }
            }
            func assemble(_ container: Container) {
                container.register(Session.self) { _ in Session() }.inObjectScope(.weak)
                container.register(Feed.self) { r in Feed(session: r.resolve(Session.self)!) }
            }
            """,
            """
            import Swinject
            final class Session {}
            final class Feed {
                var session: Session?
            }
            func assemble(_ container: Container) {
                container.register(Session.self) { _ in Session() }.inObjectScope(.weak)
                container.register(Feed.self) { _ in Feed() }
                    .inObjectScope(.container)
                    .initCompleted { r, feed in feed.session = r.resolve(Session.self) }
            }
            """,
            """
            import Swinject
            final class Clock {}
            final class Feed {
                let clock: Clock
                init(clock: Clock) { self.clock = clock }
            }
            func assemble(_ container: Container) {
                container.register(Clock.self) { _ in Clock() }
                container.register(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) }
                    .inObjectScope(.container)
            }
            """,
            """
            import Resolver
            final class CartDraft {}
            final class Checkout {
                let draft: CartDraft
                init(draft: CartDraft) { self.draft = draft }
            }
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { CartDraft() }.scope(.shared)
                    register { Checkout(draft: resolve()) }.scope(.shared)
                }
            }
            """,
            """
            import Factory
            final class TokenCache {}
            final class ApiClient {
                let tokens: TokenCache
                init(tokens: TokenCache) { self.tokens = tokens }
            }
            extension Container {
                var tokenCache: Factory<TokenCache> { self { TokenCache() }.singleton }
                var apiClient: Factory<ApiClient> { self { ApiClient(tokens: self.tokenCache()) }.singleton }
            }
            """,
            """
            import DITranquillity
            final class Player {}
            final class Library {
                let player: Lazy<Player>
                init(player: Lazy<Player>) { self.player = player }
            }
            func configure(_ container: DIContainer) {
                container.register(Player.init).lifetime(.perContainer(.weak))
                container.register { Library(player: $0) }.lifetime(.single)
            }
            """,
        ])

    public init() {}

    /// Transient registrations are walked through, as they are built on the way; this many
    /// at most.
    static let longestPath = 6

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.project.graph
        let includeTransient = context.configuration.rules[Self.id]?.option("include_transient")?.string == "true"
        let declared = Self.declaredScopes(context.project)
        return Self.captivePaths(in: graph, includingTransient: includeTransient, declaredScopes: declared, isTestCode: Self.testCode(context.project))
            .filter { !Self.isValue(graph.providers[$0.path[$0.path.count - 1].to], context.types) }
            .map { report($0.path, holder: $0.holder, graph, declared, context) }
    }

    /// Code that checks the app rather than runs in it (`TestFiles`), by file and module.
    public static func testCode(_ project: Project) -> (String, String) -> Bool {
        let importingTests = Set(project.files.lazy.filter { $0.outline.imports.contains { TestFiles.frameworks.contains($0.module) } }.map(\.path))
        return { file, module in
            importingTests.contains(file) || TestFiles.isTestCode(path: file, module: module, imports: [], in: project)
        }
    }

    /// A struct or enum: a scope cannot share it, each resolution copies it (Swinject's
    /// `.weak` holds no value type at all).
    static func isValue(_ provider: DIGraph.Provider, _ types: TypeTable) -> Bool {
        guard let built = provider.concrete, let id = types.type(named: TypeTable.withoutGenericArguments(built), module: provider.module)
                ?? types.type(named: TypeTable.withoutGenericArguments(built)) else { return false }
        return types[id].kind == .struct || types[id].kind == .enum
    }

    /// The project's own scopes, by name, as the files declare them. One declared with
    /// storage that keeps what it holds for good is shared for a while all the same when
    /// the code resets it (Swinject's `resetObjectScope(.session)`, Factory's and
    /// Resolver's `Scope.session.reset()`, `manager.reset(scope: .session)`).
    public static func declaredScopes(_ project: Project) -> [String: WrittenScope.Span] {
        var declared: [String: WrittenScope.Span] = [:]
        for file in project.files { declared.merge(file.facts.scopeDeclarations) { first, _ in first } }
        let kept = declared.filter { $0.value == .container }.keys
        guard !kept.isEmpty else { return declared }
        let reset = Set(project.files.lazy.flatMap(\.scopeResets))
        for name in kept where reset.contains(name) { declared[name] = .scoped }
        return declared
    }

    /// How long what a registration hands out lives: a scope of the project's own is as
    /// long-lived as the storage it is declared with, when the analyzed code declares it.
    static func span(of registration: Registration, _ declared: [String: WrittenScope.Span]) -> WrittenScope.Span? {
        if !declared.isEmpty, let spelling = registration.scope?.spelling, !spelling.contains("("),
           let name = spelling.split(separator: ".").last, let span = declared[String(name)] {
            return span
        }
        return registration.span
    }

    /// Each path by which a singleton (`holder`) keeps, from its construction, an instance
    /// meant to be renewed or released: eager edges through transient registrations built
    /// on the way, ending at a scoped one (or, `includingTransient`, at a transient one it
    /// resolves itself). `dilint graph` marks their edges.
    /// `isTestCode(file, module)`: code of a test target or folder, whose own containers the
    /// app's code never reaches.
    public static func captivePaths(in graph: DIGraph, includingTransient includeTransient: Bool,
                                    declaredScopes declared: [String: WrittenScope.Span] = [:],
                                    isTestCode: (String, String) -> Bool = { _, _ in false }) -> [(holder: Int, path: [DIGraph.Edge])] {
        // The edges leaving each provider, in the graph's order (by provider, then target):
        // a range of `eagerEdges` each.
        var edgesFrom: [Int: Range<Int>] = [:]
        var start = 0
        for index in graph.eagerEdges.indices where index + 1 == graph.eagerEdges.count || graph.eagerEdges[index + 1].from != graph.eagerEdges[index].from {
            edgesFrom[graph.eagerEdges[index].from] = start..<(index + 1)
            start = index + 1
        }
        // What each request holds: the span all its providers share. A request some
        // provider of which is not captive (an override for tests in the app's own code, say)
        // is not known to hold a captive one; what a test target registers in its own
        // containers says nothing of what the app's resolutions get.
        var requestSpans = [WrittenScope.Span??](repeating: nil, count: graph.requests.count)
        let providerSpans: [WrittenScope.Span?] = graph.providers.indices.map { Self.span(of: graph.providers[$0].registration, declared) }
        let testProviders = graph.providers.map { isTestCode($0.registration.location.file, $0.module) }
        func reaches(_ edge: DIGraph.Edge) -> Bool {
            !testProviders[edge.to] || isTestCode(graph.requests[edge.request].resolution.location.file, graph.requests[edge.request].module)
        }
        for edge in graph.eagerEdges where reaches(edge) {
            let span = providerSpans[edge.to]
            if let known = requestSpans[edge.request] {
                if known != span { requestSpans[edge.request] = .some(nil) }
            } else {
                requestSpans[edge.request] = .some(span)
            }
        }
        var found: [(holder: Int, path: [DIGraph.Edge])] = []
        for holder in edgesFrom.keys.sorted() where providerSpans[holder] == .container {
            // One finding a path of resolutions: a request two registrations of the scoped
            // type may answer is one site.
            var reported: Set<[Int]> = []
            var visited: Set<Int> = [holder]
            func walk(_ node: Int, _ path: [DIGraph.Edge]) {
                guard path.count < Self.longestPath, let range = edgesFrom[node] else { return }
                for edge in graph.eagerEdges[range].sorted(by: { $0.request < $1.request }) where !visited.contains(edge.to) && reaches(edge) {
                    let reached = path + [edge]
                    switch requestSpans[edge.request] ?? nil {
                    case .scoped?:
                        if reported.insert(reached.map(\.request)).inserted { found.append((holder, reached)) }
                    case .transient?:
                        if includeTransient, path.isEmpty, reported.insert(reached.map(\.request)).inserted { found.append((holder, reached)) }
                        visited.insert(edge.to)
                        walk(edge.to, reached)
                    default:
                        break
                    }
                }
            }
            walk(holder, [])
        }
        return found
    }

    private func report(_ path: [DIGraph.Edge], holder: Int, _ graph: DIGraph, _ declared: [String: WrittenScope.Span],
                        _ context: RuleContext) -> Diagnostic {
        let captive = graph.providers[path[path.count - 1].to]
        let outer = graph.providers[holder]
        let names = [Self.described(outer)] + path.map { Self.described(graph.providers[$0.to]) }
        let renewal = Self.span(of: captive.registration, declared) == .scoped
            ? "whose scope (\(Self.lifetime(captive))) meant to renew or release it"
            : "which is \(Self.lifetime(captive)), meant to be made anew for each resolution"
        var notes = [Self.lifetimeNote(outer, "a singleton")]
        for edge in path {
            notes.append(DiagnosticNote(message: "constructing '\(graph.providers[edge.from].displayName)' resolves '\(graph.providers[edge.to].displayName)' here",
                                        location: graph.requests[edge.request].resolution.location))
        }
        notes.append(Self.lifetimeNote(captive, Self.span(of: captive.registration, declared) == .scoped ? "scoped" : "transient"))
        let head = graph.requests[path[0].request]
        return diagnostic(
            "captive dependency \(names.joined(separator: " → ")): the singleton '\(outer.displayName)' keeps, for as long as its container lives, the '\(captive.displayName)' resolved while it is constructed, \(renewal); resolve it later (property injection, Lazy, Provider) or give '\(outer.displayName)' a shorter scope",
            at: head.resolution.location, notes: notes, symbol: head.resolution.symbol, in: context)
    }

    /// `Feed (.container)`, `Session (.weak)`.
    private static func described(_ provider: DIGraph.Provider) -> String {
        provider.displayName + " (" + (provider.registration.scope?.spelling ?? Self.lifetime(provider)) + ")"
    }

    private static func lifetime(_ provider: DIGraph.Provider) -> String {
        if let scope = provider.registration.scope { return scope.spelling }
        switch provider.registration.span {
        case .container?: return "a singleton"
        case .scoped?: return "scoped"
        default: return "transient"
        }
    }

    /// Where the lifetime is set: at its scope when the code writes one, else at the
    /// registration, whose lifetime is the library's default or its conformance's.
    private static func lifetimeNote(_ provider: DIGraph.Provider, _ kind: String) -> DiagnosticNote {
        guard let scope = provider.registration.scope else {
            return DiagnosticNote(message: "'\(provider.displayName)' is \(kind), registered here", location: provider.registration.location)
        }
        return DiagnosticNote(message: "'\(provider.displayName)' is \(kind): its scope \(scope.spelling) is set here", location: scope.location)
    }
}
