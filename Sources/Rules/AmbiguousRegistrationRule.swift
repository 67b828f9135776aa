import Analyzer
import DilintFacts
import DilintSyntax

/// Several registrations of one key where the container cannot, or silently does, pick
/// one (SPEC §7).
public struct AmbiguousRegistrationRule: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-registration",
        defaultSeverity: .error,
        summary: "One type registered several times with no default, or registered again so that it silently replaces the first",
        rationale: """
            DITranquillity refuses to choose between several registrations of one type unless one \
            is marked default (.default(), .asDefault()); resolving a single instance then fails \
            at run time, and two defaults are as bad as none. Swinject, Resolver, Dip and \
            dictionary-backed locators do the opposite: a second registration of the same key \
            silently replaces the first, so the code that registered the first never runs. \
            Resolving many (**!, many(), resolveMany) is never ambiguous; registrations in \
            mutually exclusive branches never conflict, and a registration made again inside an \
            if or a switch case that the first is not in is an override chosen for that mode (UI \
            tests, a demo), not reported.
            """,
        triggeringExamples: [
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            protocol Logger {}
            final class A: Logger {}
            final class B: Logger {}
            func setUp() {
                Locator.shared.addService(A() as Logger)
                Locator.shared.↓addService(B() as Logger)
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            final class Clock {}
            func setUp() {
                Locator.shared.addService(Clock())
                Locator.shared.↓addService(Clock())
            }
            """,
            """
            final class AppLocator {
                static let shared = AppLocator()
                func register<T>(_ s: T) {}
            }
            protocol Api {}
            final class Live: Api {}
            final class Stub: Api {}
            func configure() {
                AppLocator.shared.register(Live() as Api)
                #if DEBUG
                AppLocator.shared.↓register(Stub() as Api)
                #endif
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func put<T>(_ s: T) {}
            }
            protocol Store {}
            final class Disk: Store {}
            func setUp() {
                let disk = Disk()
                Locator.shared.put(disk as Store)
                Locator.shared.↓put(Disk() as Store)
            }
            """,
            """
            final class ServiceLocator {
                static let shared = ServiceLocator()
                func addService<T>(_ s: T) {}
            }
            protocol A {}
            protocol B {}
            final class X: A, B {}
            func setUp() {
                ServiceLocator.shared.addService(X() as A)
                ServiceLocator.shared.addService(X() as B)
                ServiceLocator.shared.↓addService(X() as A)
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func set<T>(_ s: T) {}
            }
            struct Config {}
            func setUp(demo: Bool) {
                if demo { Locator.shared.set(Config()) }
                Locator.shared.↓set(Config())
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            protocol Logger {}
            final class A: Logger {}
            func setUp() {
                Locator.shared.addService(A() as Logger)
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            protocol Api {}
            final class Live: Api {}
            final class Stub: Api {}
            func setUp() {
                #if DEBUG
                Locator.shared.addService(Stub() as Api)
                #else
                Locator.shared.addService(Live() as Api)
                #endif
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            protocol Api {}
            final class Live: Api {}
            final class Stub: Api {}
            func setUpApp() { Locator.shared.addService(Live() as Api) }
            func setUpTests() { Locator.shared.addService(Stub() as Api) }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            protocol A {}
            protocol B {}
            final class X: A, B {}
            func setUp() {
                Locator.shared.addService(X() as A)
                Locator.shared.addService(X() as B)
            }
            """,
            """
            protocol ISingleton {}
            final class Api: ISingleton {}
            final class Cache: ISingleton {}
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            struct Settings {}
            func setUp(flag: Bool) {
                #if os(iOS)
                Locator.shared.addService(Settings())
                #elseif os(macOS)
                Locator.shared.addService(Settings())
                #endif
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
            }
            protocol Api {}
            final class Live: Api {}
            final class Stub: Api {}
            func setUp(uiTesting: Bool) {
                Locator.shared.addService(Live() as Api)
                if uiTesting {
                    Locator.shared.addService(Stub() as Api)
                }
            }
            """,
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.project.graph
        // Providers by id: a copy of one retains every part of its registration.
        var groups: [GroupKey: [Int]] = [:]
        for id in graph.providers.indices where graph.providers[id].registration.dialect.keysCanCollide
            && graph.providers[id].registration.name != Registration.nameKnownAtRunTime {
            for key in graph.providers[id].keys {
                groups[GroupKey(provider: graph.providers[id], key: key), default: []].append(id)
            }
        }
        var found: [Diagnostic] = []
        // Only keys registered more than once, each spelled once: spelled in the comparison,
        // it was spelled at every step of the sort.
        let ordered = groups.compactMap { $0.value.count > 1 ? (sortKey: $0.key.sortKey, group: $0.key, members: $0.value) : nil }
            .sorted { $0.sortKey < $1.sortKey }
        // The resolutions of each key, in the graph's order, listed once: each ambiguous
        // key scanned every request, and DITranquillity's suite has hundreds of keys
        // among 11,800 resolutions.
        var requestsByKey: [DIGraph.Key: [Int]]?
        // Resolutions written outside any factory, of every key, by place: they run where
        // they are written, and may run the factories that resolve inside.
        var direct: [Int]?
        // Those of them of a type not known, which may be of any key.
        var untyped: [Int] = []
        var places = RequestPlaces(ranks: [])
        for (_, group, members) in ordered {
            let providers = members.sorted { graph.providers[$0].registration.location < graph.providers[$1].registration.location }
                .map { graph.providers[$0] }
            if requestsByKey == nil { requestsByKey = graph.requestIDsByKey() }
            if group.dialect.laterRegistrationReplaces {
                if direct == nil {
                    places = RequestPlaces(graph)
                    direct = places.byPlace(graph.requests.indices.filter { graph.requests[$0].owners.isEmpty })
                    untyped = direct?.filter { if case .unknown = graph.requests[$0].resolution.demand { return true } else { return false } } ?? []
                }
                found += overrides(providers, key: group.key, requests: requestsByKey?[group.key] ?? [], requestsByKey: requestsByKey ?? [:],
                                   direct: direct ?? [], untyped: untyped, places: places, graph: graph, context)
            } else {
                found += missingDefault(providers, key: group.key, requests: requestsByKey?[group.key] ?? [], graph: graph, context)
            }
        }
        return found
    }

    /// How far back, among the group's registrations in source order, a registration is
    /// compared: a key registered thousands of times would otherwise cost their square
    /// in time, and in notes. The registrations one replaces sit just before it in
    /// real code; one further back is not looked for (a finding missed, never a wrong one).
    static let comparedBack = 64
    /// Notes of one replacement, at most: the first registration it replaces and the
    /// nearest ones. A key registered 100,000 times in one function gave 6.4 million
    /// notes (1 GB of JSON) with all 64.
    static let notesPerReplacement = 10

    /// Last-wins containers: every registration that replaces an earlier, compatible one.
    /// A registration made again after the key was resolved in the same function is the
    /// test's "override" idiom, deliberate: not reported. `requests`: the key's, in order;
    /// `direct`: every request outside a factory, by place; `untyped`, those of them
    /// of a type not known, which may be of this key (Dip's `validate()` is of every key).
    private func overrides(_ providers: [DIGraph.Provider], key: DIGraph.Key, requests: [Int], requestsByKey: [DIGraph.Key: [Int]],
                           direct: [Int], untyped: [Int], places: RequestPlaces, graph: DIGraph,
                           _ context: RuleContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        // By place, so that those between two registrations are found by bisection: a key
        // resolved thousands of times is asked about for each pair. A resolution inside a
        // factory runs when that factory does: it counts only when some resolution outside
        // any factory, which may run it, comes between too.
        let resolved = places.byPlace(requests.filter { graph.requests[$0].owners.isEmpty })
        let resolvedInFactories = places.byPlace(requests.filter { !graph.requests[$0].owners.isEmpty })
        // A factory that resolves the key runs where its own type is resolved: such a
        // resolution between the two registrations uses the first, wherever the factory is written.
        var runnerIDs: [Int] = []
        for owner in Set(requests.flatMap { graph.requests[$0].owners }) {
            for ownerKey in graph.providers[owner].keys {
                for id in requestsByKey[ownerKey] ?? [] where graph.requests[id].owners.isEmpty { runnerIDs.append(id) }
            }
        }
        let runners = places.byPlace(runnerIDs)
        for (index, later) in providers.enumerated() {
            // Nearest first, by index, read where they lie: a provider copied out retains a dozen references.
            let earlier: [Int] = providers.withUnsafeBufferPointer { providers in
                var earlier: [Int] = []
                for other in Self.compared(with: index, in: providers, graph: graph)
                where graph.configureOneContainer(providers[other].registration, later.registration)
                    && !ConditionalBranch.areExclusive(providers[other].registration.conditions, later.registration.conditions)
                    && !Self.overridesUnderCondition(providers[other].registration, later.registration, graph: graph)
                    && !Self.namedInTwoModules(providers[other].registration, later.registration, key: key)
                    && !Self.emptiedBetween(providers[other].registration, later.registration, graph: graph) {
                    if Self.resolvedBetween(providers[other].registration, later.registration, resolved: resolved, graph: graph)
                        || Self.resolvedBetween(providers[other].registration, later.registration, resolved: untyped, graph: graph)
                        || Self.resolvedBetween(providers[other].registration, later.registration, resolved: runners, graph: graph)
                        || (Self.resolvedBetween(providers[other].registration, later.registration, resolved: resolvedInFactories, graph: graph)
                            && Self.resolvedBetween(providers[other].registration, later.registration, resolved: direct, graph: graph)) {
                        break
                    }
                    earlier.append(other)
                }
                return earlier
            }
            guard let nearest = earlier.first, !Self.resolvedAfterInOneTest(later.registration, resolved: resolved, graph: graph) else { continue }
            let replaced = providers[nearest]
            let noted = earlier.count <= Self.notesPerReplacement ? earlier
                : Array(earlier.prefix(Self.notesPerReplacement - 1)) + [earlier[earlier.count - 1]]
            found.append(diagnostic(
                "\(key) is registered again here and silently replaces the registration at \(replaced.registration.location.file):\(replaced.registration.location.line); \(later.registration.dialect.displayName) keeps only the last registration of a key — remove one, or give them different names",
                at: later.registration.location,
                notes: noted.reversed().map { DiagnosticNote(message: "\(key) is first registered here", location: providers[$0].registration.location) },
                symbol: later.registration.symbol, in: context))
        }
        return found
    }

    /// DITranquillity: several providers and a single resolution need exactly one default,
    /// among the providers in the resolution's container (a provider that cannot be in it
    /// is not counted). `requests`: the indices of the graph's requests of `key`, in order.
    private func missingDefault(_ providers: [DIGraph.Provider], key: DIGraph.Key, requests: [Int], graph: DIGraph,
                                _ context: RuleContext) -> [Diagnostic] {
        func notes(_ providers: [DIGraph.Provider]) -> [DiagnosticNote] {
            providers.prefix(NoteLimit.perFinding).map { DiagnosticNote(message: "\(key) is provided by '\($0.displayName)' here" + ($0.registration.isDefault ? " (marked default)" : ""), location: $0.registration.location) }
        }
        var found: [Diagnostic] = []
        let defaults = providers.filter(\.registration.isDefault)
        if let (first, second) = Self.firstPairInOneContainer(defaults, key: key, graph) {
            let inThatContainer = providers.filter { graph.shareContainer($0.registration, first.registration) != false }
            let defaultsThere = inThatContainer.filter(\.registration.isDefault).count
            found.append(diagnostic("\(key) has \(defaultsThere) registrations marked default; the container cannot choose between them — keep one default",
                                    at: second.registration.location, notes: notes(inThatContainer), symbol: second.registration.symbol, in: context))
        }
        let dialect = providers[0].registration.dialect
        // Which registrations may answer depends only on the resolution's container and
        // test method (`shareContainer`): worked out once for each, not for each of the
        // thousands of resolutions of a key a test suite makes.
        var ambiguousFor: [ResolutionSite: [DIGraph.Provider]?] = [:]
        // The providers' places, test methods worked out, once for all the key's resolutions.
        let providerPlaces = providers.map { graph.place(ofProvider: $0.id, workingOutTestMethod: true) }
        for id in requests {
            let resolution = graph.requests[id].resolution
            guard !resolution.isMany, resolution.dialect == dialect, graph.requests[id].module == providers[0].module else { continue }
            let site = ResolutionSite(container: resolution.container, testMethod: resolution.symbol.flatMap(DIGraph.testMethod(in:)).map { String($0) ?? "" },
                                      framework: resolution.framework)
            guard let candidates = ambiguousFor.remembered(site, {
                Self.ambiguousCandidates(providers, at: providerPlaces, for: resolution, at: graph.place(ofRequest: id, workingOutTestMethod: true), key: key, graph)
            }) else { continue }
            found.append(diagnostic("\(key) is resolved here but \(candidates.count) registrations provide it and none is marked default; mark one with .default() (.asDefault()), give them names or tags, or resolve many",
                                    at: resolution.location, notes: notes(candidates), symbol: resolution.symbol, in: context))
        }
        return found
    }

    /// What `DIGraph.shareContainer` and the framework looked in first read of a resolution.
    private struct ResolutionSite: Hashable {
        var container: ContainerHint
        var testMethod: String?
        var framework: String?
    }

    /// The registrations that may answer the resolution when more than one may and none is
    /// the default; nil when the resolution is not ambiguous.
    private static func ambiguousCandidates(_ providers: [DIGraph.Provider], at places: [ContainerPlace], for resolution: Resolution,
                                            at place: ContainerPlace, key: DIGraph.Key, _ graph: DIGraph) -> [DIGraph.Provider]? {
        // Where some registrations are known to be in the resolution's container, those;
        // a registration whose container is unknown is not counted against them.
        // By index: a copy of a provider retains every part of its registration.
        let relations = places.withUnsafeBufferPointer { places in providers.indices.map { graph.shareContainer(place, places[$0]) } }
        let known = relations.contains(true)
        var chosen = providers.indices.filter { known ? relations[$0] == true : relations[$0] != false }
        // DITranquillity looks a component's dependencies up in its own framework first, and
        // `resolve(from: F.self)` in F.
        if resolution.dialect == .diTranquillity, let first = Self.frameworkLookedInFirst(resolution) {
            let own = chosen.filter { providers[$0].registration.container == first }
            if !own.isEmpty { chosen = own }
        }
        guard chosen.count > 1, !chosen.contains(where: { providers[$0].registration.isDefault }) else { return nil }
        let candidates = chosen.map { providers[$0] }
        // Two registrations merely not known apart, for a resolution whose container is not
        // known either, are a guess: two that share one container are a finding.
        guard firstPairInOneContainer(candidates, key: key, graph, surely: !known) != nil else { return nil }
        return candidates
    }

    /// Candidates for a conflict: one dialect, one module, one key. Last-wins containers
    /// further need the two registrations to configure one container (`overrides`).
    private struct GroupKey: Hashable {
        var dialect: Dialect
        var module: String
        var key: DIGraph.Key
        /// The runtime arguments' types, else their count; a registration whose arguments
        /// are unknown conflicts with nothing.
        var arguments: String

        init(provider: DIGraph.Provider, key: DIGraph.Key) {
            dialect = provider.registration.dialect
            module = provider.module
            self.key = key
            let registration = provider.registration
            // Only Swinject and Dip make runtime arguments part of the key.
            guard dialect == .swinject || dialect == .dip else {
                arguments = ""
                return
            }
            arguments = provider.argumentTypes.map { $0.joined(separator: ",") }
                ?? registration.argumentCount.map { "#\($0)" }
                ?? "unknown@\(registration.location.file):\(registration.location.line):\(registration.location.column)"
        }

        var sortKey: String { "\(dialect.rawValue)|\(module)|\(key.type)|\(key.name ?? "")|\(arguments)" }
    }
}
