import DilintSyntax

/// Factory (hmlongco/Factory, `import Factory` or `import FactoryKit`). A key is a property
/// of a container type: `extension Container { var api: Factory<P> { self { X() }.singleton } }`
/// (also `Factory(self) { … }`, `ParameterFactory<Int, P> { id in … }` and the 1.x
/// `static let api = Factory<P> { … }`). It registers P under the property's name, so two
/// keys of one type stay distinct. Resolutions call a key: `Container.shared.api()`, `self.api()`
/// inside another key (an eager edge), or read it through a property wrapper
/// (`@Injected(\.api)`). Their type is the key's generic argument, found at project level
/// from the key path (`DIGraphBuilder+KeyPaths`).
///
/// Lifetimes: `.singleton` and `.cached` keep one instance (singleton); `.shared` keeps it
/// only while someone holds it (scoped, as Swinject's `.weak`); `.graph` and the default
/// `.unique` build per resolution (transient). Runtime overrides (`.register { }`,
/// `.onTest { }`, `.context(.test) { }`) are not registrations of their own.
public struct FactoryRecognizer: ContainerRecognizer {
    static let modules: Set<String> = ["Factory", "FactoryKit"]
    package static let keyTypes: Set<String> = ["Factory", "ParameterFactory"]
    /// Methods and modifiers of Factory and its containers: calling one is not calling a key.
    static let libraryNames: Set<String> = [
        "register", "reset", "push", "pop", "manager", "decorator", "resolve", "callAsFunction", "promised",
        "autoRegister", "scope", "context", "once", "timeToLive", "singleton", "cached", "shared", "graph", "unique",
        "onTest", "onPreview", "onDebug", "onArg", "onArgs", "onSimulator", "onDevice", "init", "self", "with",
    ]
    /// Property wrappers reading a key, and whether they resolve it when the owner is built.
    static let wrappers: [String: ResolutionTiming] = [
        "Injected": .eager, "InjectedObject": .eager, "InjectedObservable": .eager,
        "LazyInjected": .deferred, "WeakLazyInjected": .deferred, "DynamicInjected": .deferred,
    ]

    public init() {}

    public func applies(to extraction: ContainerExtraction) -> Bool {
        extraction.imports(anyOf: Self.modules)
    }

    /// A file's top-level `typealias Dependency = Injected`: each alias of one of
    /// Factory's wrappers, to the wrapper, so that `@Dependency(Container.api)` reads as it.
    static func wrapperAliases(in file: SyntaxFile) -> [FileOutline.WrapperAlias] {
        file.declarations.compactMap { declaration in
            guard declaration.kind == .typealias, let target = declaration.aliasedType?.nominalName, wrappers[target] != nil else { return nil }
            return FileOutline.WrapperAlias(alias: declaration.name, wrapper: target)
        }
    }

    /// The project's aliases from every file's outline, a later one of the same name winning.
    public static func wrapperAliases(in files: [FileOutline]) -> [String: String] {
        var aliases: [String: String] = [:]
        for file in files {
            for alias in file.factoryWrapperAliases { aliases[alias.alias] = alias.wrapper }
        }
        return aliases
    }

    public func visit(_ call: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard let chain, !extraction.isClaimed(chain) else { return }
        if let key = FactoryKey(context) {
            if let definition = CallChain(key.body), definition.links.first?.offset == chain.links.first?.offset {
                _ = extraction.claim(definition)
                record(key, definition, context, &extraction)
                return
            }
            if recordKeyCallInsideKey(Self.keyCall(chain), context, &extraction) { return }
        }
        recordContainerCall(Self.keyCall(chain), context, &extraction)
    }

    /// `Container.shared.api.resolve()`, `self.api.resolve()`: the key read, then resolved, as
    /// the documentation writes it; the same as calling the key (`api()`).
    static func keyCall(_ chain: CallChain) -> CallChain {
        guard chain.links.count >= 2, let last = chain.links.last, last.name == "resolve", last.arguments?.isEmpty == true,
              last.trailingClosures.isEmpty, !chain.links[chain.links.count - 2].isCall else { return chain }
        var key = chain
        key.links.removeLast()
        key.links[key.links.count - 1].arguments = []
        return key
    }

    public func visitDeclarations(_ extraction: inout ContainerExtraction) {
        SyntaxWalker.walk(extraction.syntax, visiting: { _, slot in slot.isFirstUnlabeledArgumentOfAName }) { expression, context in
            guard case .argument(let callee, nil, 0) = context.slot, case .identifier(let written) = callee.kind,
                  let wrapperTiming = Self.wrappers[extraction.settings.factoryWrapperAliases[written] ?? written],
                  let variable = context.declarations.last, variable.kind == .variable,
                  variable.attributes.contains(where: { $0.offset == callee.offset }) else { return }
            let path: (root: TypeSyntax?, name: String)
            switch expression.kind {
            case .keyPath(let root, let components) where !components.isEmpty && components[0] != "self":
                path = (root, components[0])
            case .member(let base?, let name, _) where base.asType != nil:
                path = (base.asType, name) // 1.x: `@Injected(Container.api)`
            default:
                return
            }
            let root = path.root ?? .named("Container")
            var (owner, timing) = extraction.owner(context)
            if wrapperTiming == .deferred { timing = .deferred }
            extraction.add(Resolution(
                dialect: .factory, container: Self.hint(root.nominalName ?? "Container"),
                demand: .keyPath(root: extraction.written(root, context), name: path.name), name: path.name,
                handling: .plain, owner: owner, timing: timing, conditions: context.conditions,
                location: extraction.location(expression.offset), symbol: extraction.symbol(context)).via(.wrapper))
        }
    }

    // MARK: - Keys

    private func record(_ key: FactoryKey, _ definition: CallChain, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard definition.receiver == nil, let factory = definition.links.first, factory.isCall,
              factory.name == "self" || Self.keyTypes.contains(factory.name), let closure = factory.closures.last else { return }
        let declared = key.binding.type.flatMap { Self.keyTypes.contains($0.nominalName ?? "") ? $0 : nil }
            ?? .named([TypeComponent(name: factory.name == "self" ? "Factory" : factory.name, genericArguments: factory.genericArguments)])
        let result = Self.result(of: closure)
        var generics = declared.genericArguments
        if generics.isEmpty, case .cast(_, .as, let type)? = result?.kind { generics = [type] }
        // 1.x `Factory(scope: .shared) { Logger() }`: the key is what the closure builds.
        if generics.isEmpty, let built = result.flatMap({ Self.constructed($0, context) }) { generics = [built] }
        guard let registered = generics.last else { return }
        var lifetime = Lifetime.transient
        var written: WrittenScope?
        if let argument = factory.argument("scope")?.value, case .member(_, let scope, _) = argument.kind {
            lifetime = Self.lifetime(scope) ?? lifetime
            written = extraction.writtenScope(argument) { name, _ in Self.span(name) }
        }
        for modifier in definition.links.dropFirst() {
            if modifier.name == "scope", let argument = modifier.unlabeledArguments.first?.value, case .member(_, let scope, _) = argument.kind {
                lifetime = Self.lifetime(scope) ?? .scoped
                written = extraction.writtenScope(argument) { name, _ in Self.span(name) }
            } else if let scoped = Self.lifetime(modifier.name) {
                lifetime = scoped
                written = WrittenScope(spelling: "." + modifier.name, span: Self.span(modifier.name), location: extraction.location(modifier.offset))
            }
        }
        let owner = context.declarations[context.declarations.count - 2].name
        let id = extraction.add(Registration(
            dialect: .factory, container: Self.hint(owner), key: extraction.written(registered, context),
            name: key.binding.name, concrete: result.flatMap { Self.constructed($0, context) }.map { extraction.written($0, context) },
            lifetime: lifetime, argumentTypes: generics.dropLast().map { extraction.written($0, context) },
            location: extraction.location(key.binding.offset), localID: 0), context)
        extraction.facts.registrations[id].scope = written
        extraction.markFactory(factory.closures, registration: id)
        for decorator in definition.links(named: ["decorator"]) { extraction.markDeferred(decorator.closures, registration: id) }
    }

    /// `.cached` lives until the container is reset, `.shared` while someone holds it;
    /// any scope but Factory's own is the project's, shared for a while.
    static func span(_ scope: String) -> WrittenScope.Span {
        switch scope {
        case "singleton": return .container
        case "graph", "unique": return .transient
        default: return .scoped
        }
    }

    static func lifetime(_ scope: String) -> Lifetime? {
        switch scope {
        case "singleton", "cached": return .singleton
        case "shared": return .scoped
        case "graph", "unique": return .transient
        default: return nil
        }
    }

    /// The value a factory closure returns: its single expression or last `return`.
    package static func result(of closure: Closure) -> Expression? {
        switch closure.body.last?.kind {
        case .expression(let e)?: return e
        case .return(let e)?: return e
        default: return nil
        }
    }

    /// What a factory builds: `X(…)`, and X in `X(…) as P`.
    static func constructed(_ result: Expression, _ context: ExpressionContext) -> TypeSyntax? {
        if case .cast(let inner, .as, _) = result.unwrapped.kind { return StaticType.of(inner, context) }
        return StaticType.of(result, context)
    }

    static func hint(_ container: String) -> ContainerHint {
        container == "Container" ? .shared : .variable(container)
    }

    // MARK: - Resolutions

    /// `self.other()` or `other()` inside a key: constructing this key resolves that one.
    private func recordKeyCallInsideKey(_ chain: CallChain, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) -> Bool {
        guard chain.links.count == 1, let link = chain.links.first, isKeyCall(link) else { return false }
        if let receiver = chain.receiver {
            guard case .identifier("self") = receiver.kind else { return false }
        } else if Self.declaresFunction(link.name, in: extraction.syntax.declarations) || Self.globalFunctions.contains(link.name)
                    || Self.isImplicitMember(link, in: extraction.file) {
            return false
        }
        guard let container = context.enclosingType else { return false }
        _ = extraction.claim(chain)
        addResolution(link, root: .named(container.name), context, &extraction)
        return true
    }

    /// The standard library's functions a factory calls bare (`guard … else { fatalError() }`):
    /// not keys of the container around it.
    static let globalFunctions: Set<String> = [
        "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "print", "debugPrint", "dump",
        "max", "min", "abs", "zip", "stride", "swap", "repeatElement", "sequence", "withExtendedLifetime", "autoreleasepool", "type",
    ]

    /// `.formatted(…)`, `.init(…)`: a member of the type the context expects, not of `self`.
    static func isImplicitMember(_ link: CallChain.Link, in file: SourceFile) -> Bool {
        var index = link.offset - 1
        while index >= 0, file.bytes[index] == UInt8(ascii: " ") || file.bytes[index] == UInt8(ascii: "\n") || file.bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        return index >= 0 && file.bytes[index] == UInt8(ascii: ".")
    }

    /// A bare `other()` calling a function of the file is not a key.
    static func declaresFunction(_ name: String, in declarations: [Declaration]) -> Bool {
        declarations.contains { ($0.kind == .function && $0.name == name) || declaresFunction(name, in: $0.members) }
    }

    /// `Container.shared.api()`, `AppContainer.shared.api(42)`, the 1.x `Container.api()`, and
    /// the global `resolve(\.api)`.
    private func recordContainerCall(_ chain: CallChain, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        if chain.receiver == nil, chain.links.count == 1, let link = chain.links.first, link.name == "resolve",
           link.arguments?.count == 1, case .keyPath(let root, let components)? = link.unlabeledArguments.first?.value.kind,
           let name = components.first {
            _ = extraction.claim(chain)
            var key = link
            key.name = name
            key.arguments = []
            addResolution(key, root: root ?? .named("Container"), context, &extraction)
            return
        }
        guard let receiver = chain.receiver?.asType, let container = receiver.nominalName,
              let last = NameBytes.lastDottedPart(container), NameBytes.hasSuffix("Container", last) else { return }
        let links = chain.links
        let link: CallChain.Link
        if links.count == 2, links[0].name == "shared", !links[0].isCall {
            link = links[1]
        } else if links.count == 1, container == "Container" {
            link = links[0]
        } else {
            return
        }
        guard isKeyCall(link) else { return }
        _ = extraction.claim(chain)
        addResolution(link, root: receiver, context, &extraction)
    }

    private func isKeyCall(_ link: CallChain.Link) -> Bool {
        link.isCall && link.trailingClosures.isEmpty && NameBytes.startsLowercase(link.name) && !Self.libraryNames.contains(link.name)
    }

    private func addResolution(_ link: CallChain.Link, root: TypeSyntax, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        let (owner, timing) = extraction.owner(context)
        let count = link.arguments?.count ?? 0
        extraction.add(Resolution(
            dialect: .factory, container: Self.hint(root.nominalName ?? ""), demand: .keyPath(root: extraction.written(root, context), name: link.name),
            name: link.name, handling: extraction.handling(context), argumentTypes: count == 0 ? [] : nil, argumentCount: count,
            owner: owner, timing: timing, conditions: context.conditions,
            location: extraction.location(link.offset), symbol: extraction.symbol(context)))
    }
}

/// The key property a context sits in: a `Factory<…>`/`ParameterFactory<…>` property of a
/// type or extension, with the expression that defines it.
struct FactoryKey {
    var binding: Binding
    var body: Expression

    init?(_ context: ExpressionContext) {
        var chain = context.declarations[...]
        // A local `let url = self.endpoint()` in the key's closure: still the key's.
        while chain.count > 2, let last = chain.last, last.kind == .variable, let outer = chain.dropLast().last, outer.kind == .variable {
            chain = chain.dropLast()
        }
        guard chain.count >= 2, let variable = chain.last, variable.kind == .variable, variable.bindings.count == 1,
              chain[chain.endIndex - 2].isTypeDeclaration || chain[chain.endIndex - 2].kind == .extension else { return nil }
        let binding = variable.bindings[0]
        guard let body = binding.initializer ?? Self.getterValue(binding) else { return nil }
        let declared = binding.type?.nominalName ?? CallChain(body)?.links.first?.name
        guard let declared, FactoryRecognizer.keyTypes.contains(declared) else { return nil }
        self.binding = binding
        self.body = body
    }

    /// The single expression (or `return`) of a computed property's getter.
    static func getterValue(_ binding: Binding) -> Expression? {
        guard let getter = binding.accessors.first(where: { $0.kind == .get }), getter.body.count == 1 else { return nil }
        switch getter.body[0].kind {
        case .expression(let e): return e
        case .return(let e): return e
        default: return nil
        }
    }
}
