import DilintSyntax

/// Resolver (hmlongco): `register { X() as P }`, `register(P.self, name: .n) { … }` with
/// `.implements(…)`, `.scope(…)` and `.resolveProperties { r, x in … }`, usually inside
/// `extension Resolver: ResolverRegistering { static func registerAllServices() { … } }`
/// where bare `register`/`resolve` are Resolver's static functions; `resolve()` and
/// `optional()` on Resolver, `Resolver.main`, a `resolver`; and the property wrappers
/// `@Injected`, `@LazyInjected`, `@WeakLazyInjected`, `@OptionalInjected`, `@InjectedObject`.
public struct ResolverRecognizer: ContainerRecognizer {
    /// Property wrappers: whether a miss is survivable, and when the value is resolved.
    static let wrappers: [String: (handling: ResolutionHandling, timing: ResolutionTiming)] = [
        "Injected": (.forced, .eager), "InjectedObject": (.forced, .eager), "OptionalInjected": (.optional, .eager),
        "LazyInjected": (.forced, .deferred), "WeakLazyInjected": (.forced, .deferred),
    ]

    public init() {}

    public static let modules: Set<String> = ["Resolver"]

    public func applies(to extraction: ContainerExtraction) -> Bool { extraction.imports(anyOf: Self.modules) }

    public func visit(_ expression: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard case .call = expression.kind, let chain, !extraction.isClaimed(chain) else { return }
        if let index = chain.links.firstIndex(where: { $0.name == "register" && $0.isCall }) {
            register(chain, at: index, context, &extraction)
        } else if let link = chain.links.last, link.isCall, link.name == "resolve" || link.name == "optional" {
            resolve(chain, link, context, &extraction)
        } else if let link = chain.links.last, link.isCall, link.name == "reset", (link.arguments ?? []).isEmpty,
                  let container = Self.container(chain, upTo: chain.links.count - 1, context, extraction) {
            _ = extraction.claim(chain)
            extraction.addReset(.resolver, container: container, at: link.offset, context)
        } else if chain.receiver == nil, chain.links.count == 1, chain.links[0].name == "Resolver", chain.links[0].isCall,
                  case .assignment(let target) = context.slot, Self.isRoot(target), Self.insideResolver(context) {
            // `root = Resolver(child: main)`: what is registered on `root` after it goes into a
            // new container, replacing nothing registered before.
            extraction.addReset(.resolver, container: .shared, at: chain.links[0].offset, context)
        } else if chain.links.count == 1, let link = chain.links.first, link.arguments?.isEmpty == true, link.trailingClosures.isEmpty,
                  Self.insideResolver(context), Self.isOwnType(chain.receiver), let caller = extraction.symbol(context) {
            // `registerServices()` in `extension Resolver`: one configuration with its caller.
            extraction.facts.configuringCalls.append(ConfiguringCall(caller: caller, callee: link.name, conditions: context.conditions))
        }
    }

    /// `root`, `Resolver.root`, `self.root`: the container `resolve()` and `@Injected` use.
    private static func isRoot(_ target: Expression) -> Bool {
        switch target.kind {
        case .identifier("root"): return true
        case .member(let base?, "root", _): return isOwnType(base)
        default: return false
        }
    }

    /// No receiver, `Self`, `self` or `Resolver`: a call of the extension's own static function.
    private static func isOwnType(_ receiver: Expression?) -> Bool {
        guard let receiver else { return true }
        guard case .identifier(let name) = receiver.kind else { return false }
        return ["Self", "self", "Resolver"].contains(name)
    }

    // MARK: - Registrations

    private func register(_ chain: CallChain, at index: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let link = chain.links[index]
        let arguments = link.arguments ?? []
        let metatype = arguments.first.flatMap { $0.label == nil ? $0.value.metatypeArgument : nil }
        guard arguments.dropFirst(metatype == nil ? 0 : 1).allSatisfy({ $0.label == "name" || $0.label == "factory" }),
              link.closures.count == 1, let factory = link.closures.first,
              let container = Self.container(chain, upTo: index, context, extraction) else { return }
        _ = extraction.claim(chain)
        let modifiers = chain.links[(index + 1)...]
        // `register { Log.shared }.implements(P.self)`: what the factory builds is not known
        // here, what it is registered as is.
        let firstAlias = modifiers.first { $0.name == "implements" && $0.argument("name") == nil }?
            .unlabeledArguments.first?.value.metatypeArgument
        let name = link.argument("name").flatMap { Self.name($0.value, extraction) }
        // A member of something unknown may be any type: only a name keeps that from
        // answering every resolution of the container.
        let result = Self.resultType(factory, context)
        // `register { Log.shared }.implements(P.self)` registers what `Log.shared` is too;
        // `register { makePricing() }`, what the project's function returns.
        let produced = metatype == nil && result == nil ? Self.producedBy(factory, context) : nil
        let open = metatype == nil && result == nil && firstAlias == nil && produced == nil
            ? Self.openResult(factory, context, extraction, ofUnknown: name != nil) : nil
        guard let key = metatype ?? result ?? produced?.key ?? firstAlias ?? open.map({ _ in TypeSyntax.unknown("member") }) else { return }
        let concrete = SwinjectRecognizer.builtType(factory, context).map { extraction.written($0, context) }
        var registration = Registration(
            dialect: .resolver, container: container, key: extraction.written(key, context), name: name, concrete: concrete,
            lifetime: Self.lifetime(modifiers), argumentTypes: nil, location: extraction.location(link.offset), localID: 0)
        var namedAliases: [(WrittenType, String?, Int)] = []
        for implements in modifiers where implements.name == "implements" {
            let aliasName = implements.argument("name").flatMap { Self.name($0.value, extraction) }
            guard let type = implements.unlabeledArguments.first?.value.metatypeArgument.map({ extraction.written($0, context) }) else { continue }
            if aliasName == name { registration.aliases.append(type) } else { namedAliases.append((type, aliasName, implements.offset)) }
            registration.uncheckedAliases.append(UncheckedAlias(type: type, location: extraction.location(implements.offset)))
        }
        registration.scope = modifiers.last(where: { $0.name == "scope" })?.unlabeledArguments.first
            .flatMap { extraction.writtenScope($0.value) { name, _ in Self.span(name) } }
        registration.openKey = produced.map { $0.open(extraction, context) } ?? open
        let id = extraction.add(registration, context)
        extraction.markFactory([factory], registration: id)
        for properties in modifiers where properties.name == "resolveProperties" {
            for closure in properties.closures {
                extraction.markDeferred([closure], registration: id)
                extraction.markInjectedObject(closure, parameter: 1, type: concrete ?? registration.key)
            }
        }
        // `.implements(P.self, name: .n)` provides P under that name only.
        for (type, aliasName, offset) in namedAliases {
            var alias = registration
            alias.key = type
            alias.name = aliasName
            alias.aliases = []
            alias.uncheckedAliases = []
            alias.aliasOf = id
            alias.location = extraction.location(offset)
            extraction.add(alias, context)
        }
    }

    /// The type a factory closure returns: its written return type, else the outermost
    /// `as` cast or the constructed type of what every `return` gives back.
    static func resultType(_ factory: Closure, _ context: ExpressionContext) -> TypeSyntax? {
        if let written = factory.returnType { return written.unwrappingOptional.type }
        var returned: [Expression] = []
        if factory.body.count == 1, case .expression(let e) = factory.body[0].kind {
            returned = [e]
        } else {
            for statement in factory.body { if case .return(let e?) = statement.kind { returned.append(e) } }
        }
        let casts = returned.map { e -> TypeSyntax? in
            if case .cast(_, .as, let type) = e.unwrapped.kind { return type }
            return nil
        }
        if let cast = casts.first ?? nil, casts.allSatisfy({ $0?.description == cast.description }) { return cast }
        if returned.count == 1, let literal = StaticType.literal(returned[0]) { return literal }
        return SwinjectRecognizer.builtType(factory, context)
    }

    /// What a factory hands back when the graph must look it up: a type's static member,
    /// or what a top-level function of the project returns.
    enum Produced {
        case staticMember(key: TypeSyntax, type: TypeSyntax, name: String, isCall: Bool)
        case functionResult(key: TypeSyntax, name: String)

        var key: TypeSyntax {
            switch self {
            case .staticMember(let key, _, _, _), .functionResult(let key, _): return key
            }
        }

        func open(_ extraction: ContainerExtraction, _ context: ExpressionContext) -> OpenKey {
            switch self {
            case .staticMember(_, let type, let name, let isCall):
                return .member(base: extraction.written(type, context), name: name, isCall: isCall, isStatic: true)
            case .functionResult(_, let name):
                return .functionResult(name: name)
            }
        }
    }

    /// `register { Log.shared }`, `register { Bag.make(id: 1) }`, `register { makePricing() }`,
    /// and a local the factory captures that holds one of them (`let config = AppConfig.load()`).
    static func producedBy(_ factory: Closure, _ context: ExpressionContext) -> Produced? {
        guard factory.body.count == 1, case .expression(let e) = factory.body[0].kind else { return nil }
        if case .identifier(let name) = e.unwrapped.kind, NameBytes.startsLowercase(name),
           let binding = context.localBinding(named: name) ?? context.fileBinding(named: name), binding.type == nil,
           let initializer = binding.initializer {
            return produced(by: initializer)
        }
        return produced(by: e)
    }

    private static func produced(by e: Expression) -> Produced? {
        if case .call(let callee, _, let trailing) = e.unwrapped.kind, trailing.isEmpty, case .identifier(let function) = callee.kind,
           NameBytes.startsLowercase(function) {
            return .functionResult(key: .unknown(function + "()"), name: function)
        }
        // `Log.shared`, `Bag.make(id: 1)`: a static member of a type the expression names.
        guard let member = StaticType.memberAccess(e), let type = StaticType.namedType(member.base) else { return nil }
        return .staticMember(key: StaticType.staticMemberKey(type, member.name, isCall: member.isCall), type: type,
                             name: member.name, isCall: member.isCall)
    }

    /// `register(name: "host") { r in r.resolve(Config.self).host }`: the type of a member
    /// of what the factory resolves (or of anything), which the type table may know.
    static func openResult(_ factory: Closure, _ context: ExpressionContext, _ extraction: ContainerExtraction, ofUnknown: Bool) -> OpenKey? {
        guard factory.body.count == 1, case .expression(let e) = factory.body[0].kind else { return nil }
        var isCall = false
        var member = e.unwrapped
        if case .call(let callee, _, _) = member.kind { member = callee; isCall = true }
        guard case .member(let base?, let name, _) = member.kind, name != "init" else { return nil }
        var resolved: TypeSyntax?
        if let chain = CallChain(base.unwrapped), let last = chain.links.last, last.isCall, last.name == "resolve" || last.name == "optional" {
            resolved = last.unlabeledArguments.first?.value.metatypeArgument
        } else if case .cast(_, _, let type) = base.unwrapped.kind {
            resolved = type
        }
        guard resolved != nil || ofUnknown else { return nil }
        return .member(base: extraction.written(resolved ?? .unknown(base.description), context), name: name, isCall: isCall, isStatic: false)
    }

    /// `.scope(.application)` or `.scope(Resolver.cached)`; Resolver's default is `.graph`.
    static func lifetime(_ modifiers: ArraySlice<CallChain.Link>) -> Lifetime {
        guard let scope = modifiers.last(where: { $0.name == "scope" })?.unlabeledArguments.first?.value else { return .transient }
        guard case .member(_, let name, _) = scope.unwrapped.kind else { return .unknown }
        switch name {
        case "application", "cached", "shared", "container": return .singleton
        case "graph", "unique": return .transient
        default: return .unknown
        }
    }

    /// Resolver's `.cached` lives until the cache is reset and `.shared` while someone
    /// holds it; any scope but its own is the project's, shared for a while.
    static func span(_ scope: String) -> WrittenScope.Span {
        switch scope {
        case "application", "container": return .container
        case "graph", "unique": return .transient
        default: return .scoped
        }
    }

    // MARK: - Resolutions

    /// `resolve()`, `resolve(P.self, name: .n, args: x)`, `optional()` and the same on a receiver.
    private func resolve(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let arguments = link.arguments ?? []
        let metatype = arguments.first.flatMap { $0.label == nil ? $0.value.metatypeArgument : nil }
        // `resolve(screenType)`: a type known at run time.
        let atRunTime = metatype == nil && arguments.first?.label == nil && arguments.first?.value.isMetatypeValue == true
        let rest = arguments.dropFirst(metatype == nil && !atRunTime ? 0 : 1)
        guard link.trailingClosures.isEmpty,
              rest.allSatisfy({ $0.label == "name" || $0.label == "args" || ($0.label?.hasPrefix("arg") == true && $0.label?.count == 4) }),
              let container = Self.container(chain, upTo: chain.links.count - 1, context, extraction) else { return }
        _ = extraction.claim(chain)
        let (owner, timing) = extraction.owner(context)
        let isOptional = link.name == "optional"
        extraction.add(Resolution(
            dialect: .resolver, container: container,
            demand: atRunTime ? .unknown : metatype.map { .type(extraction.written($0, context)) } ?? extraction.demand(context),
            name: link.argument("name").flatMap { Self.name($0.value, extraction) },
            handling: isOptional ? .optional : .forced, argumentTypes: nil,
            argumentCount: rest.filter { $0.label != "name" }.count, owner: owner, timing: timing,
            conditions: context.conditions, location: extraction.location(link.offset), symbol: extraction.symbol(context)))
    }

    // MARK: - Property wrappers

    /// `@Injected var api: API`, `@LazyInjected(name: .n) var x: P`: stored properties the
    /// wrapper fills from the container, when the owner is built or on first use.
    public func visitDeclarations(_ extraction: inout ContainerExtraction) {
        var found: [Resolution] = []
        WrappedProperties.forEach(in: extraction.syntax.declarations, isWrapper: { Self.wrappers[$0] != nil }) { use in
            guard let (handling, timing) = Self.wrappers[use.attribute.name],
                  (use.attribute.arguments ?? []).allSatisfy({ $0.label == "name" || $0.label == "container" }) else { return }
            let arguments = use.attribute.arguments ?? []
            var container = ContainerHint.shared
            if let written = arguments.first(where: { $0.label == "container" })?.value {
                // `container: .mock`, `container: Resolver.mock`
                guard case .member(_, let property, _) = written.unwrapped.kind else { return }
                container = Self.named([property])
            }
            found.append(Resolution(
                dialect: .resolver, container: container,
                demand: use.binding.type.map { .type(WrittenType($0.unwrappingOptional.type, scope: use.path)) } ?? .unknown,
                name: arguments.first(where: { $0.label == "name" }).flatMap { Self.name($0.value, extraction) },
                handling: handling, argumentTypes: nil, owner: use.resolutionOwner, timing: timing, conditions: use.property.conditions,
                location: extraction.location(use.binding.offset), symbol: use.symbol).via(.wrapper))
        }
        for resolution in found { extraction.add(resolution) }
        // The project's own wrappers whose body resolves in Resolver (`ProjectPropertyWrappers`).
        let own = extraction.settings.propertyWrappers.filter { $0.value.dialect == .resolver && Self.wrappers[$0.key] == nil }
        guard !own.isEmpty else { return }
        for resolution in WrappedProperties.resolutions(in: extraction, dialect: .resolver, container: { own[$0]?.container }) {
            extraction.add(resolution)
        }
    }

    // MARK: - Containers

    /// The Resolver container the receiver of a call denotes; nil when the receiver is not a
    /// Resolver (a table view's `register`, another type's `resolve()`).
    static func container(_ chain: CallChain, upTo index: Int, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> ContainerHint? {
        let steps = chain.links[..<index]
        guard steps.allSatisfy({ !$0.isCall }) else { return nil }
        guard let receiver = chain.receiver?.unwrappedForChain else {
            // Bare `register { … }` and `resolve()` are Resolver's own static functions only inside it.
            return insideResolver(context) ? .shared : nil
        }
        guard let path = receiver.dottedName.map(NameBytes.dottedParts) else { return nil }
        let names = path + steps.map(\.name)
        if names[0] == "Resolver" { return named(Array(names.dropFirst())) }
        if names[0] == "self" {
            guard names.count >= 2 else { return insideResolver(context) ? .shared : nil }
            guard names[1] == "resolver" || isResolverValue(context.memberBinding(named: names[1])) else { return nil }
            return SwinjectContainers.hint(chain, upTo: index, context, extraction)
        }
        let name = names[0]
        let binding = context.localBinding(named: name) ?? context.memberBinding(named: name)
        let parameter = context.enclosingFunction?.parameters.first { $0.name == name }
        if isFactoryParameter(name, context, extraction) || isResolverValue(binding) || parameter?.type.unwrappingOptional.type.nominalName == "Resolver" {
            return SwinjectContainers.hint(chain, upTo: index, context, extraction)
        }
        guard binding == nil, parameter == nil else { return nil }
        if insideResolver(context), ["main", "root", "mock"].contains(name) { return named(names) }
        let global = context.fileBinding(named: name)
        // `feature.register { … }` in one `extension Resolver`, `static let feature = Resolver(child: .main)` in another.
        if insideResolver(context), global == nil, isResolverValue(context.memberBinding(named: name, inDeclarationsOf: "Resolver")) {
            return named(names)
        }
        // `let feature = Resolver(child: .main)` at the file's top level: a container of its own.
        if isResolverValue(global) { return .variable(names.joined(separator: ".")) }
        // A `Resolving` type's `resolver` is `Resolver.root`.
        if name == "resolver" { return names.count == 1 ? .shared : nil }
        return nil
    }

    /// `Resolver.main`/`Resolver.root` (or none) are the default container; any other static one is its own.
    private static func named(_ properties: [String]) -> ContainerHint {
        properties.isEmpty || properties == ["main"] || properties == ["root"] ? .shared : .variable((["Resolver"] + properties).joined(separator: "."))
    }

    static func insideResolver(_ context: ExpressionContext) -> Bool {
        context.declarations.contains { ($0.isTypeDeclaration || $0.kind == .extension) && $0.name == "Resolver" }
    }

    private static func isResolverValue(_ binding: Binding?) -> Bool {
        guard let binding else { return false }
        if binding.type?.unwrappingOptional.type.nominalName == "Resolver" { return true }
        guard let initializer = binding.initializer?.unwrapped else { return false }
        if case .call(let callee, _, _) = initializer.kind { return callee.dottedName == "Resolver" }
        return initializer.dottedName?.hasPrefix("Resolver.") == true
    }

    /// The resolver a factory or `resolveProperties` closure is handed: `register { r in X(r.resolve()) }`.
    private static func isFactoryParameter(_ name: String, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> Bool {
        for enclosing in context.closures.reversed() where extraction.factoryClosures[enclosing.closure.offset] != nil {
            if name == "$0" && enclosing.closure.parameters.isEmpty { return true }
            if enclosing.closure.parameters.first?.name == name { return true }
        }
        return false
    }

    /// A `Resolver.Name` or tag as registrations and resolutions share it: `.fred`,
    /// `Resolver.Name.fred`, `Name("fred")` and `"fred"` are all `fred`.
    static func name(_ expression: Expression, _ extraction: ContainerExtraction) -> String? {
        let e = expression.unwrapped
        switch e.kind {
        case .member(_, let name, _):
            // `.fred`: a constant of `Resolver.Name`, whose value (`Self("Fred")`) is its own.
            return "." + name
        case .call(_, let arguments, _) where arguments.count == 1:
            // `Name("fred")`, `.name(fromString: "fred")`; a variable there is a value of the run.
            return SwinjectContainers.name(arguments[0].value, extraction)
        default:
            return SwinjectContainers.name(e, extraction)
        }
    }
}
