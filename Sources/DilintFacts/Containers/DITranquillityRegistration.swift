import DilintSyntax

/// Reading one `register…` chain of either DITranquillity API: the registration, the
/// closures that build and inject it, and the resolutions its initializer makes.
extension DITranquillityRecognizer {
    /// Links only the builder API has: they tell it apart from the current API.
    static let builderModifiers: Set<String> = [
        "asSelf", "asType", "asName", "asDefault", "initializer", "dependency",
        "instanceSingle", "instanceLazySingle", "instancePerScope", "instancePerDependency", "instancePerRequest",
    ]

    /// What `register(…)` is given.
    enum RegisteredForm {
        /// `register(X.self)`.
        case metatype(TypeSyntax)
        /// `register(X.init)`, `register(X.init(a:b:))` (labels nil when only the name is written).
        case initializer(TypeSyntax, labels: [String?]?, offset: Int)
        /// `register { X(a: $0) }`: the key is the closure's result type.
        case closure(Closure, key: TypeSyntax, concrete: TypeSyntax?)
        /// `register { Bag.make(id: 1) }`, `register { env in { input in … } }`,
        /// `register(Bag.make)`: a key the file cannot write out whole (`key` describes it).
        case open(Closure?, key: TypeSyntax, OpenForm)

        /// The factory closure, for the closure forms.
        var closure: Closure? {
            switch self {
            case .closure(let closure, _, _): return closure
            case .open(let closure, _, _): return closure
            case .metatype, .initializer: return nil
            }
        }
    }

    /// `OpenKey`, with the member's base as written.
    enum OpenForm {
        case member(base: TypeSyntax, name: String, isCall: Bool, isStatic: Bool)
        case function(arity: Int?)
    }

    /// What the links after `register` say.
    struct Modifiers {
        var aliases: [WrittenType] = []
        /// `.as(P.self, tag: T.self)`, `.as(P.self, name: "n")`: provided only under that name.
        var namedAliases: [(type: WrittenType, name: String)] = []
        var name: String?
        var isDefault = false
        var asSelf = false
        var hasAsType = false
        var lifetime: Lifetime?
        var scope: WrittenScope?
        /// `.as(P.self)`, which the compiler does not check; `.as(check: P.self) { $0 }` it does.
        var uncheckedAliases: [UncheckedAlias] = []
        var factories: [Closure] = []
        var concrete: TypeSyntax?
        /// `.dependency { scope, obj in … }` (object at 1), `.injection { $0.p = $1 }` (object at 0, resolved from 1).
        var injections: [(closure: Closure, object: Int, resolvedFrom: Int?)] = []
        /// `.injection(\.p)`: the property, where it is written, and how it is resolved.
        var propertyInjections: [(property: String, offset: Int, many: Bool, name: String?)] = []
    }

    /// `arg($0)`: a value the resolution passes (`resolve(args: …)`), not one the container makes.
    static func isArgument(_ expression: Expression?) -> Bool {
        guard case .call(let callee, let arguments, _)? = expression?.unwrapped.kind, case .identifier("arg") = callee.kind else { return false }
        return arguments.count == 1
    }

    func readRegistration(_ chain: CallChain, at index: Int, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let link = chain.links[index]
        let receiver = receiver(of: chain, before: index)
        let links = chain.links[(index + 1)...]
        let arguments = link.arguments ?? []
        if arguments.count == 1, let label = arguments[0].label, label == "module" || label == "assembly" {
            guard isContainer(receiver, context), let module = StaticType.of(arguments[0].value, context)?.nominalName else { return }
            _ = extraction.claim(chain)
            addToGroup(module, chain: chain, context, &extraction)
            return
        }
        let isBuilderAPI = links.contains { Self.builderModifiers.contains($0.name) } || isBuilder(receiver, context)
        guard isContainer(receiver, context) || (receiver != nil && isBuilderAPI),
              let form = registeredForm(link, context, extraction.file) else { return }
        _ = extraction.claim(chain)
        let modifiers = readModifiers(links, extraction, context)

        let key: TypeSyntax
        var concrete: TypeSyntax?
        var openKey: OpenKey?
        switch form {
        case .metatype(let type): key = type
        case .initializer(let type, _, _): key = type; concrete = type
        case .closure(_, let type, let built): key = type; concrete = built
        case .open(_, let described, let open):
            key = described
            switch open {
            case .member(let base, let name, let isCall, let isStatic):
                openKey = .member(base: extraction.written(base, context), name: name, isCall: isCall, isStatic: isStatic)
            case .function(let arity):
                openKey = .function(arity: arity)
            }
        }
        concrete = modifiers.concrete ?? concrete ?? (key.nominalName != nil ? key : nil)
        var hint = ContainerHint.unknown
        if let module = module(context) {
            hint = .module(extraction.ownName(module))
        } else {
            hint = SwinjectContainers.hint(chain, upTo: index, context, extraction)
        }
        var registration = Registration(
            dialect: .diTranquillity, container: hint, key: extraction.written(key, context), aliases: modifiers.aliases,
            name: modifiers.name, concrete: concrete.map { extraction.written($0, context) },
            lifetime: modifiers.lifetime ?? (isBuilderAPI ? .unknown : .transient), isDefault: modifiers.isDefault,
            providesKey: !modifiers.hasAsType || modifiers.asSelf, conditions: context.conditions,
            location: extraction.location(link.offset), localID: 0)
        registration.openKey = openKey
        if case .metatype = form, modifiers.factories.isEmpty { registration.madeOutside = true }
        registration.scope = modifiers.scope
        registration.uncheckedAliases = modifiers.uncheckedAliases
        // `register(X.init(a:b:)) { arg($0) }`: the closure gives the first parameter, from
        // the resolution's runtime arguments.
        var modifiedFirstParameter = false
        if case .initializer = form, let modifier = link.trailingClosures.first?.closure {
            modifiedFirstParameter = Self.isArgument(Self.result(of: modifier))
        }
        // Counted only there: an `arg($0)` inside a factory closure may fill an optional
        // parameter, which a resolution without arguments leaves nil.
        if modifiedFirstParameter { registration.argumentCount = 1 }
        if case .initializer(let type, nil, _) = form, link.trailingClosures.isEmpty {
            registration.autowiredInitializer = AutowiredInitializer(type: extraction.written(type, context))
        }
        let id = extraction.add(registration, context)

        extraction.markFactory(modifiers.factories, registration: id)
        if let closure = form.closure {
            extraction.markFactory([closure], registration: id)
            // The builder API hands its closures the scope; the current one resolves every parameter.
            if !isBuilderAPI { extraction.markResolvingParameters(closure, from: 0) }
        }
        let object = registration.concrete ?? registration.key
        for injection in modifiers.injections {
            extraction.markDeferred([injection.closure], registration: id)
            extraction.markInjectedObject(injection.closure, parameter: injection.object, type: object)
            if let first = injection.resolvedFrom { extraction.markResolvingParameters(injection.closure, from: first) }
        }
        let owner = object.written.nominalName.map(NameBytes.dottedParts) ?? []
        for injection in modifiers.propertyInjections {
            addResolution(.property(owner: owner, name: injection.property), name: injection.name, many: injection.many,
                          handling: injection.many ? .plain : .injected, timing: .deferred, owner: id, at: injection.offset, hint, context, &extraction)
        }
        if case .initializer(let type, let labels?, let offset) = form {
            for (index, label) in labels.enumerated() where !(index == 0 && modifiedFirstParameter) {
                addResolution(.parameter(callee: extraction.written(type, context), label: label, index: index), name: nil, many: false,
                              handling: .forced, timing: .eager, owner: id, at: offset, hint, context, &extraction)
            }
        }
        for name in Set(modifiers.namedAliases.map(\.name)).sorted() {
            var named = registration
            named.aliases = modifiers.namedAliases.filter { $0.name == name }.map(\.type)
            named.name = name
            named.providesKey = false
            named.autowiredInitializer = nil
            named.uncheckedAliases = []
            named.aliasOf = id
            extraction.add(named, context)
        }
    }

    private func addResolution(_ demand: TypeDemand, name: String?, many: Bool, handling: ResolutionHandling, timing: ResolutionTiming,
                               owner: Int, at offset: Int, _ hint: ContainerHint, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        extraction.add(Resolution(
            dialect: .diTranquillity, container: hint, demand: demand, name: name, isMany: many, handling: handling,
            owner: .registration(owner), timing: timing, conditions: context.conditions,
            location: extraction.location(offset), symbol: extraction.symbol(context)).via(.filled))
    }

    private func registeredForm(_ link: CallChain.Link, _ context: ExpressionContext, _ file: SourceFile) -> RegisteredForm? {
        // `file:`/`line:` (defaulted to `#file`/`#line`) only say where the registration was made.
        var arguments = link.arguments ?? []
        if arguments.contains(where: { $0.label == "file" || $0.label == "line" }) {
            arguments.removeAll { $0.label == "file" || $0.label == "line" }
        }
        if arguments.isEmpty, link.trailingClosures.count == 1 {
            return closureForm(link.trailingClosures[0].closure, context)
        }
        // `register(main: X.init)`: the same registration, its initializer run on the main actor.
        guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "type" || arguments[0].label == "main",
              link.trailingClosures.count <= 1 else { return nil }
        let value = arguments[0].value.unwrapped
        if let type = value.metatypeArgument, link.trailingClosures.isEmpty { return .metatype(type) }
        switch value.kind {
        case .member(let base?, "init", let offset):
            return base.asType.map { .initializer($0, labels: nil, offset: offset) }
        case .member(let base?, let name, _) where NameBytes.startsLowercase(name) && link.trailingClosures.isEmpty:
            // `register(Analytics.make)`: what a type's static function returns, as the type table says.
            guard let type = StaticType.namedType(base) else { return nil }
            return .open(nil, key: StaticType.staticMemberKey(type, name, isCall: true), .member(base: type, name: name, isCall: true, isStatic: true))
        case .call(let callee, _, let trailing) where trailing.isEmpty:
            // `X.init(a:b:)` reaches us as a call; its labels are read from the source.
            guard case .member(let base?, "init", let offset) = callee.kind, let type = base.asType else { return nil }
            return Self.compoundLabels(file, at: offset + 4).map { .initializer(type, labels: $0, offset: offset) }
        case .closure(let closure) where link.trailingClosures.isEmpty:
            return closureForm(closure, context)
        default:
            return nil
        }
    }

    private func closureForm(_ closure: Closure, _ context: ExpressionContext) -> RegisteredForm? {
        if let written = closure.returnType { return .closure(closure, key: written, concrete: nil) }
        guard let result = Self.result(of: closure) else { return nil }
        if case .cast(let inner, .as, let type) = result.unwrapped.kind {
            return .closure(closure, key: type, concrete: StaticType.of(inner, context))
        }
        if let type = StaticType.of(result, context) ?? StaticType.literal(result) { return .closure(closure, key: type, concrete: type) }
        return openForm(closure, result: result, context)
    }

    /// A factory's result the file cannot type alone: a member of a type or of a value of
    /// known type (`Bag.make(id: 1)`, `UserDefaults.standard`, `($0 as Connector).channel()`),
    /// looked up later in the type table; a closure (a function-typed key), typed when its
    /// parameters and result are written.
    private func openForm(_ closure: Closure, result: Expression, _ context: ExpressionContext) -> RegisteredForm? {
        if case .closure(let returned) = result.unwrapped.kind { return returnedClosure(closure, returned, context) }
        guard let (base, name, isCall) = StaticType.memberAccess(result) else { return nil }
        let described = name + (isCall ? "(…)" : "")
        if let type = StaticType.namedType(base) {
            return .open(closure, key: StaticType.staticMemberKey(type, name, isCall: isCall),
                         .member(base: type, name: name, isCall: isCall, isStatic: true))
        }
        // `self.make()` in `static func load` calls a static method: not read.
        if case .identifier("self") = base.unwrapped.kind { return nil }
        guard let type = StaticType.of(base, context)?.unwrappingOptional.type, type.nominalName != nil else { return nil }
        return .open(closure, key: .unknown("(" + type.description + ")." + described),
                     .member(base: type, name: name, isCall: isCall, isStatic: false))
    }

    /// `{ env in { (input: Input) -> UIViewController in … } }`: the function type when every
    /// parameter and the result are written, else a function of as many parameters as named.
    private func returnedClosure(_ closure: Closure, _ returned: Closure, _ context: ExpressionContext) -> RegisteredForm {
        let parameters = returned.parameters.map(\.type)
        let result = returned.returnType ?? Self.result(of: returned).flatMap { StaticType.of($0, context) }
        if !parameters.isEmpty, let result, parameters.allSatisfy({ $0 != nil }) {
            let type = TypeSyntax.function(parameters: parameters.compactMap { $0 }, isAsync: returned.isAsync,
                                           isThrowing: returned.isThrowing, result: result)
            return .closure(closure, key: type, concrete: nil)
        }
        let unknown = TypeSyntax.unknown("?")
        // `{ $0 … }` and `{ … }` name no parameter: how many it takes is not read here.
        guard !parameters.isEmpty else { return .open(closure, key: .unknown("(…) -> " + (result ?? unknown).description), .function(arity: nil)) }
        let described = TypeSyntax.function(parameters: parameters.map { $0 ?? unknown }, isAsync: returned.isAsync,
                                            isThrowing: returned.isThrowing, result: result ?? unknown)
        return .open(closure, key: described, .function(arity: parameters.count))
    }

    private func readModifiers(_ links: ArraySlice<CallChain.Link>, _ extraction: ContainerExtraction, _ context: ExpressionContext) -> Modifiers {
        var m = Modifiers()
        for link in links {
            switch link.name {
            case "asSelf": m.asSelf = true
            case "asType":
                guard let type = link.unlabeledArguments.first?.value.metatypeArgument else { continue }
                m.aliases.append(extraction.written(type, context))
                m.hasAsType = true
            case "asName": m.name = link.arguments?.first.flatMap { Self.stringValue($0.value, extraction.file) }
            // `.test()` wins over the others as `.default()` does (it overrides it in tests).
            case "asDefault", "default", "test": m.isDefault = true
            case "instanceSingle", "instanceLazySingle", "instancePerScope", "instancePerDependency", "instancePerRequest":
                let span: WrittenScope.Span = link.name.hasPrefix("instancePerScope") ? .scoped
                    : link.name.hasPrefix("instancePer") ? .transient : .container
                m.lifetime = span == .container ? .singleton : span == .scoped ? .scoped : .transient
                m.scope = WrittenScope(spelling: "." + link.name + "()", span: span, location: extraction.location(link.offset))
            case "lifetime":
                m.lifetime = link.arguments?.first.flatMap { Self.lifetime($0.value) } ?? m.lifetime
                m.scope = link.arguments?.first.flatMap { extraction.writtenScope($0.value, span: Self.span) } ?? m.scope
            case "initializer":
                m.factories += link.closures
                if let result = link.closures.first.flatMap(Self.result(of:)) { m.concrete = StaticType.of(result, context) }
            case "dependency":
                m.injections += link.closures.map { ($0, 1, nil) }
            case "as":
                guard let type = (link.argument(nil) ?? link.argument("check"))?.value.metatypeArgument else { continue }
                if link.argument(nil) != nil {
                    m.uncheckedAliases.append(UncheckedAlias(type: extraction.written(type, context), location: extraction.location(link.offset)))
                }
                if let tag = link.argument("tag")?.value.metatypeArgument {
                    m.namedAliases.append((extraction.written(type, context), tag.description))
                } else if let name = link.argument("name").flatMap({ Self.stringValue($0.value, extraction.file) }) {
                    m.namedAliases.append((extraction.written(type, context), name))
                } else {
                    m.aliases.append(extraction.written(type, context))
                }
            case "injection":
                if let path = link.unlabeledArguments.first?.value, case .keyPath(_, let components) = path.kind, let property = components.first {
                    // `.injection(\.p) { many($0) }`, `.injection(\.p) { by(tag: T.self, on: $0) }`
                    let adjusted = link.closures.first.flatMap(Self.result(of:)).flatMap(CallChain.init)?.links.first
                    // `.injection(\.p) { arg($0) }`: the value is a runtime argument of the resolution.
                    if adjusted?.name == "arg" { continue }
                    let tag = adjusted?.name == "by" ? adjusted?.argument("tag")?.value.metatypeArgument?.description : nil
                    let name = tag ?? link.argument("name").flatMap { Self.stringValue($0.value, extraction.file) }
                    m.propertyInjections.append((property, link.offset, adjusted?.name == "many", name))
                } else if let closure = link.closures.first {
                    m.injections.append((closure, 0, 1))
                }
            default:
                break
            }
        }
        return m
    }

    /// `.single`, `.perRun(.strong)`, `.perContainer(.weak)`, `.objectGraph`, `.prototype`,
    /// `.custom(scope)`, and the builder API's `.lazySingle`, `.perScope`, `.perDependency`.
    static func lifetime(_ expression: Expression) -> Lifetime? {
        var e = expression.unwrapped
        if case .call(let callee, _, _) = e.kind { e = callee }
        guard case .member(_, let name, _) = e.kind else { return nil }
        switch name {
        case "single", "lazySingle", "perRun", "perContainer": return .singleton
        case "perScope", "custom": return .scoped
        case "perDependency", "perRequest", "objectGraph", "prototype": return .transient
        default: return nil
        }
    }

    /// `.perRun(.weak)` and `.perContainer(.weak)` let go of what nobody holds; `.custom`
    /// is the project's scope.
    static func span(_ name: String, _ arguments: [String]) -> WrittenScope.Span? {
        switch name {
        case "single", "lazySingle": return .container
        case "perRun", "perContainer": return arguments.contains("weak") ? .scoped : .container
        case "perScope", "custom": return .scoped
        case "perDependency", "perRequest", "objectGraph", "prototype": return .transient
        default: return nil
        }
    }

    /// The builder API's receiver: typed `DIContainerBuilder` or named like a builder.
    private func isBuilder(_ receiver: Expression?, _ context: ExpressionContext) -> Bool {
        guard let receiver else { return false }
        if let type = StaticType.of(receiver, context)?.unwrappingOptional.type.nominalName { return type.hasSuffix("DIContainerBuilder") }
        guard case .identifier(let name) = receiver.kind else { return false }
        return name.lowercased().contains("builder") || name == "b"
    }

    /// The value a closure returns: its single expression, or its last `return`.
    static func result(of closure: Closure) -> Expression? {
        guard let last = closure.body.last else { return nil }
        switch last.kind {
        case .expression(let e) where closure.body.count == 1: return e
        case .return(let e?): return e
        default: return nil
        }
    }

    /// The labels of a compound name's `(a:_:)` starting at `offset`; nil unless exactly that shape.
    static func compoundLabels(_ file: SourceFile, at offset: Int) -> [String?]? {
        let bytes = file.bytes
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "(") else { return nil }
        var labels: [String?] = []
        var current = ""
        var index = offset + 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: ")"):
                return current.isEmpty && !labels.isEmpty ? labels : nil
            case UInt8(ascii: ":"):
                guard !current.isEmpty else { return nil }
                labels.append(current == "_" ? nil : current)
                current = ""
            case UInt8(ascii: "_"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(Character(UnicodeScalar(byte)))
            default:
                return nil
            }
            index += 1
        }
        return nil
    }
}
