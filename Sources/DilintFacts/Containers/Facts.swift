import DilintSyntax

/// How long a container keeps what it hands out.
public enum Lifetime: String, Codable, Sendable {
    /// One instance for the container's life (Swinject `.container`, `instanceSingle`,
    /// `ISingleton`, a locator's stored instance).
    case singleton
    /// Shared within a scope narrower than the app (`perScope`, Swinject `.weak`).
    case scoped
    /// A new instance per resolution (or per resolution graph).
    case transient
    case unknown
}

/// The container libraries and shapes dilint reads.
public enum Dialect: String, Codable, Sendable, CaseIterable {
    case swinject
    case diTranquillity = "ditranquillity"
    case resolver
    case factory
    case dip
    case swiftDependencies = "swift-dependencies"
    case serviceLocator = "service-locator"
    case conformance

    /// Containers in which registering a key again silently replaces the earlier one.
    public var laterRegistrationReplaces: Bool {
        switch self {
        case .swinject, .resolver, .dip, .serviceLocator: return true
        case .diTranquillity, .factory, .swiftDependencies, .conformance: return false
        }
    }
}

/// A type as written at a site together with where it was written (the enclosing type
/// path), so that the project model can resolve nested names and typealiases later.
public struct WrittenType: Hashable, Codable, Sendable, CustomStringConvertible {
    public var written: TypeSyntax
    public var scope: [String]

    public init(_ written: TypeSyntax, scope: [String] = []) {
        self.written = written
        self.scope = scope
    }

    public var description: String { written.description }
}

/// What a resolution asks for, as far as the file alone can tell.
public enum TypeDemand: Hashable, Codable, Sendable {
    /// Known at the site: a metatype, an annotation, a cast, a generic argument.
    case type(WrittenType)
    /// Assigned to a property of the enclosing type (`self.x = container.resolve()`), whose
    /// declaration may sit in another file.
    case property(owner: [String], name: String)
    /// Passed to an initializer or function parameter (`X(server: *!scope)`).
    case parameter(callee: WrittenType, label: String?, index: Int)
    /// Passed to a method of the object being injected into (DITranquillity's
    /// `.injection { $0.inject(session: $1) }`): the method's parameter, read in the type table.
    case methodParameter(owner: WrittenType, method: String, label: String?, index: Int)
    /// Passed to an initializer written without its type (`provider: .init(service: ◻︎)`):
    /// a parameter of whatever type `of` asks for where the `.init` call stands.
    indirect case implicitInitializerParameter(of: TypeDemand, label: String?, index: Int)
    /// A Knit accessor generated for a registered type (`resolver.exampleService()`): the
    /// one type registered without a name whose accessor has that name.
    case knitAccessor(String)
    /// The Factory key or `DependencyValues` property a key path names (`\.api`).
    case keyPath(root: WrittenType?, name: String)
    /// Every parameter of the type's initializer, autowired (SwinjectAutoregistration's
    /// `X.init`, `X.init(a:b:)` with its labels, `_` as nil): the DI graph makes one request
    /// per parameter once the type table shows the initializer.
    case initializerParameters(of: WrittenType, labels: [String?]?)
    /// Nothing tells the type: counted, never guessed.
    case unknown
}

/// Which container a fact belongs to, as far as the file can tell; the project model
/// groups these into containers.
public enum ContainerHint: Hashable, Codable, Sendable {
    /// Registered inside a Swinject `Assembly`, DITranquillity `DIPart`/`DIModule`, … type.
    case module(String)
    /// A container held by a named property or global (`Type.container`, `DI.container`).
    case variable(String)
    /// A container made in a function (`let container = Container()`): one per call of
    /// that function, so the same name in two functions is two containers.
    case local(file: String, function: String, name: String)
    /// The process-wide default container of a library (`Resolver.main`, `Container.shared`).
    case shared
    /// Not known: belongs to whichever container of its dialect in its module.
    case unknown
    /// `self` in a function of an `extension Container` (`func addCore() { register(…) }`):
    /// each container the project calls the function on (`ContainerFacts.helperCalls`).
    case helper(function: String)
}

extension ContainerHint: CustomStringConvertible {
    /// As `dilint debug model` and the graph's JSON show it.
    public var description: String {
        switch self {
        case .module(let name): return "module " + name
        case .variable(let name): return name
        case .local(_, let function, let name): return "local " + name + " in " + function
        case .shared: return "shared"
        case .unknown: return "unknown"
        case .helper(let function): return "self in Container." + function + "()"
        }
    }
}

public struct Registration: Codable, Sendable {
    /// The name of a registration or resolution whose name the code computes: it matches
    /// nothing and conflicts with nothing, as dilint cannot tell.
    public static let nameKnownAtRunTime = "<known at run time>"

    public var dialect: Dialect
    public var container: ContainerHint
    /// The registered type (the metatype argument, the closure's result type, the cast).
    public var key: WrittenType
    /// Further keys the same registration provides: `.implements`, `.as`, `.asType`.
    public var aliases: [WrittenType]
    public var name: String?
    /// The type actually built, when the factory makes it visible.
    public var concrete: WrittenType?
    public var lifetime: Lifetime
    /// Types of the runtime arguments a resolution must pass (Swinject, Dip); nil when
    /// unknown, empty when none.
    public var argumentTypes: [WrittenType]?
    /// How many runtime arguments, when known even though their types are not
    /// (`{ _, name in … }`).
    public var argumentCount: Int?
    public var isDefault: Bool
    /// Registering with `.asSelf()` or no alias: the key itself is provided. DITranquillity
    /// v1 hides the key once `.asType` is used without `.asSelf`.
    public var providesKey: Bool
    public var conditions: [ConditionalBranch]
    public var location: SourceLocation
    /// Index within its file's facts; resolutions made by its factory point at it.
    public var localID: Int
    /// The function the registration is made in: a later registration of the same key
    /// replaces an earlier one only within one configuration of a container.
    public var symbol: String?
    /// Built by an initializer whose every parameter the container resolves (DITranquillity
    /// `register(X.init)`): the graph builder asks for each parameter of it.
    public var autowiredInitializer: AutowiredInitializer?
    /// A key the file cannot write out whole (then `key` only describes it): what the
    /// project model reads it from, or what it may be.
    public var openKey: OpenKey?
    /// The scope as the code sets it, when it does: what `captive-dependency` compares.
    public var scope: WrittenScope?
    /// Aliases the library adds without the compiler checking that the registered type
    /// conforms (`.as(P.self)`, `.implements(P.self)`): what `alias-mismatch` checks.
    public var uncheckedAliases: [UncheckedAlias] = []
    /// For a registration the library adds for another's alias under a name or tag of its
    /// own (`.implements(P.self, name: "n")`), that other's `localID`: one registration to
    /// whoever reads the code.
    public var aliasOf: Int?
    /// Made by someone else and only handed to the container to fill (DITranquillity's
    /// `register(ViewController.self)` for a storyboard's view controller, a storyboard
    /// itself): nothing in the code need resolve it.
    public var madeOutside = false

    public init(dialect: Dialect, container: ContainerHint, key: WrittenType, aliases: [WrittenType] = [],
                name: String? = nil, concrete: WrittenType? = nil, lifetime: Lifetime, argumentTypes: [WrittenType]? = [],
                argumentCount: Int? = nil, isDefault: Bool = false, providesKey: Bool = true, conditions: [ConditionalBranch] = [],
                location: SourceLocation, localID: Int) {
        self.dialect = dialect
        self.container = container
        self.key = key
        self.aliases = aliases
        self.name = name
        self.concrete = concrete
        self.lifetime = lifetime
        self.argumentTypes = argumentTypes
        self.argumentCount = argumentCount ?? argumentTypes?.count
        self.isDefault = isDefault
        self.providesKey = providesKey
        self.conditions = conditions
        self.location = location
        self.localID = localID
    }
}

/// What a factory returns when the file alone cannot name its type (SPEC §6a: modelled,
/// never guessed; what cannot be known stays unknown).
public enum OpenKey: Hashable, Codable, Sendable {
    /// The type of a member: `Bag.make(id:)`'s return type and `Clock.shared`'s type
    /// (static), `($0 as Connector).channel()`'s (of an instance of `base`). The type table
    /// says; when it cannot, the registration provides a type nobody can name.
    case member(base: WrittenType, name: String, isCall: Bool, isStatic: Bool)
    /// A closure the factory returns (`register { env in { input in Screen(input, env) } }`):
    /// some function type, taking `arity` parameters when that is known.
    case function(arity: Int?)
    /// What an assembly applied to the container directly registers
    /// (`CoreAssembly().assemble(container: container)`): read where the analyzed code
    /// declares it; one it does not (a package's) may register any type but the analyzed
    /// code's own.
    case assembly(WrittenType)
    /// What a top-level function of the project returns (`register { makePricing() }`):
    /// read from its declaration; one the analyzed code does not declare may be anything.
    case functionResult(name: String)
}

/// `X.init` handed to a container, which resolves each of its parameters.
public struct AutowiredInitializer: Codable, Sendable {
    /// The type whose initializer it is.
    public var type: WrittenType
    /// The argument labels written (`X.init(a:_:)` gives `a` and nil); nil when the name
    /// alone is written and the type must have a single designated initializer.
    public var labels: [String?]?
    /// The initializer is the one carrying this attribute (Knit's `@Resolvable`, whose
    /// generated `make(resolver:)` the factory calls).
    public var attribute: String?

    public init(type: WrittenType, labels: [String?]? = nil, attribute: String? = nil) {
        self.type = type
        self.labels = labels
        self.attribute = attribute
    }
}

/// How the caller copes with a failed resolution.
public enum ResolutionHandling: String, Codable, Sendable {
    /// `if let`, `guard let`, `??`, `try?`, a `T?` annotation: a miss is survivable.
    case optional
    /// `!`, `try!`, `*!`, `as!`, an API that traps: a miss crashes.
    case forced
    /// Throws or returns to the caller some other way.
    case plain
    /// Filled by the container itself (DITranquillity's `.injection(\.x)`, `$1` of an
    /// injection closure): a miss crashes unless what it fills is optional (`var x: X!`),
    /// which is then left nil. The graph tells which, from the type table, as `forced` or
    /// `optional`.
    case injected
}

/// Whether a resolution happens while its owner is being constructed.
public enum ResolutionTiming: String, Codable, Sendable {
    case eager
    /// Property or method injection after construction, `lazy`, stored closures,
    /// `Lazy<T>`/`Provider<T>`, `@LazyInjected`.
    case deferred
}

/// Whose construction performs a resolution: the edge's source in the DI graph.
public enum ResolutionOwner: Hashable, Codable, Sendable {
    /// Inside the factory closure of the registration with this `localID` in the same file.
    case registration(Int)
    /// Inside the initializer of this type (conformance containers, `X.init` autowiring).
    case type(WrittenType)
    case none
}

/// How the code asks the container: what `locator-outside-composition-root` tells apart.
public enum ResolutionSite: String, Codable, Sendable {
    /// A call on a container or locator (`container.resolve(X.self)`, `Resolver.resolve()`,
    /// `Container.shared.api()`, `*!container`).
    case call
    /// A call of the project's own forwarder (`DI.resolve()`, `inject()`).
    case forwarder
    /// A property wrapper (`@Injected`, `@Dependency`, the project's own `@Inject`).
    case wrapper
    /// Filled by the container itself as it builds what is registered: an injection, an
    /// autowired initializer's parameter, a factory's parameter.
    case filled
}

public struct Resolution: Codable, Sendable {
    public var dialect: Dialect
    public var container: ContainerHint
    public var demand: TypeDemand
    public var name: String?
    public var isMany: Bool
    public var handling: ResolutionHandling
    /// Types of runtime arguments passed, when known; nil when unknown.
    public var argumentTypes: [WrittenType]?
    public var argumentCount: Int
    public var owner: ResolutionOwner
    public var timing: ResolutionTiming
    public var conditions: [ConditionalBranch]
    public var location: SourceLocation
    /// The enclosing declaration, for messages and baseline fingerprints.
    public var symbol: String?
    /// DITranquillity's `resolve(from: F.self)`: the framework whose registrations answer
    /// first, as its name is spelled in a `ContainerHint.module`.
    public var framework: String? = nil
    public var site: ResolutionSite = .call

    public init(dialect: Dialect, container: ContainerHint, demand: TypeDemand, name: String? = nil, isMany: Bool = false,
                handling: ResolutionHandling, argumentTypes: [WrittenType]? = [], argumentCount: Int = 0,
                owner: ResolutionOwner = .none, timing: ResolutionTiming = .eager, conditions: [ConditionalBranch] = [],
                location: SourceLocation, symbol: String? = nil) {
        self.dialect = dialect
        self.container = container
        self.demand = demand
        self.name = name
        self.isMany = isMany
        self.handling = handling
        self.argumentTypes = argumentTypes
        self.argumentCount = argumentCount
        self.owner = owner
        self.timing = timing
        self.conditions = conditions
        self.location = location
        self.symbol = symbol
    }
}

extension Resolution {
    /// The same resolution, asked the way `site` says.
    public func via(_ site: ResolutionSite) -> Resolution {
        var resolution = self
        resolution.site = site
        return resolution
    }
}

/// Everything the container recognizers learn from one file: pure, and cacheable by the
/// file's content hash.
public struct ContainerFacts: Codable, Sendable {
    public var registrations: [Registration] = []
    public var resolutions: [Resolution] = []
    /// Swinject `Assembler([A(), B()])` lists and DITranquillity `append(part:)` groups:
    /// the module types registered into one container together.
    public var containerGroups: [[String]] = []
    /// Which of `containerGroups` configure one container with every other group sharing
    /// a module with them: DITranquillity's, where a part appends parts (at any depth, in
    /// any file) into the container it is appended to. An assembly two Swinject assemblers
    /// list belongs to two containers.
    public var joiningGroups: [Int] = []
    /// Configuring functions calling one another (`registerAllServices()` calling
    /// `registerServices()` in `extension Resolver`): the enclosing function's symbol and
    /// the called function's name. What they register configures one container together.
    public var configuringCalls: [ConfiguringCall] = []
    /// Functions called on a container this file knows (`container.addCore()` in an
    /// assembly): what a `ContainerHint.helper` of that name registers goes there.
    public var helperCalls: [HelperCall] = []
    /// Calls that empty a container (`container.removeAll()`, Dip's and Resolver's
    /// `reset()`): a registration after one replaces nothing made before it.
    public var resets: [ContainerReset] = []
    /// The project's own scopes this file declares, by name, with how long what each keeps
    /// lives (`ScopeDeclarations`).
    public var scopeDeclarations: [String: WrittenScope.Span] = [:]

    /// Nothing found: most files' facts, which the cache writes as one flag.
    public var isEmpty: Bool {
        registrations.isEmpty && resolutions.isEmpty && containerGroups.isEmpty && joiningGroups.isEmpty && configuringCalls.isEmpty
            && helperCalls.isEmpty && resets.isEmpty && scopeDeclarations.isEmpty
    }

    public init() {}

    /// Adds a registration and returns its `localID`.
    @discardableResult
    public mutating func add(_ registration: Registration) -> Int {
        var registration = registration
        registration.localID = registrations.count
        // The walk joins the branches of nested blocks, each list cut on its own.
        registration.conditions = ConditionalBranch.recorded(registration.conditions)
        registrations.append(registration)
        return registration.localID
    }
}
