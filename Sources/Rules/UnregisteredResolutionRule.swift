import Analyzer
import DilintFacts
import DilintSyntax

/// A resolution asks for a type (and name) that no registration provides (SPEC §7).
public struct UnregisteredResolutionRule: Rule {
    public static let description = RuleDescription(
        id: "unregistered-resolution",
        defaultSeverity: .error,
        summary: "A type is resolved from a container or locator but nothing registers it",
        rationale: """
            A container hands out only what was registered into it; asking for anything else \
            returns nil, throws or traps — at run time, on the first screen that asks, often on a \
            user's device. dilint matches every resolution against every registration: the type \
            itself, its aliases (.implements, .as, .asType, `X() as P`), conformance to a \
            registering protocol, and `assume_registered`. Factory keys and swift-dependencies \
            values are left to the compiler, which already refuses a key that does not exist. \
            A result handled as optional (if let, \
            guard let, ??, try?, a `T?` annotation) is reported as a warning: it does not crash, but \
            the feature behind it silently does nothing.
            """,
        // What `check` reads of the configuration; the page lists it.
        options: [
            RuleOption(name: "assume_registered", type: "list of type names", defaultValue: "[]",
                       summary: "Types provided by code dilint does not see (a host app, a framework's own container): a resolution of one is never reported. A name matches the resolved type's full name or its last dotted component, so `Analytics` also covers `App.Analytics`.",
                       placement: .topLevel),
        ],
        triggeringExamples: [
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
                func getService<T>() -> T? { nil }
            }
            protocol Clock {}
            protocol Network {}
            final class SystemClock: Clock {}
            func setUp() { Locator.shared.addService(SystemClock() as Clock) }
            final class Screen {
                let network: Network = Locator.shared.↓getService()!
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
                func getService<T>() -> T? { nil }
            }
            protocol Clock {}
            protocol Network {}
            func setUp() { Locator.shared.addService(1 as Clock) }
            func show() {
                guard let n: Network = Locator.shared.↓getService() else { return }
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class Api: ISingleton {}
            final class Cache {}
            final class Screen: ISingleton {
                let cache: Cache
                init(container: IContainer) { self.cache = container.↓resolve() }
            }
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol IPerRequest {}
            final class Store {}
            final class ListVM: IPerRequest {
                init(container: IContainer) { let s: Store = container.↓resolve() }
            }
            """,
            """
            final class ServiceLocator {
                static let shared = ServiceLocator()
                func addService<T>(_ s: T) {}
                func getService<T>() -> T? { nil }
            }
            protocol A {}
            protocol B {}
            func setUp() { ServiceLocator.shared.addService(0 as A) }
            let b = ServiceLocator.shared.↓getService() as B?
            """,
            """
            final class AppLocator {
                static let shared = AppLocator()
                func put<T>(_ s: T) {}
                func get<T>(_ t: T.Type) -> T? { nil }
            }
            protocol Logger {}
            protocol Loger {}
            func setUp() { AppLocator.shared.put(0 as Logger) }
            let l = AppLocator.shared.↓get(Loger.self)!
            """,
        ],
        nonTriggeringExamples: [
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
                func getService<T>() -> T? { nil }
            }
            protocol Clock {}
            final class SystemClock: Clock {}
            func setUp() { Locator.shared.addService(SystemClock() as Clock) }
            let c: Clock = Locator.shared.getService()!
            """,
            """
            protocol IContainer { func resolve<T>() -> T }
            protocol ISingleton {}
            final class Api: ISingleton {}
            final class Screen: ISingleton {
                let api: Api
                init(container: IContainer) { self.api = container.resolve() }
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func getService<T>() -> T? { nil }
            }
            protocol Clock {}
            let c: Clock? = Locator.shared.getService()
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
                func getService<T>() -> T? { nil }
            }
            func setUp() { Locator.shared.addService(1) }
            func get<T>() -> T? { Locator.shared.getService() }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
                func getService<T>() -> T? { nil }
            }
            protocol Clock {}
            func setUp() { Locator.shared.addService(1 as Clock) }
            let untyped = Locator.shared.getService()
            """,
            """
            final class Locator {
                static let shared = Locator()
                func addService<T>(_ s: T) {}
                func getService<T>() -> T? { nil }
            }
            protocol Clock {}
            typealias Time = Clock
            func setUp() { Locator.shared.addService(1 as Clock) }
            let c: Time = Locator.shared.getService()!
            """,
            """
            import DITranquillity
            import Vault

            // `Vault.shared` is declared in code dilint does not read: its type may be
            // VaultStore, so VaultStore is not known to be missing.
            final class Settings {
                init(store: VaultStore) {}
            }
            final class AppFramework: DIFramework {
                static func load(container: DIContainer) {
                    container.register { Vault.shared }
                    container.register(Settings.init)
                }
            }
            """,
        ])

    public init() {}

    /// Spelling comparisons for "did you mean" notes in one run, at most: each type nothing
    /// provides is compared with every provided one, which thousands of each would square.
    static let nearMatchBudget = 2_000_000

    /// What a request's findings depend on besides the request itself: one lookup each,
    /// however many requests ask the same.
    private struct Candidates: Hashable {
        var key: DIGraph.Key
        var dialect: Dialect
        var module: String
    }

    /// The type asked for, whatever its name: the notes on its other registrations.
    struct TypeQuestion: Hashable {
        var type: String
        var dialect: Dialect
        var module: String
    }

    /// A type's spelling, for the registered types spelled close to it, which do not
    /// depend on the module (the notes on them do).
    private struct Spelling: Hashable {
        var type: String
        var dialect: Dialect
    }

    /// What the requests of one key, dialect and module were answered: the providers, and
    /// for each number and list of argument types asked, whether the providers take them.
    /// One hash a request: the argument questions of a key are few, and compared in turn.
    private struct Answers {
        var providers: [Int]
        var mismatches: [(count: Int, types: [String]?, mismatch: ArgumentMatching.Mismatch?)] = []
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.project.graph
        let modules = context.project.modules
        let assumed = Set(context.configuration.assumeRegistered)
        var found: [Diagnostic] = []
        // Sorted once, not for each request nothing provides.
        let providedTypes = graph.providedTypes
        var answersFor: [Candidates: Answers] = [:]
        var otherProvidersFor: [TypeQuestion: [Int]] = [:]
        var otherRegistrationsFor: [NotePlace: [DiagnosticNote]] = [:]
        var nearFor: [Spelling: [String]] = [:]
        var nearNotesFor: [TypeQuestion: [DiagnosticNote]] = [:]
        var nearBudget = Self.nearMatchBudget
        var requestsByKey: [DIGraph.Key: [Int]]?
        // Factory keys and swift-dependencies values are checked by the compiler: a key
        // path or key that does not exist does not build, so none can be missing at run time.
        for index in graph.requests.indices
        where !graph.requests[index].resolution.isMany && !graph.requests[index].resolution.dialect.isCheckedByTheCompiler {
            guard let key = graph.requests[index].key, key.name != Registration.nameKnownAtRunTime else { continue }
            // Read in place: most requests have a provider, and a copy retains every part.
            let dialect = graph.requests[index].resolution.dialect
            let module = graph.requests[index].module
            guard graph.hasRegistrations(in: dialect),
                  assumed.isEmpty || (!assumed.contains(key.type) && !assumed.contains(NameBytes.lastDottedPart(key.type) ?? "")),
                  !dialect.providesItself(key, inFactory: graph.requests[index].resolution.owner != .none) else { continue }
            let candidates = Candidates(key: key, dialect: dialect, module: module)
            var answers = answersFor[candidates] ?? Answers(providers: graph.providerIDs(of: key, dialect: dialect, visibleFrom: module))
            var providers = answers.providers
            // Dip falls back from a tag nothing registers to the untagged registration of
            // the same container: one known to be, or one in the same file that may be (an
            // `Injected<T>(tag:)` property beside the test that registers T). Per request,
            // not remembered.
            if providers.isEmpty, key.name != nil, dialect == .dip {
                providers = graph.providerIDs(of: DIGraph.Key(type: key.type, name: nil), dialect: .dip, visibleFrom: module)
                    .filter { id in
                        let registration = graph.providers[id].registration
                        switch graph.shareContainer(graph.requests[index].resolution, registration) {
                        case true?: return true
                        case nil: return registration.location.file == graph.requests[index].resolution.location.file
                        case false?: return false
                        }
                    }
            }
            let (count, types) = (graph.requests[index].resolution.argumentCount, graph.requests[index].argumentTypes)
            let mismatch: ArgumentMatching.Mismatch?
            if let asked = answers.mismatches.first(where: { $0.count == count && $0.types == types }) {
                mismatch = asked.mismatch
            } else {
                // Asked first here: the answer, made with this request's providers, serves
                // every later request asking the same.
                mismatch = ArgumentMatching.mismatch(graph.requests[index], providers, in: graph, types: context.types)
                answers.mismatches.append((count, types, mismatch))
                answersFor[candidates] = answers
            }
            if let mismatch {
                found.append(report(graph.requests[index], message: "\(key) is resolved here with \(mismatch.requested) but is registered only with \(mismatch.registered)",
                                    notes: providers.prefix(NoteLimit.perFinding).map { registeredNote(graph.providers[$0]) }, context))
                continue
            }
            guard providers.isEmpty else { continue }
            let request = graph.requests[index]
            if let asked = key.name, Self.mayBeNamedSo(asked, type: key.type, request, graph) { continue }
            // A registration whose type nobody can name may be what is asked: not known to be missing.
            guard graph.unknownProviderIDs(mayAnswer: request, key: key).isEmpty else { continue }
            if request.resolution.dialect == .dip {
                if requestsByKey == nil { requestsByKey = graph.requestIDsByKey() }
                guard !Self.builtOnlyWithArguments(request, graph, requestsByKey ?? [:]) else { continue }
            }
            let asked = TypeQuestion(type: key.type, dialect: request.resolution.dialect, module: request.module)
            let place = NotePlace(question: asked, container: request.resolution.container, file: request.resolution.location.file,
                                  symbol: request.resolution.symbol)
            var notes = otherRegistrationsFor.remembered(place) {
                let others = otherProvidersFor.remembered(asked) { graph.providerIDs(ofType: key.type, dialect: request.resolution.dialect) }
                return Self.nearestFirst(others, to: request, in: graph).prefix(NoteLimit.perFinding).map { id in
                    let provider = graph.providers[id]
                    let elsewhere = graph.visibility.canShare(provider.module, request.module) ? "" : " in '\(provider.module)', a target this one neither depends on nor is used by,"
                    return DiagnosticNote(message: "'\(key.type)' is registered" + (provider.registration.name.map { " under the name \"\($0)\"" } ?? " without a name") + elsewhere + " here",
                                          location: provider.registration.location)
                }
            }
            let spellings = nearFor.remembered(Spelling(type: key.type, dialect: request.resolution.dialect)) {
                NearMatches.types(near: key.type, in: providedTypes, budget: &nearBudget)
            }
            notes += nearNotesFor.remembered(asked) {
                // A type registered only in a target this one cannot share a container with
                // (another sample app of the repository) is not what was meant.
                spellings.compactMap { near in
                    graph.providers(ofType: near, dialect: request.resolution.dialect)
                        .first { graph.visibility.canShare($0.module, request.module) && !modules.areApart($0.module, request.module) }
                        .map { provider in
                            DiagnosticNote(message: "did you mean '\(near)'? it is registered here", location: provider.registration.location)
                        }
                }
            }
            notes += request.owners.prefix(3).map { owner in
                let provider = graph.providers[owner]
                return DiagnosticNote(message: "requested while constructing '\(provider.displayName)', registered here", location: provider.registration.location)
            }
            found.append(report(request, message: "\(key) is resolved here but no registration provides it", notes: notes, context))
        }
        return found
    }

    /// Dip: a factory whose parameters have no written types (`{ Imp(delegate: $0) }`)
    /// takes them as runtime arguments; the container fills them (auto-wiring) only when
    /// the type is resolved without arguments. Resolved only with them, it asks nothing.
    private static func builtOnlyWithArguments(_ request: DIGraph.Request, _ graph: DIGraph, _ byKey: [DIGraph.Key: [Int]]) -> Bool {
        guard !request.owners.isEmpty else { return false }
        return request.owners.allSatisfy { owner in
            let provider = graph.providers[owner]
            guard provider.registration.argumentTypes == nil else { return false }
            let uses = provider.keys.flatMap { byKey[$0] ?? [] }.filter { !graph.requests[$0].owners.contains(owner) }
            return !uses.isEmpty && uses.allSatisfy { graph.requests[$0].resolution.argumentCount > 0 }
        }
    }

    private func report(_ request: DIGraph.Request, message: String, notes: [DiagnosticNote], _ context: RuleContext) -> Diagnostic {
        let handled = request.resolution.handling == .optional
        return diagnostic(message + (handled ? " (the result is handled as optional, so this does not crash, but nothing is resolved)" : ""),
                          at: request.resolution.location, notes: notes, symbol: request.resolution.symbol,
                          in: context, severity: handled ? .warning : .error)
    }

    private func registeredNote(_ provider: DIGraph.Provider) -> DiagnosticNote {
        DiagnosticNote(message: "registered with \(Self.arguments(of: provider)) here", location: provider.registration.location)
    }

    /// Their types when known for each; else how many (a DITranquillity factory's
    /// `arg($0)` has no written type), as the finding's message counts them.
    static func arguments(of provider: DIGraph.Provider) -> String {
        let count = provider.registration.argumentCount
        if let types = provider.argumentTypes, types.count == count ?? types.count {
            return types.isEmpty ? "no arguments" : "arguments (\(types.joined(separator: ", ")))"
        }
        guard let count else { return "unknown arguments" }
        return count == 0 ? "no arguments" : "\(count) argument\(count == 1 ? "" : "s")"
    }
}

extension Dialect {
    var isCheckedByTheCompiler: Bool { self == .factory || self == .swiftDependencies }

    /// What the library's container answers without a registration: Swinject's container
    /// resolves `Resolver` (itself) and, inside a factory, the `GraphIdentifier` of the
    /// object graph being built.
    func providesItself(_ key: DIGraph.Key, inFactory: Bool) -> Bool {
        guard self == .swinject, key.name == nil else { return false }
        switch key.type {
        case "Resolver", "Swinject.Resolver": return true
        case "GraphIdentifier", "Swinject.GraphIdentifier": return inFactory
        default: return false
        }
    }
}

extension DIGraph.Provider {
    /// How messages name a provider: the type it builds, else its key.
    public var displayName: String { concrete ?? types.first ?? registration.key.description }
}
