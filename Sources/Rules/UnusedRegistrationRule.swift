import Analyzer
import DilintFacts
import DilintSyntax

/// A registration no resolution in the analyzed code asks for (SPEC §7).
public struct UnusedRegistrationRule: Rule {
    public static let description = RuleDescription(
        id: "unused-registration",
        defaultSeverity: .warning,
        summary: "A registration that no resolution asks for",
        rationale: """
            Registrations nothing resolves pile up in long-lived apps: they hide which services \
            the app really uses, keep dead code compiled and built, and make every change to \
            the container look riskier than it is. A registration counts as used when any \
            resolution in the analyzed code may ask for it — by type and name, as an \
            initializer parameter the container fills, by key path, through a property wrapper \
            or a forwarder, or by resolving many. dilint stays silent where it cannot be sure: a \
            container some resolution of unknown type may ask, an assembly no code in sight \
            applies (a library's, handed to an app dilint does not read), a registration whose \
            type or name is known only at run time, test code, and the types listed under \
            ignore.
            """,
        options: [
            RuleOption(name: "ignore", type: "list of type names", defaultValue: "[]",
                       summary: "Registered types never reported: those resolved by code dilint does not analyze (another repository, a plug-in, reflection).",
                       placement: .underRule),
        ],
        triggeringExamples: [
            """
            import Swinject
            protocol Api {}
            final class LiveApi: Api {}
            final class ImageCache {}
            func assemble(_ container: Container) {
                container.register(Api.self) { _ in LiveApi() }
                container.↓register(ImageCache.self) { _ in ImageCache() }
            }
            func start(_ container: Container) {
                let api = container.resolve(Api.self)!
                _ = api
            }
            """,
            """
            import Swinject
            final class Clock {}
            func assemble(_ container: Container) {
                container.register(Clock.self) { _ in Clock() }
                container.↓register(Clock.self, name: "utc") { _ in Clock() }
            }
            func start(_ container: Container) {
                _ = container.resolve(Clock.self)
            }
            """,
            """
            import Resolver
            final class Analytics {}
            final class Tracker {}
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Analytics() }
                    ↓register { Tracker() }
                }
            }
            final class Screen {
                @Injected var analytics: Analytics
            }
            """,
            """
            import DITranquillity
            final class Player {}
            final class Recorder {}
            func configure(_ container: DIContainer) {
                container.register(Player.init)
                container.↓register(Recorder.init)
            }
            func play(_ container: DIContainer) {
                let player: Player = container.resolve()
                _ = player
            }
            """,
            """
            import Dip
            final class Location {}
            final class Compass {}
            func configure(_ container: DependencyContainer) {
                container.register { Location() }
                container.↓register { Compass() }
            }
            func locate(_ container: DependencyContainer) {
                let location = try! container.resolve() as Location
                _ = location
            }
            """,
            """
            final class Locator {
                static let shared = Locator()
                func add<T>(_ s: T) {}
                func get<T>() -> T? { nil }
            }
            final class Session {}
            final class Legacy {}
            func setUp() {
                Locator.shared.add(Session())
                Locator.shared.↓add(Legacy())
            }
            func current() -> Session? { Locator.shared.get() }
            """,
        ],
        nonTriggeringExamples: [
            """
            import Swinject
            final class Clock {}
            final class Feed {
                init(clock: Clock) {}
            }
            func assemble(_ container: Container) {
                container.register(Clock.self) { _ in Clock() }
                container.register(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) }
            }
            func start(_ container: Container) {
                _ = container.resolve(Feed.self)
            }
            """,
            """
            import Swinject
            protocol Plugin {}
            final class Share: Plugin {}
            final class Print: Plugin {}
            func assemble(_ container: Container) {
                container.register(Plugin.self, name: "share") { _ in Share() }
                container.register(Plugin.self, name: "print") { _ in Print() }
            }
            func plugin(_ container: Container, named name: String) -> Plugin? {
                container.resolve(Plugin.self, name: name)
            }
            """,
            """
            import Factory
            final class Api {}
            extension Container {
                var api: Factory<Api> { self { Api() } }
            }
            final class Screen {
                @Injected(\\.api) var api
            }
            """,
            """
            import DITranquillity
            final class Player {}
            final class Library {
                init(player: Player) {}
            }
            func configure(_ container: DIContainer) {
                container.register(Player.init)
                container.register(Library.init)
            }
            func open(_ container: DIContainer) {
                let library: Library = container.resolve()
                _ = library
            }
            """,
            """
            import Resolver
            final class Analytics {}
            extension Resolver: ResolverRegistering {
                public static func registerAllServices() {
                    register { Analytics() }
                }
            }
            final class Screen {
                @LazyInjected var analytics: Analytics
            }
            """,
            """
            import Swinject
            public final class Clock {}
            public final class TimeAssembly: Assembly {
                public init() {}
                public func assemble(container: Container) {
                    container.register(Clock.self) { _ in Clock() }
                }
            }
            """,
        ])

    public init() {}

    private struct GroupKey: Hashable {
        var file: String
        var localID: Int
    }

    /// A resolution's question, hashed by a digest of its strings: Swift's own hashing of
    /// the type, name and module was most of the rule's time on a suite of 12,000
    /// resolutions.
    private struct Question: Hashable {
        let key: DIGraph.Key
        let dialect: Dialect
        let module: String
        let anyName: Bool
        let digest: UInt64

        init(key: DIGraph.Key, dialect: Dialect, module: String, anyName: Bool) {
            self.key = key
            self.dialect = dialect
            self.module = module
            self.anyName = anyName
            var digest = ContentHash.of(utf8: key.type) &* 31 &+ (key.name.map { ContentHash.of(utf8: $0) } ?? 1)
            digest = digest &* 31 &+ ContentHash.of(utf8: module)
            digest = digest &* 31 &+ ContentHash.of(utf8: dialect.rawValue) &+ (anyName ? 1 : 0)
            self.digest = digest
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (a: Question, b: Question) -> Bool {
            a.digest == b.digest && a.key == b.key && a.dialect == b.dialect && a.module == b.module && a.anyName == b.anyName
        }
    }

    public func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.project.graph
        let option = context.configuration.rules[Self.id]?.option("ignore")
        let ignored = Set(option?.sequence?.compactMap(\.string) ?? option?.string.map { [$0] } ?? [])
        var (used, untyped) = Self.uses(in: graph)
        if !context.project.templates.isEmpty {
            untyped.removeAll { context.project.isInTemplateBody(graph.requests[$0].resolution.symbol) }
        }
        // A registration and the ones its library adds for its named aliases are one: a use
        // of any is a use of all.
        let groups = Self.aliasGroups(in: graph)
        for members in groups.values where members.count > 1 && members.contains(where: { used[$0] }) {
            for id in members { used[id] = true }
        }
        let applied = Set(context.files.flatMap { $0.facts.containerGroups.joined() })
        let registering = Set(graph.providers.indices.filter { !used[$0] }.map { graph.providers[$0].registration.location.file })
        let imports = Dictionary(context.files.filter { registering.contains($0.path) }.map { ($0.path, $0.outline.imports.map(\.module)) }, uniquingKeysWith: { first, _ in first })
        var candidates: [Int] = []
        var testFiles: [String: Bool] = [:]
        for id in graph.providers.indices where !used[id] {
            let provider = graph.providers[id]
            let registration = provider.registration
            // swift-dependencies picks a key's live, test or preview value by context, and
            // the compiler checks every key path: no value is "resolved" one by one.
            guard registration.dialect != .swiftDependencies, !registration.madeOutside, provider.unknownType == nil,
                  registration.name != Registration.nameKnownAtRunTime,
                  !Self.isEager(registration), !testFiles.remembered(registration.location.file, { isTestCode(provider, context, imports) }),
                  !escapes(registration, applied),
                  !(provider.types + [provider.concrete].compactMap { $0 }).contains(where: { ignored.contains($0) || ignored.contains(NameBytes.lastDottedPart($0) ?? $0) }),
                  !untyped.contains(where: { Self.mayAsk(request: $0, for: id, in: graph) }) else { continue }
            candidates.append(id)
        }
        // A Factory key is a property: a key path to it handed to any function, or a call
        // on `Self.shared`, uses it. Spelled anywhere but its declaration, it may be used.
        let keyNames = Set(candidates.compactMap { graph.providers[$0].registration.dialect == .factory ? graph.providers[$0].registration.name : nil })
        let mentioned = context.project.spelledMoreThanOnce(keyNames)
        var found: [Diagnostic] = []
        for id in candidates {
            let provider = graph.providers[id]
            let registration = provider.registration
            if registration.dialect == .factory, let name = registration.name, mentioned.contains(name) { continue }
            // A named alias nothing uses is told at its registration, once.
            if let original = registration.aliasOf, groups[GroupKey(file: registration.location.file, localID: original)]?
                .contains(where: { graph.providers[$0].registration.aliasOf == nil }) == true { continue }
            let key = provider.keys.first.map(\.description) ?? "'\(registration.key)'"
            found.append(diagnostic(
                "\(key) is registered here but nothing in the analyzed code resolves it; remove the registration, or list the type under ignore if code dilint does not read resolves it",
                at: registration.location, symbol: registration.symbol, in: context))
        }
        return found
    }

    /// Which providers some resolution may ask for, and the resolutions of a type not known.
    private static func uses(in graph: DIGraph) -> (used: [Bool], untyped: [Int]) {
        var used = [Bool](repeating: false, count: graph.providers.count)
        var untyped: [Int] = []
        // Asked once for each key, dialect, module and kind: thousands of resolutions ask a few.
        var asked: Set<Question> = []
        var genericProviders: [String: [Int]]?
        for index in graph.requests.indices {
            guard let key = graph.requests[index].key else { untyped.append(index); continue }
            let dialect = graph.requests[index].resolution.dialect
            let module = graph.requests[index].module
            let anyName = graph.requests[index].resolution.isMany || key.name == Registration.nameKnownAtRunTime
            guard asked.insert(Question(key: key, dialect: dialect, module: module, anyName: anyName)).inserted else { continue }
            var answering = anyName
                ? graph.providerIDs(ofType: key.type, dialect: dialect).filter { graph.visibility.canShare(graph.providers[$0].module, module) }
                : graph.providerIDs(of: key, dialect: dialect, visibleFrom: module)
            // Dip falls back from a tag nothing registers to the untagged registration.
            if key.name != nil, dialect == .dip {
                answering += graph.providerIDs(of: DIGraph.Key(type: key.type, name: nil), dialect: .dip, visibleFrom: module)
            }
            // A name written as a constant may hold the literal another side writes. (A
            // Factory key's name is a property's, which the compiler checks.)
            if let name = key.name, !anyName, !dialect.isCheckedByTheCompiler {
                let constant = UnregisteredResolutionRule.isConstantName(name)
                answering += graph.providerIDs(ofType: key.type, dialect: dialect).filter { id in
                    guard let other = graph.providers[id].registration.name, other != Registration.nameKnownAtRunTime else { return false }
                    return UnregisteredResolutionRule.isConstantName(other) != constant && graph.visibility.canShare(graph.providers[id].module, module)
                }
            }
            // `Store<State>` inside a generic type: any `Store<…>` may be what is asked.
            if key.type.utf8.contains(UInt8(ascii: "<")) {
                if genericProviders == nil { genericProviders = Self.byGenericBase(graph) }
                answering += (genericProviders?[TypeTable.withoutGenericArguments(key.type)] ?? []).filter {
                    graph.providers[$0].registration.dialect == dialect
                }
            }
            for id in answering { used[id] = true }
        }
        return (used, untyped)
    }

    /// The providers of a generic type's instances (`Store<CartState>`), by the type's name.
    private static func byGenericBase(_ graph: DIGraph) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        for id in graph.providers.indices {
            for type in graph.providers[id].types where type.utf8.contains(UInt8(ascii: "<")) {
                found[TypeTable.withoutGenericArguments(type), default: []].append(id)
            }
        }
        return found
    }

    /// Each registration that has named aliases, with the registrations made for them.
    private static func aliasGroups(in graph: DIGraph) -> [GroupKey: [Int]] {
        var groups: [GroupKey: [Int]] = [:]
        for id in graph.providers.indices {
            guard let original = graph.providers[id].registration.aliasOf else { continue }
            groups[GroupKey(file: graph.providers[id].registration.location.file, localID: original), default: []].append(id)
        }
        guard !groups.isEmpty else { return groups }
        for id in graph.providers.indices where graph.providers[id].registration.localID >= 0 {
            let key = GroupKey(file: graph.providers[id].registration.location.file, localID: graph.providers[id].registration.localID)
            if groups[key] != nil { groups[key]?.append(id) }
        }
        return groups
    }

    /// A resolution of a type the code does not name may be this provider's: in its
    /// dialect, visible from its module, in a container that may be the same, under its
    /// name or one known only at run time.
    /// (Both read in place: a request or provider copied out retains every part of it.)
    private static func mayAsk(request: Int, for provider: Int, in graph: DIGraph) -> Bool {
        guard graph.providers[provider].registration.dialect == graph.requests[request].resolution.dialect,
              graph.visibility.canShare(graph.providers[provider].module, graph.requests[request].module),
              graph.shareContainer(graph.requests[request].resolution, graph.providers[provider].registration) != false else { return false }
        let name = graph.requests[request].resolution.name
        return graph.requests[request].resolution.isMany || name == nil || name == Registration.nameKnownAtRunTime
            || name == graph.providers[provider].registration.name
    }

    /// Test code (`TestFiles`), or a test folder or file by its name alone (an Xcode app's
    /// `AppTests/` too): registrations there check the container itself.
    private func isTestCode(_ provider: DIGraph.Provider, _ context: RuleContext, _ imports: [String: [String]]) -> Bool {
        let path = provider.registration.location.file
        if TestFiles.isTestCode(path: path, module: provider.module, imports: imports[path] ?? [], in: context.project) { return true }
        // By bytes: a folder ending in `Tests/` or a file ending in `Tests.swift`.
        var folders = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
        let file = folders.popLast()
        if folders.contains(where: { $0.count >= 5 && $0.suffix(5).elementsEqual("Tests".utf8) }) { return true }
        return file.map { $0.count >= 11 && $0.suffix(11).elementsEqual("Tests.swift".utf8) } ?? false
    }

    /// Built at launch for what building does (`initializeSingletonObjects()`, Dip's
    /// `bootstrap()`), not for whoever resolves it.
    private static func isEager(_ registration: Registration) -> Bool {
        guard let spelling = registration.scope?.spelling else { return false }
        switch registration.dialect {
        case .dip: return spelling == ".eagerSingleton"
        case .diTranquillity: return spelling == ".single" || spelling == ".instanceSingle()"
        default: return false
        }
    }

    /// An assembly no assembler in the analyzed code applies is applied by code dilint does
    /// not read, which may resolve what it registers.
    private func escapes(_ registration: Registration, _ applied: Set<String>) -> Bool {
        guard case .module(let assembly) = registration.container else { return false }
        return !applied.contains(assembly)
    }
}
