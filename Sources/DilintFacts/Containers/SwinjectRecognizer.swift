import DilintSyntax

/// Swinject: `container.register(P.self, name: "n") { r, id in X(…) }` with
/// `.inObjectScope(…)`, `.implements(…)` and `.initCompleted { r, s in … }`;
/// `r.resolve(P.self, name:, argument(s):)`; `Assembly` types and `Assembler` lists; and
/// SwinjectAutoregistration's `autoregister` and `~>` (in `SwinjectAutoregistration.swift`).
public struct SwinjectRecognizer: ContainerRecognizer {
    /// Knit re-exports Swinject (`@_exported import Swinject`) and wraps its container with
    /// the same registration API: a file importing only Knit speaks Swinject.
    public static let modules: Set<String> = ["Swinject", "SwinjectAutoregistration", "SwinjectStoryboard", "Knit"]

    public init() {}

    public func applies(to extraction: ContainerExtraction) -> Bool {
        extraction.imports(anyOf: Self.modules)
    }

    public func visit(_ expression: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        switch expression.kind {
        case .infix(let resolver, "~>", let requested):
            resolveOperator(resolver, requested, expression, context, &extraction)
            return
        case .postfix(let resolver, "~>"):
            resolveOperator(resolver, nil, expression, context, &extraction)
            return
        case .call:
            break
        default:
            return
        }
        guard let chain, !extraction.isClaimed(chain), !Self.callsProjectLocator(chain, extraction.settings) else { return }
        if let index = chain.links.firstIndex(where: { $0.name == "register" && $0.isCall }) {
            register(chain, at: index, context, &extraction)
        } else if let index = chain.links.firstIndex(where: { $0.isCall && extraction.settings.registrationHelpers[$0.name] != nil }) {
            register(chain, at: index, context, &extraction, helperLifetime: extraction.settings.registrationHelpers[chain.links[index].name])
        } else if let index = chain.links.firstIndex(where: { $0.name == "registerIntoCollection" && $0.isCall }) {
            register(chain, at: index, context, &extraction, intoCollection: true)
        } else if let index = chain.links.firstIndex(where: { $0.name == "registerAbstract" && $0.isCall }) {
            registerAbstract(chain, at: index, context, &extraction)
        } else if let index = chain.links.firstIndex(where: { $0.name == "autoregister" && $0.isCall }) {
            autoregister(chain, at: index, context, &extraction)
        } else if let link = chain.links.last, link.name == "resolve", link.isCall {
            resolve(chain, link, context, &extraction)
        } else if let link = chain.links.last, link.name == "resolveCollection", link.isCall {
            resolveCollection(chain, link, context, &extraction)
        } else if let link = chain.links.last, link.name == "forward", link.isCall {
            forward(chain, link, context, &extraction)
        } else if let link = chain.links.last, link.name == "assemble", link.isCall {
            assembleDirectly(expression, chain, link, context, &extraction)
        } else if let link = chain.links.last, link.name == "removeAll", link.isCall, (link.arguments ?? []).isEmpty, link.closures.isEmpty {
            extraction.addReset(.swinject, container: SwinjectContainers.hint(chain, upTo: chain.links.count - 1, context, extraction),
                                at: link.offset, context)
        } else if let link = chain.links.last, link.isCall {
            if knitAccessor(expression, chain, link, context, &extraction) { return }
            assemblerGroup(chain, link, context, &extraction)
            helperCall(chain, link, context, &extraction)
        }
    }

    /// `container.addCore()` on an assembly's container, one the function makes, or the
    /// shared one: a project's `extension Container` function of that name registers
    /// there. Other receivers (`viewModel.load()`) are not taken for containers.
    private func helperCall(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard chain.links.count == 1, chain.receiver != nil, link.name != "init" else { return }
        let container = SwinjectContainers.hint(chain, upTo: 0, context, extraction)
        switch container {
        case .module, .local, .shared:
            extraction.facts.helperCalls.append(HelperCall(function: link.name, container: container, location: extraction.location(link.offset)))
        case .variable, .unknown, .helper:
            return
        }
    }

    /// `Pantry.shared.resolve(Flour.self)` on a locator the project declares or configures
    /// (`ContainerSettings.locators`) is the locator's, not Swinject's, whatever the module imports.
    private static func callsProjectLocator(_ chain: CallChain, _ settings: ContainerSettings) -> Bool {
        guard !settings.locators.isEmpty, let root = chain.receiverPath.flatMap(NameBytes.firstDottedPart) else { return false }
        return settings.locators.contains { $0.type == root }
    }

    // MARK: - The project's property wrappers

    /// `@Inject var api: API` under a project's own wrapper (`ProjectPropertyWrappers`):
    /// a resolution of `API` from the container the wrapper resolves from, on first use.
    public func visitDeclarations(_ extraction: inout ContainerExtraction) {
        let wrappers = extraction.settings.propertyWrappers.filter { $0.value.dialect == .swinject }
        guard !wrappers.isEmpty else { return }
        for resolution in WrappedProperties.resolutions(in: extraction, dialect: .swinject, container: { wrappers[$0]?.container }) {
            extraction.add(resolution)
        }
    }

    // MARK: - Registrations

    /// `register(P.self[, name:]) { r[, arg…] in … }` (the closure may be `factory:` or
    /// `mainActorFactory:`) and the modifiers chained after it.
    /// A project's registration helper (`registerSingleton(X.self) { … }`) reads the same,
    /// with the lifetime its body gives unless the call chains one of its own. Knit's
    /// `registerIntoCollection(P.self) { … }` too: one entry of P's collection, under a name
    /// Knit makes unique at run time, so it replaces and is replaced by nothing.
    private func register(_ chain: CallChain, at index: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction,
                          helperLifetime: Lifetime? = nil, intoCollection: Bool = false) {
        let link = chain.links[index]
        let arguments = link.arguments ?? []
        guard let first = arguments.first, first.label == nil, let key = first.value.metatypeArgument,
              arguments.dropFirst().allSatisfy({ $0.label == "name" || $0.label == "factory" || $0.label == "mainActorFactory"
                                                 || Self.scopeLabels.contains($0.label ?? "") }),
              link.closures.count <= 1 else { return }
        let scope = arguments.first { Self.scopeLabels.contains($0.label ?? "") }?.value
        let helperLifetime = helperLifetime ?? scope.map(Self.lifetime)
        guard let factory = link.closures.first else {
            // `factory: Service.make`, `factory: Service.make(resolver:)`: a function, not a closure.
            if let reference = arguments.first(where: { $0.label == "factory" || $0.label == "mainActorFactory" }) {
                registerReference(reference.value, key: key, chain, at: index, context, &extraction, helperLifetime: helperLifetime,
                                  helperScope: scope, intoCollection: intoCollection)
            }
            return
        }
        _ = extraction.claim(chain)
        let container = SwinjectContainers.hint(chain, upTo: index, context, extraction)
        let modifiers = chain.links[(index + 1)...]
        var registration = Registration(
            dialect: .swinject, container: container, key: extraction.written(key, context),
            name: intoCollection ? Registration.nameKnownAtRunTime : link.argument("name").flatMap { SwinjectContainers.name($0.value, extraction) },
            concrete: Self.builtType(factory, context).map { extraction.written($0, context) },
            lifetime: Self.lifetime(modifiers, chain, upTo: index, context, helperLifetime: helperLifetime),
            argumentTypes: Self.runtimeArguments(factory, context, extraction),
            argumentCount: factory.parameters.isEmpty ? nil : factory.parameters.count - 1,
            location: extraction.location(link.offset), localID: 0)
        registration.autowiredInitializer = Self.knitResolvable(factory, context, extraction)
        registration.scope = Self.writtenScope(modifiers, chain, upTo: index, context, extraction, helperScope: scope,
                                               isHelper: helperLifetime != nil)
        let id = Self.add(registration, forwardedBy: modifiers, context, &extraction)
        extraction.markFactory([factory], registration: id)
        for completion in modifiers where completion.name == "initCompleted" {
            extraction.markDeferred(completion.closures, registration: id)
        }
    }

    /// Adds the registration with the types its `.implements(P.self[, name: "n"])` links
    /// forward: P under the registration's own name is one more key of it; under another
    /// name (none by default) a registration of its own. Returns the registration's id.
    private static func add(_ registration: Registration, forwardedBy modifiers: ArraySlice<CallChain.Link>, _ context: ExpressionContext,
                            _ extraction: inout ContainerExtraction) -> Int {
        var registration = registration
        var namedAliases: [(WrittenType, String?, Int)] = []
        for implements in modifiers where implements.name == "implements" {
            let name = implements.argument("name").flatMap { SwinjectContainers.name($0.value, extraction) }
            for argument in implements.arguments ?? [] where argument.label == nil {
                guard let type = argument.value.metatypeArgument.map({ extraction.written($0, context) }) else { continue }
                if name == registration.name { registration.aliases.append(type) } else { namedAliases.append((type, name, implements.offset)) }
            }
        }
        let id = extraction.add(registration, context)
        for (type, name, offset) in namedAliases {
            var alias = registration
            alias.key = type
            alias.name = name
            alias.aliases = []
            alias.aliasOf = id
            alias.location = extraction.location(offset)
            extraction.add(alias, context)
        }
        return id
    }

    /// A registration whose factory is a function named, not written: its key is the
    /// metatype; its runtime arguments are known only from a compound name's labels
    /// (`make(resolver:id:)` takes one), otherwise not at all (`make`, `makeFactory()`).
    private func registerReference(_ factory: Expression, key: TypeSyntax, _ chain: CallChain, at index: Int, _ context: ExpressionContext,
                                   _ extraction: inout ContainerExtraction, helperLifetime: Lifetime?, helperScope: Expression?,
                                   intoCollection: Bool) {
        let link = chain.links[index]
        var labels: [String?]?
        if case .call(let callee, _, _) = factory.unwrapped.kind, case .member(_, let name, let offset) = callee.kind {
            labels = DITranquillityRecognizer.compoundLabels(extraction.file, at: offset + name.utf8.count)
        }
        _ = extraction.claim(chain)
        let modifiers = chain.links[(index + 1)...]
        var registration = Registration(
            dialect: .swinject, container: SwinjectContainers.hint(chain, upTo: index, context, extraction), key: extraction.written(key, context),
            name: intoCollection ? Registration.nameKnownAtRunTime : link.argument("name").flatMap { SwinjectContainers.name($0.value, extraction) },
            lifetime: Self.lifetime(modifiers, chain, upTo: index, context, helperLifetime: helperLifetime),
            argumentTypes: nil, argumentCount: labels.map { max(0, $0.count - 1) },
            location: extraction.location(link.offset), localID: 0)
        registration.scope = Self.writtenScope(modifiers, chain, upTo: index, context, extraction, helperScope: helperScope,
                                               isHelper: helperLifetime != nil)
        _ = Self.add(registration, forwardedBy: modifiers, context, &extraction)
    }

    /// Knit's `registerAbstract(P.self[, name:])`: a promise that another module registers
    /// P, which the assembler checks (and fills with a placeholder in tests). It provides P
    /// and, its arguments unknown, replaces nothing and is replaced by nothing.
    private func registerAbstract(_ chain: CallChain, at index: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let link = chain.links[index]
        guard let key = link.unlabeledArguments.first?.value.metatypeArgument, link.closures.isEmpty else { return }
        _ = extraction.claim(chain)
        let registration = Registration(
            dialect: .swinject, container: SwinjectContainers.hint(chain, upTo: index, context, extraction), key: extraction.written(key, context),
            name: link.argument("name").flatMap { SwinjectContainers.name($0.value, extraction) },
            lifetime: .unknown, argumentTypes: nil, location: extraction.location(link.offset), localID: 0)
        extraction.add(registration, context)
    }

    /// The labels under which a project's helper takes the scope (`DI.register(Api.self,
    /// scope: .container) { … }`, over `container.register(…).inObjectScope(scope)`):
    /// Swinject's own `register` takes none.
    static let scopeLabels: Set<String> = ["scope", "objectScope"]

    /// The closure's parameters after the resolver: `{ (r, id: Int) in … }` takes an Int;
    /// nil when one of them has no written type.
    static func runtimeArguments(_ factory: Closure, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> [WrittenType]? {
        if factory.parameters.isEmpty {
            // `{ X($0.resolve(D.self)!) }`: arguments would show as `$1`, `$2`, …
            var usesArgument = false
            SyntaxTraversal.forEachExpression(in: factory.body) { e in
                if case .identifier(let name) = e.kind, name.hasPrefix("$"), name != "$0" { usesArgument = true }
            }
            return usesArgument ? nil : []
        }
        var types: [WrittenType] = []
        for parameter in factory.parameters.dropFirst() {
            guard let type = parameter.type else { return nil }
            types.append(extraction.written(type, context))
        }
        return types
    }

    /// The static type of what the factory returns, when every return shows the same one.
    static func builtType(_ factory: Closure, _ context: ExpressionContext) -> TypeSyntax? {
        var returned: [Expression] = []
        if factory.body.count == 1, case .expression(let e) = factory.body[0].kind {
            returned = [e]
        } else {
            for statement in factory.body { if case .return(let e?) = statement.kind { returned.append(e) } }
        }
        func type(of e: Expression) -> TypeSyntax? {
            switch e.unwrapped.kind {
            case .cast(let inner, .as, _):
                return type(of: inner)
            case .identifier(let name):
                // `let storage = MemoryStorage(); return storage`: a local of the factory.
                for statement in factory.body {
                    guard case .declaration(let d) = statement.kind, let binding = d.bindings.first(where: { $0.name == name }) else { continue }
                    return binding.type ?? binding.initializer.flatMap(type(of:))
                }
                return StaticType.of(e, context)
            default:
                return StaticType.of(e, context)
            }
        }
        let types = returned.map(type(of:))
        guard let type = types.first ?? nil, types.allSatisfy({ $0?.description == type.description }) else { return nil }
        return type
    }

    /// `container.forward(P.self[, name:], to: entry)`: P is provided by the registration
    /// `entry` holds (`let entry = container.register(…)`), as `.implements` would.
    private func forward(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let arguments = link.arguments ?? []
        guard arguments.count >= 2, arguments[0].label == nil, let key = arguments[0].value.metatypeArgument,
              let entry = link.argument("to")?.value, arguments.dropFirst().allSatisfy({ $0.label == "name" || $0.label == "to" }) else { return }
        _ = extraction.claim(chain)
        var registration = Registration(
            dialect: .swinject, container: SwinjectContainers.hint(chain, upTo: chain.links.count - 1, context, extraction),
            key: extraction.written(key, context), lifetime: .unknown, argumentTypes: nil,
            location: extraction.location(link.offset), localID: 0)
        if case .identifier(let name) = entry.unwrapped.kind,
           let source = context.localBinding(named: name)?.initializer.flatMap(CallChain.init),
           let register = source.link(named: "register") {
            let location = extraction.location(register.offset)
            if let forwarded = extraction.facts.registrations.last(where: { $0.dialect == .swinject && $0.location == location }) {
                registration.concrete = forwarded.concrete
                registration.lifetime = forwarded.lifetime
                registration.argumentTypes = forwarded.argumentTypes
            }
        }
        if let name = link.argument("name") { registration.name = SwinjectContainers.name(name.value, extraction) }
        extraction.add(registration, context)
    }

    // MARK: - Resolutions

    /// `r.resolve(P.self[, name:][, argument: a | arguments: a, b])`; with
    /// SwinjectAutoregistration also `r.resolve()`, typed by its context.
    private func resolve(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let arguments = link.arguments ?? []
        guard link.trailingClosures.isEmpty else { return }
        let metatype = arguments.first.flatMap { $0.label == nil ? $0.value.metatypeArgument : nil }
        // `resolve(screenType)`: a type known at run time.
        let atRunTime = metatype == nil && arguments.first?.label == nil && arguments.first?.value.isMetatypeValue == true
        let rest = metatype == nil && !atRunTime ? arguments[...] : arguments.dropFirst()
        var position = rest.startIndex
        if position < rest.endIndex, rest[position].label == "name" { position += 1 }
        if position < rest.endIndex {
            switch rest[position].label {
            case "argument" where rest.endIndex - position == 1: break
            case "arguments" where rest[(position + 1)...].allSatisfy({ $0.label == nil }): break
            default: return
            }
        }
        if metatype == nil, !atRunTime {
            // Plain Swinject has no `resolve()` without a metatype; Autoregistration adds one.
            guard extraction.imports.contains("SwinjectAutoregistration"), chain.receiver != nil else { return }
        }
        if atRunTime {
            guard let receiver = chain.receiver, Self.mayBeAResolver(receiver, context, extraction) else { return }
        }
        _ = extraction.claim(chain)
        let passed = rest[position...].map(\.value)
        let (owner, timing) = extraction.owner(context)
        extraction.add(Resolution(
            dialect: .swinject, container: SwinjectContainers.hint(chain, upTo: chain.links.count - 1, context, extraction),
            demand: atRunTime ? .unknown : metatype.map { .type(extraction.written($0, context)) } ?? extraction.demand(context),
            name: link.argument("name").flatMap { SwinjectContainers.name($0.value, extraction) },
            handling: context.isForced ? .forced : .optional,
            argumentTypes: SwinjectContainers.staticTypes(passed, context, extraction), argumentCount: passed.count,
            owner: owner, timing: timing, conditions: context.conditions,
            location: extraction.location(link.offset), symbol: extraction.symbol(context)))
    }

    /// Knit's `resolveCollection(P.self)`: every entry registered into P's collection, an
    /// empty one when there is none, so it never fails.
    private func resolveCollection(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let arguments = link.arguments ?? []
        guard arguments.count == 1, arguments[0].label == nil, let type = arguments[0].value.metatypeArgument, link.trailingClosures.isEmpty else { return }
        _ = extraction.claim(chain)
        let (owner, timing) = extraction.owner(context)
        extraction.add(Resolution(
            dialect: .swinject, container: SwinjectContainers.hint(chain, upTo: chain.links.count - 1, context, extraction),
            demand: .type(extraction.written(type, context)), isMany: true, handling: .plain,
            owner: owner, timing: timing, conditions: context.conditions,
            location: extraction.location(link.offset), symbol: extraction.symbol(context)))
    }

    // MARK: - Assemblers

    /// `CoreAssembly().assemble(container: container)`: the assembly's registrations go to
    /// that container; an assembly the analyzed code does not declare (a package's) may
    /// register there any type but the analyzed code's own (`OpenKey.assembly`).
    private func assembleDirectly(_ call: Expression, _ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext,
                                  _ extraction: inout ContainerExtraction) {
        guard let arguments = link.arguments, arguments.count == 1, arguments[0].label == "container", link.trailingClosures.isEmpty,
              case .call(let callee, _, _) = call.unwrapped.kind, case .member(let base?, _, _) = callee.kind,
              let assembly = StaticType.of(base, context)?.unwrappingOptional.type, assembly.nominalName != nil else { return }
        _ = extraction.claim(chain)
        var registration = Registration(
            dialect: .swinject, container: SwinjectContainers.hint(arguments[0].value, properties: [], context, extraction),
            key: WrittenType(.unknown("what \(assembly) registers"), scope: []), lifetime: .unknown, argumentTypes: nil,
            location: extraction.location(link.offset), localID: 0)
        registration.openKey = .assembly(extraction.written(assembly, context))
        extraction.add(registration, context)
    }

    /// `Assembler([A(), B()])`, `Assembler([A()], parent: p)`, `assembler.apply(assemblies: [A(), B()])`,
    /// `assembler.apply(assembly: A())`: the assemblies that fill one container together.
    private func assemblerGroup(_ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let listed: Expression?
        switch link.name {
        case "Assembler" where chain.receiver == nil || chain.receiverPath == "Swinject":
            listed = link.arguments?.first { $0.label == nil || $0.label == "assemblies" }?.value
        // `static let shared: Assembler = .init([NetworkAssembly()], container: container)`
        case "init" where chain.receiver == nil && chain.links.count == 1 && context.expectedType?.nominalName == "Assembler":
            listed = link.arguments?.first { $0.label == nil || $0.label == "assemblies" }?.value
        case "apply" where chain.receiver != nil:
            listed = (link.argument("assemblies") ?? link.argument("assembly"))?.value
        default:
            return
        }
        guard let listed else { return }
        let elements: [Expression]
        if case .array(let items) = listed.unwrapped.kind { elements = items } else { elements = [listed] }
        let names = elements.compactMap { StaticType.of($0, context)?.nominalName }
        guard !names.isEmpty else { return }
        _ = extraction.claim(chain)
        extraction.facts.containerGroups.append(names.map(extraction.ownName))
    }
}
