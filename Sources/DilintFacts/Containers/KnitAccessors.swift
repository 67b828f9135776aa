import DilintSyntax

/// Knit generates, for each type an assembly registers without a name, an accessor on
/// its resolver named after the type (`resolver.exampleService()` resolves
/// `ExampleService`). The generated file is not in the sources: a call with no arguments
/// on a resolver — a factory's resolver parameter, a value typed `…Resolver`, a property
/// named `resolver` — in a file that imports Knit is a resolution whose type the DI graph
/// finds among the registrations by that name (`TypeDemand.knitAccessor`).
extension SwinjectRecognizer {
    /// The resolver's own methods, which no generated accessor can be.
    static let knitResolverMethods: Set<String> = ["unsafeResolver", "resolve", "resolveCollection", "register", "callAsFunction"]

    func knitAccessor(_ call: Expression, _ chain: CallChain, _ link: CallChain.Link, _ context: ExpressionContext,
                      _ extraction: inout ContainerExtraction) -> Bool {
        // The accessor of a registration taking runtime arguments takes them, labelled
        // (`resolver.detailViewModel(row: row)`); a named one takes `name:`, not read.
        let arguments = link.arguments ?? []
        guard case .call(let callee, _, _) = call.unwrapped.kind, case .member(let receiver?, _, _) = callee.kind,
              link.isCall, link.trailingClosures.isEmpty, arguments.allSatisfy({ $0.label != nil && $0.label != "name" }),
              NameBytes.startsLowercase(link.name), !Self.knitResolverMethods.contains(link.name),
              extraction.imports(anyOf: ["Knit"]), isKnitResolver(receiver, context, extraction) else { return false }
        _ = extraction.claim(chain)
        let (owner, timing) = extraction.owner(context)
        let passed = arguments.map(\.value)
        extraction.add(Resolution(
            dialect: .swinject, container: SwinjectContainers.hint(chain, upTo: chain.links.count - 1, context, extraction),
            demand: .knitAccessor(link.name), handling: .forced,
            argumentTypes: SwinjectContainers.staticTypes(passed, context, extraction), argumentCount: passed.count,
            owner: owner, timing: timing, conditions: context.conditions,
            location: extraction.location(link.offset), symbol: extraction.symbol(context)))
        return true
    }

    private func isKnitResolver(_ receiver: Expression, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> Bool {
        let receiver = receiver.unwrapped
        // `register(T.self) { resolver in T(dependency: resolver.dependency()) }`, `$0.dependency()`.
        if case .identifier(let name) = receiver.kind, let index = SwinjectContainers.closure(binding: name, context) {
            let closure = context.closures[index].closure
            let isFirst = name.hasPrefix("$") ? name == "$0" : closure.parameters.first?.name == name
            return isFirst && extraction.factoryClosures[closure.offset] != nil
        }
        // `assembler.resolver.service()`: a property named for what it holds.
        if case .member(_, "resolver", _) = receiver.kind { return true }
        guard let type = StaticType.of(receiver, context)?.unwrappingOptional.type.nominalName else { return false }
        return NameBytes.lastDottedPart(type).map { NameBytes.hasSuffix("Resolver", $0) } == true
    }

    /// `register(T.self) { T.make(resolver: $0) }` in a file importing Knit: `make` is what
    /// the `@Resolvable` macro generates from T's initializer carrying it, resolving each of
    /// its parameters but the `@Argument`s passed after the resolver
    /// (`TypeTable.initializerParameters(of:labels:attribute:)`).
    static func knitResolvable(_ factory: Closure, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> AutowiredInitializer? {
        guard extraction.imports(anyOf: ["Knit"]), let result = DITranquillityRecognizer.result(of: factory),
              case .call(let callee, let arguments, let trailing) = result.unwrapped.kind, trailing.isEmpty,
              arguments.first?.label == "resolver",
              case .member(let base?, "make", _) = callee.kind, let type = base.asType else { return nil }
        return AutowiredInitializer(type: extraction.written(type, context), attribute: "Resolvable")
    }

    /// The name Knit gives a registered type's accessor: the type's last name, without
    /// `any`, optionals, brackets and generic arguments (`AnyPublisher<X>` keeps the subject
    /// for a publisher, subject, provider, set or future: `xPublisher`), its leading
    /// capitals lower-cased but the one that starts the next word (`URLSession` →
    /// `urlSession`); `closure` for a function type.
    public static func knitAccessorName(ofTypeNamed type: String) -> String {
        if type.contains("->") { return "closure" }
        var name = type.replacingOccurrences(of: "any ", with: "")
        name.removeAll { "?[]():& ".contains($0) }
        if let open = name.firstIndex(of: "<"), let close = name.lastIndex(of: ">"), open < close {
            let base = String(name[..<open])
            let firstArgument = name[name.index(after: open)..<close].split(separator: ",").first.map(String.init) ?? ""
            if let suffix = ["Publisher", "Subject", "Provider", "Set", "Future"].first(where: { base.hasSuffix($0) }), !firstArgument.isEmpty {
                name = knitSanitized(firstArgument) + suffix
            } else {
                name = base
            }
        }
        name = knitSanitized(name)
        guard let firstLower = name.firstIndex(where: \.isLowercase) else { return name.lowercased() }
        let capitals = max(name.distance(from: name.startIndex, to: firstLower) - 1, 1)
        return name.prefix(capitals).lowercased() + name.dropFirst(capitals)
    }

    /// The last dotted name (`Outer.Inner` → `Inner`), but `Outer.Factory` → `OuterFactory`.
    private static func knitSanitized(_ name: String) -> String {
        let components = NameBytes.dottedParts(name)
        guard let last = components.last else { return name }
        if last == "Factory", components.count > 1 { return components[components.count - 2] + last }
        return last
    }
}
