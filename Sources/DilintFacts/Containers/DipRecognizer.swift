import DilintSyntax

/// Dip: `container.register(.singleton, type: P.self, tag: "t") { X() as P }` with
/// `.implements(…)` and `.resolvingProperties { c, x in … }`; factories whose parameters
/// are runtime arguments (`{ (id: Int) in … }`) or auto-wired (`{ X(a: $0) }`);
/// `try container.resolve(tag:arguments:) as P`; and `Injected<P>()` auto-injected properties.
/// Like Swinject, Dip keys a definition on its type, tag and runtime argument types.
public struct DipRecognizer: ContainerRecognizer {
    static let containerTypes: Set<String> = ["DependencyContainer", "Dip.DependencyContainer"]
    /// Factory parameters of these types are runtime arguments; others are resolved by type.
    static let valueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "String", "Character", "URL", "UUID", "Date", "Data", "Decimal", "TimeInterval", "NSNumber",
    ]

    public init() {}

    static let modules: Set<String> = ["Dip"]

    public func applies(to extraction: ContainerExtraction) -> Bool { extraction.imports(anyOf: Self.modules) }

    public func visit(_ expression: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard case .call = expression.kind, let chain, !extraction.isClaimed(chain) else { return }
        if let index = chain.links.firstIndex(where: { $0.name == "register" && $0.isCall }) {
            register(chain, at: index, context, &extraction)
        } else if let link = chain.links.last, link.isCall, link.name == "resolve" {
            resolve(chain, link, context, &extraction)
        } else if let link = chain.links.last, link.isCall, link.name == "collaborate",
                  let container = Self.container(chain, upTo: chain.links.count - 1, context, extraction) {
            collaborate(container, link, context, &extraction)
        } else if let link = chain.links.last, link.isCall, link.name == "reset", (link.arguments ?? []).isEmpty,
                  let container = Self.container(chain, upTo: chain.links.count - 1, context, extraction) {
            _ = extraction.claim(chain)
            extraction.addReset(.dip, container: container, at: link.offset, context)
        } else if let link = chain.links.last, link.isCall, link.name == "validate",
                  let container = Self.container(chain, upTo: chain.links.count - 1, context, extraction) {
            // `try container.validate()` builds every registration: a resolution of every key.
            _ = extraction.claim(chain)
            extraction.add(Resolution(
                dialect: .dip, container: container, demand: .unknown, handling: .plain, owner: .none, timing: .eager,
                conditions: context.conditions, location: extraction.location(link.offset), symbol: extraction.symbol(context)).via(.filled))
        } else if chain.receiver == nil, chain.links.count == 1, let link = chain.links.first, link.name == "Injected" || link.name == "InjectedWeak" {
            autoInjected(chain, link, context, &extraction)
        } else if case .identifier(let name)? = chain.receiver?.kind, let id = extraction.storedDefinitions[name],
                  chain.links.allSatisfy({ $0.name == "implements" }) {
            _ = extraction.claim(chain)
            forward(chain.links[...], registration: id, context, &extraction)
        }
    }

    /// `.implements(P.self[, tag:])` on a registration: P under the registration's tag is
    /// one more key of it, under another tag a registration of its own.
    private func forward(_ links: ArraySlice<CallChain.Link>, registration id: Int, _ context: ExpressionContext,
                         _ extraction: inout ContainerExtraction) {
        let registration = extraction.facts.registrations[id]
        for implements in links where implements.name == "implements" {
            let aliasName = implements.argument("tag").flatMap { ResolverRecognizer.name($0.value, extraction) }
            for argument in implements.unlabeledArguments {
                guard let type = argument.value.metatypeArgument.map({ extraction.written($0, context) }) else { continue }
                extraction.facts.registrations[id].uncheckedAliases.append(UncheckedAlias(type: type, location: extraction.location(implements.offset)))
                if aliasName == registration.name {
                    extraction.facts.registrations[id].aliases.append(type)
                } else {
                    var alias = registration
                    alias.key = type
                    alias.name = aliasName
                    alias.aliases = []
                    alias.uncheckedAliases = []
                    alias.aliasOf = id
                    alias.location = extraction.location(implements.offset)
                    extraction.add(alias, context)
                }
            }
        }
    }

    /// `$0` or an untyped parameter of an auto-wired factory: the container resolves it by
    /// the type of the parameter it is passed to.
    public var readsOperands: Bool { true }

    public func visitOperand(_ operand: Expression, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard case .identifier(let name) = operand.kind, extraction.claimResolvedParameter(name, context) != nil,
              case .registration(let registration) = extraction.owner(context).0 else { return }
        extraction.add(Resolution(
            dialect: .dip, container: extraction.facts.registrations[registration].container, demand: extraction.demand(context),
            handling: .plain, owner: .registration(registration), conditions: context.conditions,
            location: extraction.location(operand.offset), symbol: extraction.symbol(context)).via(.filled))
    }

    // MARK: - Registrations

    private func register(_ chain: CallChain, at index: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let link = chain.links[index]
        var rest = (link.arguments ?? [])[...]
        var scope: Expression?
        if let first = rest.first, first.label == nil, case .member = first.value.unwrapped.kind, first.value.metatypeArgument == nil {
            scope = first.value
            rest = rest.dropFirst()
        }
        let initializer = link.argument("factory").flatMap { Self.initializerType($0.value) }
        let reference = initializer == nil ? link.argument("factory").flatMap { Self.functionReference($0.value, context) } : nil
        guard rest.allSatisfy({ ["type", "tag", "factory"].contains($0.label) }),
              link.closures.count == (initializer == nil && reference == nil ? 1 : 0),
              let container = Self.container(chain, upTo: index, context, extraction) else { return }
        _ = extraction.claim(chain)
        let factory = link.closures.first
        let written = link.argument("type")?.value.metatypeArgument ?? initializer ?? reference?.returned
            ?? factory.flatMap { ResolverRecognizer.resultType($0, context) }
        // `register { Clock.shared }`, `register { makeClock() }`: looked up by the graph.
        let produced = written == nil ? reference?.produced ?? factory.flatMap { ResolverRecognizer.producedBy($0, context) } : nil
        guard let key = written ?? produced?.key else { return }
        let concrete = initializer ?? factory.flatMap { SwinjectRecognizer.builtType($0, context) }
        let name = link.argument("tag").flatMap { ResolverRecognizer.name($0.value, extraction) }
        let parameters = factory?.parameters ?? []
        let typed = parameters.compactMap(\.type)
        let takesArguments = !typed.isEmpty && typed.count == parameters.count && typed.contains { Self.isRuntimeArgument($0) }
        var registration = Registration(
            dialect: .dip, container: container, key: extraction.written(key, context), name: name,
            concrete: concrete.map { extraction.written($0, context) }, lifetime: Self.lifetime(scope),
            argumentTypes: takesArguments ? typed.map { extraction.written($0, context) }
                : (Self.usesShorthand(factory) || !parameters.isEmpty || initializer != nil || reference != nil ? nil : []),
            location: extraction.location(link.offset), localID: 0)
        if let initializer {
            let labels = link.argument("factory").flatMap { Self.initializer($0.value)?.labelsAt }
                .flatMap { DITranquillityRecognizer.compoundLabels(extraction.file, at: $0) }
            registration.autowiredInitializer = AutowiredInitializer(type: extraction.written(initializer, context), labels: labels)
        }
        if let produced { registration.openKey = produced.open(extraction, context) }
        registration.scope = scope.flatMap { extraction.writtenScope($0) { name, _ in Self.span(name) } }
        let modifiers = chain.links[(index + 1)...]
        let id = extraction.add(registration, context)
        switch context.slot {
        case .variableInitializer(let variable, _, _, _):
            extraction.storedDefinitions[variable] = id
        case .assignment(let target):
            if case .identifier(let variable) = target.kind { extraction.storedDefinitions[variable] = id }
        default:
            break
        }
        if let factory {
            extraction.markFactory([factory], registration: id)
            if takesArguments {
                // Runtime arguments are the caller's, not the container's.
            } else if typed.count == parameters.count && !parameters.isEmpty {
                autowiredParameters(factory, registration: id, context, &extraction)
            } else {
                extraction.markResolvingParameters(factory, from: 0)
            }
        }
        for properties in modifiers where properties.name == "resolvingProperties" || properties.name == "implements" {
            for closure in properties.closures {
                extraction.markDeferred([closure], registration: id)
                extraction.markInjectedObject(closure, parameter: 1, type: registration.concrete ?? registration.key)
            }
        }
        forward(modifiers, registration: id, context, &extraction)
    }

    /// `{ (api: API, store: Store) in … }`: each typed parameter is resolved by its type.
    private func autowiredParameters(_ factory: Closure, registration: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        for parameter in factory.parameters {
            guard let type = parameter.type else { continue }
            let (bare, isOptional) = type.unwrappingOptional
            extraction.add(Resolution(
                dialect: .dip, container: extraction.facts.registrations[registration].container,
                demand: .type(extraction.written(bare, context)), handling: isOptional ? .optional : .plain,
                owner: .registration(registration), conditions: context.conditions,
                location: extraction.location(parameter.offset), symbol: extraction.symbol(context)).via(.filled))
        }
    }

    static func isRuntimeArgument(_ type: TypeSyntax) -> Bool {
        switch type {
        case .named: return valueTypes.contains(type.nominalName ?? "")
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): return isRuntimeArgument(wrapped)
        case .any, .some, .composition, .metatype: return false
        default: return true
        }
    }

    private static func usesShorthand(_ factory: Closure?) -> Bool {
        guard let factory, factory.parameters.isEmpty else { return false }
        var found = false
        SyntaxTraversal.forEachExpression(in: factory.body) { e in
            if case .identifier(let name) = e.kind, name.hasPrefix("$") { found = true }
        }
        return found
    }

    /// `factory: X.init` or `factory: X.init(a:b:)`.
    private static func initializerType(_ value: Expression) -> TypeSyntax? {
        initializer(value)?.type
    }

    /// `X.init`, or `X.init(location:)` named with its labels (a factory argument that
    /// compiles is a function, so a call here is a compound name): the type, and where the
    /// labels' parenthesis is.
    private static func initializer(_ value: Expression) -> (type: TypeSyntax, labelsAt: Int?)? {
        switch value.unwrapped.kind {
        case .member(let base?, "init", _):
            return base.asType.map { ($0, nil) }
        case .call(let callee, _, let trailing) where trailing.isEmpty:
            guard case .member(let base?, "init", let nameOffset) = callee.kind, let type = base.asType else { return nil }
            return (type, nameOffset + 4)
        default:
            return nil
        }
    }

    /// `factory: makeApi`, `factory: self.makeFeed`: a method of the type around, whose
    /// written return type is the key; `factory: makeClock` of no such method, a function
    /// the graph looks up; `factory: Feed.make`, a static member of a type.
    private static func functionReference(_ value: Expression, _ context: ExpressionContext)
        -> (returned: TypeSyntax?, produced: ResolverRecognizer.Produced?)? {
        var name: String?
        switch value.unwrapped.kind {
        case .identifier(let identifier) where NameBytes.startsLowercase(identifier): name = identifier
        case .member(let base?, let member, _) where member != "init":
            if case .identifier("self") = base.kind {
                name = member
            } else if let type = StaticType.namedType(base) {
                return (nil, .staticMember(key: StaticType.staticMemberKey(type, member, isCall: true), type: type, name: member, isCall: true))
            }
        default:
            break
        }
        guard let name else { return nil }
        if let method = context.enclosingType?.members.first(where: { $0.kind == .function && $0.name == name }) {
            return method.returnType.map { ($0, nil) }
        }
        return (nil, .functionResult(key: .unknown(name + "()"), name: name))
    }

    /// Dip's scopes are its own five; `.weakSingleton` lets go of what nobody holds.
    static func span(_ scope: String) -> WrittenScope.Span? {
        switch scope {
        case "unique", "shared": return .transient
        case "singleton", "eagerSingleton": return .container
        case "weakSingleton": return .scoped
        default: return nil
        }
    }

    /// The first argument of `register`; Dip's default is `.shared`, one instance per resolution graph.
    static func lifetime(_ scope: Expression?) -> Lifetime {
        guard let scope else { return .transient }
        guard case .member(_, let name, _) = scope.unwrapped.kind else { return .unknown }
        switch name {
        case "unique", "shared": return .transient
        case "singleton", "eagerSingleton": return .singleton
        case "weakSingleton": return .scoped
        default: return .unknown
        }
    }

    // MARK: - Resolutions

    /// `try c.resolve() as P`, `try c.resolve(P.self, tag: "t")`, `try c.resolve(tag:, arguments: a, b)`.
    private func resolve(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let arguments = link.arguments ?? []
        let metatype = arguments.first.flatMap { $0.label == nil ? $0.value.metatypeArgument : nil }
        // `resolve(screenType)`: a type known at run time.
        let atRunTime = metatype == nil && arguments.first?.label == nil && arguments.first?.value.isMetatypeValue == true
        var rest = arguments.dropFirst(metatype == nil && !atRunTime ? 0 : 1)
        if rest.first?.label == "tag" { rest = rest.dropFirst() }
        guard link.trailingClosures.isEmpty,
              rest.isEmpty || (rest.first?.label == "arguments" && rest.dropFirst().allSatisfy { $0.label == nil }),
              let container = Self.container(chain, upTo: chain.links.count - 1, context, extraction) else { return }
        _ = extraction.claim(chain)
        let passed = rest.map(\.value)
        let (owner, timing) = extraction.owner(context)
        extraction.add(Resolution(
            dialect: .dip, container: container,
            demand: atRunTime ? .unknown : metatype.map { .type(extraction.written($0, context)) } ?? extraction.demand(context),
            name: link.argument("tag").flatMap { ResolverRecognizer.name($0.value, extraction) },
            handling: extraction.handling(context),
            argumentTypes: SwinjectContainers.staticTypes(passed, context, extraction), argumentCount: passed.count,
            owner: owner, timing: timing, conditions: context.conditions,
            location: extraction.location(link.offset), symbol: extraction.symbol(context)))
    }

    /// `let logger = Injected<Logger>()`: Dip fills the property after building its owner.
    private func autoInjected(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard case .variableInitializer(_, let annotation, true, _) = context.slot,
              (link.arguments ?? []).allSatisfy({ ["required", "tag", "overrideTag", "didInject"].contains($0.label) }) else { return }
        let type = link.genericArguments.first ?? annotation?.genericArguments.first
        _ = extraction.claim(chain)
        var isRequired = true
        if case .literal(.boolean(false))? = link.argument("required")?.value.unwrapped.kind { isRequired = false }
        let (owner, _) = extraction.owner(context)
        extraction.add(Resolution(
            dialect: .dip, container: .unknown, demand: type.map { .type(extraction.written($0, context)) } ?? .unknown,
            name: link.argument("tag").flatMap { ResolverRecognizer.name($0.value, extraction) },
            handling: isRequired ? .plain : .optional, owner: owner, timing: .deferred, conditions: context.conditions,
            location: extraction.location(link.offset), symbol: extraction.symbol(context)).via(.wrapper))
    }

    /// `a.collaborate(with: b, c)`: each looks in the others for what it lacks, both ways.
    /// dilint does not join their graphs: each of them is given a registration of a type
    /// nobody can name, so that no resolution from them is reported as unregistered.
    private func collaborate(_ container: ContainerHint, _ link: CallChain.Link, _ context: ExpressionContext,
                             _ extraction: inout ContainerExtraction) {
        var containers = [container]
        for argument in link.arguments ?? [] where argument.label == "with" || argument.label == nil {
            containers.append(SwinjectContainers.hint(argument.value, properties: [], context, extraction))
        }
        for hint in containers {
            var registration = Registration(
                dialect: .dip, container: hint, key: WrittenType(.unknown("a collaborator's type"), scope: []), lifetime: .unknown,
                argumentTypes: nil, location: extraction.location(link.offset), localID: 0)
            registration.openKey = .member(base: WrittenType(.unknown("collaborator"), scope: []), name: link.name, isCall: true, isStatic: false)
            extraction.add(registration, context)
        }
    }

    // MARK: - Containers

    /// The Dip container a call's receiver denotes; nil when the receiver is not one (a
    /// table view's `register`, a promise's `resolve()`).
    static func container(_ chain: CallChain, upTo index: Int, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> ContainerHint? {
        let steps = chain.links[..<index]
        guard steps.allSatisfy({ !$0.isCall }) else { return nil }
        guard let receiver = chain.receiver?.unwrappedForChain else {
            return context.declarations.contains { $0.kind == .extension && containerTypes.contains($0.name) } ? .unknown : nil
        }
        guard let path = receiver.dottedName.map(NameBytes.dottedParts) else { return nil }
        let names = path + steps.map(\.name)
        if names[0] == "self" {
            guard names.count >= 2, isContainer(names, context.memberBinding(named: names[1])) else { return nil }
            return SwinjectContainers.hint(chain, upTo: index, context, extraction)
        }
        if names.count == 1, let hint = closureContainer(names[0], context, extraction) { return hint }
        let binding = context.localBinding(named: names[0]) ?? context.memberBinding(named: names[0]) ?? context.fileBinding(named: names[0])
        let parameter = context.enclosingFunction?.parameters.first { $0.name == names[0] }
        if let parameter {
            guard containerTypes.contains(parameter.type.unwrappingOptional.type.nominalName ?? "") else { return nil }
        } else if !isContainer(names, binding) && !(binding == nil && isStaticContainer(names, context)) {
            return nil
        }
        return SwinjectContainers.hint(chain, upTo: index, context, extraction)
    }

    /// `DI.shared`, a static of a type the file declares or extends, holding a
    /// `DependencyContainer` whatever its name (`static let shared = DependencyContainer()`).
    private static func isStaticContainer(_ names: [String], _ context: ExpressionContext) -> Bool {
        guard names.count >= 2, NameBytes.startsUppercase(names[0]) else { return false }
        return StaticType.ofStatic(names[1], of: names[0], context)?.unwrappingOptional.type.nominalName.map(containerTypes.contains) == true
    }

    /// A container handed to a closure: the configuring closure of `DependencyContainer { c in … }`
    /// (also through `unowned let c = $0`), or `.resolvingProperties { c, x in … }`.
    private static func closureContainer(_ name: String, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> ContainerHint? {
        for index in context.closures.indices.reversed() {
            let closure = context.closures[index].closure
            let first = closure.parameters.first?.name ?? "$0"
            var binds = name == first
            if !binds, closure.parameters.contains(where: { $0.name == name }) { return nil }
            for statement in closure.body where !binds {
                guard case .declaration(let d) = statement.kind, let local = d.bindings.first(where: { $0.name == name }) else { continue }
                guard case .identifier(first)? = local.initializer?.unwrapped.kind else { return nil }
                binds = true
            }
            guard binds else { continue }
            if extraction.deferredClosures.contains(closure.offset) { return SwinjectContainers.hint(Expression(offset: 0, kind: .identifier(first)), properties: [], context, extraction) }
            guard let callee = context.closures[index].callee?.dottedName, containerTypes.contains(callee) else { return nil }
            // The variable the configured container initialises.
            guard let variable = context.declarations.last, variable.kind == .variable, let binding = variable.bindings.first else { return .unknown }
            var outside = context
            outside.closures = Array(context.closures[..<index])
            outside.declarations.removeLast()
            return SwinjectContainers.hint(Expression(offset: binding.offset, kind: .identifier(binding.name)), properties: [], outside, extraction)
        }
        return nil
    }

    /// A `DependencyContainer` by its declaration, or a receiver named like one (`container`, `AppContainer.shared`).
    private static func isContainer(_ names: [String], _ binding: Binding?) -> Bool {
        // A declared type or a constructor call settles it; only an unknown one goes by the name.
        if let type = binding?.type { return containerTypes.contains(type.unwrappingOptional.type.nominalName ?? "") }
        if case .call(let callee, _, _)? = binding?.initializer?.unwrapped.kind, let type = callee.asType {
            return containerTypes.contains(type.nominalName ?? "")
        }
        return names.contains { $0.lowercased().contains("container") }
    }
}
