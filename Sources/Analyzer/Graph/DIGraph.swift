import DilintFacts
import DilintSyntax

/// The DI graph of the whole project: what is provided, what is requested, and which
/// constructions request what. Built once from every file's facts (see `DIGraphBuilder`).
public struct DIGraph: Sendable {
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        public var type: String
        public var name: String?

        public init(type: String, name: String?) {
            self.type = type
            self.name = name
        }

        public var description: String { name.map { "'\(type)' named \"\($0)\"" } ?? "'\(type)'" }
    }

    public struct Provider: Sendable {
        public var id: Int
        public var registration: Registration
        public var module: String
        /// The canonical types it provides: its key (unless hidden) and its aliases.
        public var types: [String]
        public var concrete: String?
        public var argumentTypes: [String]?
        /// Set when its key is a type nobody can name here (`register { Vault.shared }` of a
        /// type the analyzed code does not declare): what it may provide.
        public var unknownType: UnknownType? = nil
        public var keys: [Key] { types.map { Key(type: $0, name: registration.name) } }
    }

    /// What is known of a provided type that cannot be named.
    public enum UnknownType: Hashable, Sendable {
        /// Any type at all.
        case anything
        /// A function type, of `arity` parameters when known.
        case function(arity: Int?)
        /// Any type but those the analyzed code declares: what a package's assembly may
        /// register, the package knowing nothing of the app's own types.
        case notDeclaredHere
        /// Some specialization of a generic type registered by its name alone
        /// (`register(Finder.self) { Finder(clock: .main) }`): Swift infers the arguments
        /// from the factory, and the key is `Finder<RunLoop>`.
        case specialization(of: String)

        /// Whether a key of this canonical type may be what is provided.
        public func mayBe(_ type: String) -> Bool {
            switch self {
            case .anything, .notDeclaredHere: return true
            case .specialization(let generic): return type.hasPrefix(generic + "<")
            case .function(let arity):
                guard let count = DIGraph.functionParameterCount(type) else { return false }
                return arity.map { $0 == count } ?? true
            }
        }
    }

    public struct Request: Sendable {
        public var id: Int
        public var resolution: Resolution
        public var module: String
        /// The canonical requested type, `Lazy`/`Provider` looked through; nil when unknown.
        public var type: String?
        /// Requested through `Lazy<T>`/`Provider<T>`: constructed later, on first use.
        public var isWrapped: Bool
        /// The providers whose construction performs this request.
        public var owners: [Int]
        public var argumentTypes: [String]?
        public var key: Key? { type.map { Key(type: $0, name: resolution.name) } }
        public var isEager: Bool { resolution.timing == .eager && !isWrapped }
    }

    public struct Edge: Sendable, Hashable {
        public var from: Int
        public var to: Int
        public var request: Int
    }

    public internal(set) var providers: [Provider] = []
    public internal(set) var requests: [Request] = []
    /// Constructing `from` requests `to` during its construction.
    public internal(set) var eagerEdges: [Edge] = []
    /// `from` requests `to` after its construction (property injection, lazy, closures).
    public internal(set) var deferredEdges: [Edge] = []
    /// Assembly-like types registered into one container together, one list per
    /// assembler (Swinject's `Assembler([A(), B()])`, DITranquillity's `append(part:)`).
    /// An assembly listed by two assemblers belongs to two containers.
    public internal(set) var assemblyGroups: [Set<String>] = [] {
        didSet { assembledModules = assemblyGroups.reduce(into: []) { $0.formUnion($1) } }
    }
    /// Every module some assembler applies.
    public private(set) var assembledModules: Set<String> = []
    /// The containers each function of `extension Container` is called on, by name
    /// (`ContainerFacts.helperCalls`): what it registers on `self` lands in each.
    public internal(set) var helperCalls: [String: [HelperCall]] = [:]
    /// Protocols Factory keys may extend (`SharedContainer`, and the project's own): a
    /// key declared on one belongs to every container class.
    public internal(set) var factoryContainerProtocols: Set<String> = ["SharedContainer", "ManagedContainer"]

    /// Whether two providers' registrations configure one container: made in the same
    /// function into the same container, or in two assemblies one assembler applies.
    public func configureOneContainer(_ a: Provider, _ b: Provider) -> Bool {
        configureOneContainer(a.registration, b.registration)
    }

    /// The same, for the providers' registrations: a rule comparing many pairs reads
    /// them in place, where a `Provider` copied out retains a dozen references.
    public func configureOneContainer(_ a: Registration, _ b: Registration) -> Bool {
        if a.container == b.container {
            if a.symbol == b.symbol { return true }
            if let x = a.symbol, let y = b.symbol, let root = configuringRoots[x], root == configuringRoots[y] { return true }
        }
        return configureOneContainer(a.container, b.container)
    }

    /// Where `a` is made as far as `b`'s container goes: a registration on `self` in an
    /// `extension Container` function is made where that function is called on `b`'s
    /// container (the first such call); any other where it is written.
    public func madeAt(_ a: Registration, against b: Registration) -> SourceLocation {
        guard case .helper(let function) = a.container, !b.container.isHelper else { return a.location }
        return calls(of: function, configuring: b.container).map(\.location).min() ?? a.location
    }

    /// The calls of an `extension Container` function on the container `hint` denotes.
    private func calls(of function: String, configuring hint: ContainerHint) -> [HelperCall] {
        helperCalls[function, default: []].filter { $0.container == hint || configureOneContainer($0.container, hint) }
    }

    /// Two assemblies one assembler applies; a function of `extension Container` and the
    /// assembly or function calling it on its container (`helperCalls`).
    private func configureOneContainer(_ a: ContainerHint, _ b: ContainerHint) -> Bool {
        switch (a, b) {
        case (.helper(let function), _):
            return !calls(of: function, configuring: b).isEmpty
        case (_, .helper):
            return configureOneContainer(b, a)
        case let (.module(x), .module(y)):
            return x != y && assemblyGroups.contains { $0.contains(x) && $0.contains(y) }
        default:
            return false
        }
    }

    /// The requests of each key, by id, in the graph's order. (Requests are read in place
    /// here and in the passes over all of them: a copy of one retains every part of it.)
    public func requestIDsByKey() -> [Key: [Int]] {
        var byKey: [Key: [Int]] = [:]
        for index in requests.indices {
            if let key = requests[index].key { byKey[key, default: []].append(requests[index].id) }
        }
        return byKey
    }

    /// Configuring functions that call one another, by symbol: each to the one that calls
    /// the others (`Resolver.registerAllServices()`); a function in none is not listed.
    public internal(set) var configuringRoots: [String: String] = [:]
    /// The run-time branches every call of a configuring function sits in, by the
    /// function's symbol (`DIGraphBuilder.callBranches`).
    public internal(set) var callBranches: [String: [ConditionalBranch]] = [:]

    /// The providers whose key is a type nobody can name (`Provider.unknownType`), by id.
    public internal(set) var unknownTypeProviders: [Int] = []
    /// The names of the types the analyzed code declares, for `UnknownType.notDeclaredHere`;
    /// listed only when some provider is such.
    var declaredTypeNames: Set<String> = []

    /// The providers of a type nobody can name that may answer a resolution of `key`: in
    /// its dialect, under its name, in a container it may talk to, visible from its module.
    public func unknownProviderIDs(mayAnswer request: Request, key: Key) -> [Int] {
        unknownTypeProviders.filter { id in
            let provider = providers[id]
            return compatible(provider.registration.dialect, request.resolution.dialect) && provider.registration.name == key.name
                && provider.unknownType?.mayBe(key.type) == true && visibility.canShare(provider.module, request.module)
                && (provider.unknownType != .notDeclaredHere
                    || (!declaredTypeNames.contains(TypeTable.withoutGenericArguments(key.type)) && visibility.areRelated(provider.module, request.module)))
                && shareContainer(request.resolution, provider.registration) != false
        }
    }

    /// How many parameters a function type spelled canonically (`(A, B) -> R`, `(A) async
    /// throws -> R`) takes; nil when it is not a function type.
    static func functionParameterCount(_ type: String) -> Int? {
        let bytes = Array(type.utf8)
        guard bytes.first == UInt8(ascii: "(") else { return nil }
        var depth = 0
        var commas = 0
        var close: Int?
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"):
                // `->` closes nothing.
                if bytes[index] == UInt8(ascii: ">"), index > 0, bytes[index - 1] == UInt8(ascii: "-") { break }
                depth -= 1
                if depth == 0, close == nil { close = index }
            case UInt8(ascii: ",") where depth == 1 && close == nil: commas += 1
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return nil }
        // `((Input) -> Screen)`, what is left of `((Input) -> Screen)?`: the function inside.
        if close == bytes.count - 1, commas == 0, close > 1 {
            return functionParameterCount(String(decoding: bytes[1..<close], as: UTF8.self))
        }
        var rest = String(decoding: bytes[(close + 1)...], as: UTF8.self)
        for word in [" async", " throws", " rethrows"] where rest.hasPrefix(word) { rest.removeFirst(word.count) }
        guard rest.hasPrefix(" -> ") else { return nil }
        return close == 1 ? 0 : commas + 1
    }

    /// Which modules can share a container.
    public internal(set) var visibility = ModuleVisibility()
    /// Every call emptying a container, in the files' order.
    public internal(set) var resets: [ContainerReset] = []
    var providersByKey: [Key: [Int]] = [:]
    var providersByType: [String: [Int]] = [:]

    public init() {}

    // The queries below run for every resolution: providers are tested in place, by
    // index, and only those that match are copied out (a `Provider` holds a dozen
    // references, each retained by a copy).

    /// Providers of exactly this key, in any container of the dialect.
    public func providers(of key: Key, dialect: Dialect) -> [Provider] {
        (providersByKey[key] ?? []).filter { compatible(providers[$0].registration.dialect, dialect) }.map { providers[$0] }
    }

    /// Whether `providers(of:dialect:)` has any, without copying them: a key registered
    /// thousands of times is asked about at each of its resolutions.
    public func hasProviders(of key: Key, dialect: Dialect) -> Bool {
        (providersByKey[key] ?? []).contains { compatible(providers[$0].registration.dialect, dialect) }
    }

    /// The providers, by id (a provider's id is its index in `providers`), of exactly
    /// this key in a container the requesting module can use. By id: a rule reads a few
    /// fields of each, which a copy would retain in full.
    public func providerIDs(of key: Key, dialect: Dialect, visibleFrom module: String) -> [Int] {
        (providersByKey[key] ?? []).filter {
            compatible(providers[$0].registration.dialect, dialect) && visibility.canShare(providers[$0].module, module)
        }
    }

    /// Providers of the type under any name.
    public func providers(ofType type: String, dialect: Dialect) -> [Provider] {
        providerIDs(ofType: type, dialect: dialect).map { providers[$0] }
    }

    public func providerIDs(ofType type: String, dialect: Dialect) -> [Int] {
        (providersByType[type] ?? []).filter { compatible(providers[$0].registration.dialect, dialect) }
    }

    /// Whether the project registers anything in this dialect: where it registers nothing,
    /// its resolutions are served from code dilint does not see.
    public func hasRegistrations(in dialect: Dialect) -> Bool {
        providers.indices.contains { compatible(providers[$0].registration.dialect, dialect) }
    }

    public var untypedRequestCount: Int { requests.indices.count { requests[$0].type == nil } }

    /// Resolutions whose container dilint cannot tell: never found ambiguous.
    public var unknownContainerRequestCount: Int { requests.indices.count { requests[$0].resolution.container == .unknown } }

    /// Every provided type, for close-spelling suggestions.
    public var providedTypes: [String] { providersByType.keys.sorted() }

    func compatible(_ a: Dialect, _ b: Dialect) -> Bool { a == b }
}
