import DilintSyntax

/// The project's own forwarders and property wrappers that `.dilint.yml` names
/// (`containers: {forwarders: [inject], wrappers: [Inject]}`), for what detection misses:
/// each call (`let api: API = inject()`, `resolveService(API.self)`) and each use
/// (`@Inject var api: API`) is a resolution of the concrete type, in the dialect of the
/// one DI library the file's module reaches, from a container dilint cannot tell. So is
/// each call of a forwarder found in the code (`ProjectForwarders`): `DI.resolve()` of a
/// type's static one, `inject()` of a free one.
public struct ConfiguredForwardersRecognizer: ContainerRecognizer {
    /// The library modules each failable dialect is known by.
    static let dialects: [(modules: Set<String>, dialect: Dialect)] = [
        (SwinjectRecognizer.modules, .swinject), (ResolverRecognizer.modules, .resolver),
        (DITranquillityRecognizer.modules, .diTranquillity), (DipRecognizer.modules, .dip),
    ]

    public init() {}

    public func applies(to extraction: ContainerExtraction) -> Bool {
        let settings = extraction.settings
        return !settings.projectForwarders.isEmpty || ((!settings.forwarders.isEmpty || !settings.wrappers.isEmpty) && Self.dialect(extraction) != nil)
    }

    /// The dialect the forwarders speak in this file: the one among the libraries it reaches;
    /// none when it reaches several, or only one the compiler checks (Factory).
    static func dialect(_ extraction: ContainerExtraction) -> Dialect? {
        let reached = dialects.filter { extraction.imports(anyOf: $0.modules) }.map(\.dialect)
        return reached.count == 1 ? reached[0] : nil
    }

    public func visit(_ call: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard case .call(let callee, let arguments, let trailing) = call.kind, trailing.isEmpty else { return }
        let name: String
        switch callee.kind {
        case .identifier(let n): name = n
        case .member(_, let n, _): name = n
        case .specialization(let base, _):
            guard case .identifier(let n) = base.kind else { return }
            name = n
        default: return
        }
        let found = Self.projectForwarderCalled(callee, name, extraction.settings.projectForwarders, context)
        guard found != nil || extraction.settings.forwarders.contains(name), let dialect = found ?? Self.dialect(extraction),
              !extraction.isClaimed(offset: call.offset), chain.map({ extraction.isClaimed($0) }) != true else { return }
        _ = extraction.claim(offset: call.offset)
        let metatype = arguments.first { $0.label == nil }?.value.metatypeArgument
        var generic: TypeSyntax?
        if case .specialization(_, let types) = callee.kind { generic = types.first }
        let (owner, timing) = extraction.owner(context)
        var resolution = Resolution(
            dialect: dialect, container: .unknown,
            demand: (metatype ?? generic).map { .type(extraction.written($0, context)) } ?? extraction.demand(context),
            name: arguments.first { $0.label == "name" }.flatMap { SwinjectContainers.name($0.value, extraction) },
            handling: extraction.handling(context), argumentTypes: nil, owner: owner, timing: timing, conditions: context.conditions,
            location: extraction.location(callee.offset), symbol: extraction.symbol(context))
        resolution.site = .forwarder
        extraction.add(resolution)
    }

    /// The dialect of the forwarder found in the code that the call calls: `DI.resolve()` of
    /// `DI`'s static one, `inject()` of a free one — unless a type around the call declares
    /// a function of that name, which the bare call then calls.
    private static func projectForwarderCalled(_ callee: Expression, _ name: String, _ forwarders: [String: [String: Dialect]],
                                               _ context: ExpressionContext) -> Dialect? {
        guard let owners = forwarders[name] else { return nil }
        switch callee.kind {
        case .identifier, .specialization:
            let shadowed = context.declarations.contains { type in
                (type.isTypeDeclaration || type.kind == .extension) && type.members.contains { $0.kind == .function && $0.name == name }
            }
            return shadowed ? nil : owners[ProjectForwarders.freeFunction]
        case .member(let base?, _, _): return base.dottedName.flatMap { owners[$0] }
        default: return nil
        }
    }

    public func visitDeclarations(_ extraction: inout ContainerExtraction) {
        // A wrapper also found in the code (`ProjectPropertyWrappers`) is read there, with its container.
        let wrappers = Set(extraction.settings.wrappers).subtracting(extraction.settings.propertyWrappers.keys)
        guard !wrappers.isEmpty, let dialect = Self.dialect(extraction) else { return }
        for resolution in WrappedProperties.resolutions(in: extraction, dialect: dialect, container: { wrappers.contains($0) ? .unknown : nil }) {
            extraction.add(resolution)
        }
    }
}
