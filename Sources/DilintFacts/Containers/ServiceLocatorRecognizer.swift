import DilintSyntax

/// Home-made service locators (seed 000): `ServiceLocator.shared.addService(X() as P)`,
/// `let p: P? = ServiceLocator.shared.getService()`, `ServiceLocator.service()`, and the
/// locators named under `containers.locators` in `.dilint.yml`. A locator stores the
/// instance it is given, so what it hands out is a singleton, keyed by the static type.
public struct ServiceLocatorRecognizer: ContainerRecognizer {
    static let defaultRegister: Set<String> = ["addService", "registerService", "register", "add", "put", "set"]
    static let defaultResolve: Set<String> = ["getService", "service", "resolve", "get"]

    public init() {}

    /// The project's own shapes: read on any value.
    public var readsALibrary: Bool { false }

    /// A locator is a type named `…Locator` or one the configuration names: a file that
    /// spells neither cannot call one.
    public func applies(to extraction: ContainerExtraction) -> Bool {
        extraction.file.contains("Locator") || extraction.settings.locators.contains { configured in
            extraction.file.contains((NameBytes.firstDottedPart(configured.type) ?? ""))
        }
    }

    public func visit(_ call: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard let chain, let receiver = chain.receiverPath, !extraction.isClaimed(chain), let link = chain.links.last, link.isCall,
              let methods = methods(for: receiver, extraction.settings) ?? methods(ofInstance: chain, link.name, context, extraction.settings)
        else { return }
        let locator = NameBytes.firstDottedPart(receiver) ?? ""
        if methods.register.contains(link.name) {
            guard let (key, concrete) = registeredType(link, context, extraction) else { return }
            _ = extraction.claim(chain)
            // A factory handed over may be run once or at each lookup: the locator's code says.
            let lifetime: Lifetime = link.closures.isEmpty ? .singleton : .unknown
            var registration = Registration(
                dialect: .serviceLocator, container: .variable(locator), key: key, concrete: concrete,
                lifetime: lifetime, conditions: context.conditions, location: extraction.location(link.offset), localID: 0)
            // `addService(Disk(), as: Store.self)`: the code compiled, so a type that does not
            // conform got through a parameter the compiler does not check against the other.
            if let alias = link.argument("as"), alias.value.metatypeArgument != nil, concrete != nil {
                registration.uncheckedAliases = [UncheckedAlias(type: key, location: extraction.location(alias.value.offset))]
            }
            extraction.add(registration, context)
        } else if methods.resolve.contains(link.name) || methods.resolveMany.contains(link.name) {
            guard link.trailingClosures.isEmpty, (link.arguments ?? []).count <= 1 else { return }
            _ = extraction.claim(chain)
            let demand: TypeDemand = link.arguments?.first?.value.metatypeArgument.map { .type(extraction.written($0, context)) }
                ?? extraction.demand(context)
            let (owner, timing) = extraction.owner(context)
            extraction.add(Resolution(
                dialect: .serviceLocator, container: .variable(locator), demand: demand,
                isMany: methods.resolveMany.contains(link.name), handling: extraction.handling(context),
                owner: owner, timing: timing, conditions: context.conditions,
                location: extraction.location(link.offset), symbol: extraction.symbol(context)))
        }
    }

    /// The locator's method names: configured for a configured type; the common spellings
    /// for a type named `…Locator`.
    private func methods(for receiver: String, _ settings: ContainerSettings) -> (register: Set<String>, resolve: Set<String>, resolveMany: Set<String>)? {
        let root = NameBytes.firstDottedPart(receiver) ?? ""
        if let configured = settings.locators.first(where: { $0.type == root || $0.type == receiver }) {
            return (Set(configured.register), Set(configured.resolve), Set(configured.resolveMany))
        }
        guard root.hasSuffix("Locator"), NameBytes.startsUppercase(root) else { return nil }
        return (Self.defaultRegister, Self.defaultResolve, [])
    }

    /// The methods of the locator a value holds (`let services = ServiceLocator()`,
    /// `dependencies.resolve()`), when its declaration in the file says which.
    private func methods(ofInstance chain: CallChain, _ name: String, _ context: ExpressionContext,
                         _ settings: ContainerSettings) -> (register: Set<String>, resolve: Set<String>, resolveMany: Set<String>)? {
        guard Self.defaultRegister.contains(name) || Self.defaultResolve.contains(name)
                || settings.locators.contains(where: { $0.register.contains(name) || $0.resolve.contains(name) || $0.resolveMany.contains(name) }),
              let receiver = chain.receiver, let type = StaticType.of(receiver, context)?.unwrappingOptional.type.nominalName else { return nil }
        return methods(for: type, settings)
    }

    /// The static type of what is added: `X() as P` is P, `X()` is X, a metatype argument
    /// names it, a local or property is its declared or constructed type, a factory closure
    /// its result's.
    private func registeredType(_ link: CallChain.Link, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> (WrittenType, WrittenType?)? {
        let arguments = link.arguments ?? []
        if let metatype = arguments.lazy.compactMap({ $0.value.metatypeArgument }).first {
            let value = arguments.first { $0.value.metatypeArgument == nil }?.value
            return (extraction.written(metatype, context), value.flatMap { StaticType.of($0, context) }.map { extraction.written($0, context) })
        }
        // `register { LiveApi() as Api }`, `register(factory: { … })`: the factory's result.
        if arguments.allSatisfy({ if case .closure = $0.value.unwrapped.kind { return true } else { return false } }),
           link.closures.count == 1, let factory = link.closures.first, let type = ResolverRecognizer.resultType(factory, context) {
            return (extraction.written(type, context), SwinjectRecognizer.builtType(factory, context).map { extraction.written($0, context) })
        }
        guard arguments.count == 1, let value = arguments.first?.value else { return nil }
        if case .cast(let inner, .as, let type) = value.unwrapped.kind {
            return (extraction.written(type, context), StaticType.of(inner, context).map { extraction.written($0, context) })
        }
        guard let type = StaticType.of(value, context) else { return nil }
        return (extraction.written(type, context), extraction.written(type, context))
    }
}
