import DilintSyntax

/// Containers in which conforming to a protocol registers a type (seed 004):
/// `final class OrdersVM: IPerRequest { required init(container: IContainer, args: Void) {
/// self.provider = container.resolve() } }`. Registrations come from the conformances
/// (a project-wide question, answered when the DI graph is built); this reads the
/// resolutions: `container.resolve()` and `container.resolve(args: …)`, typed by the
/// property, variable or parameter they fill.
public struct ConformanceContainerRecognizer: ContainerRecognizer {
    /// Files importing one of these use that library's `resolve`, not a home-made one.
    static let libraries: Set<String> = ["Swinject", "DITranquillity", "Resolver", "Factory", "FactoryKit", "Dip", "Dependencies", "Cleanse", "NeedleFoundation"]

    public init() {}

    /// The project's own shapes: read on any value.
    public var readsALibrary: Bool { false }

    public func applies(to extraction: ContainerExtraction) -> Bool {
        // Every resolution this reads calls `.resolve` on a receiver whose name, or the
        // type it is declared with in the same file, says container or resolver: a file
        // without those words has none. (Swift allows no space after a member's `.`.)
        let file = extraction.file
        return !extraction.importsItself(anyOf: Self.libraries)
            && file.containsMemberName("resolve")
            && (file.containsIgnoringASCIICase("container") || file.containsIgnoringASCIICase("resolver"))
    }

    /// `container.resolve()` or `self.container.resolve()`, where the receiver is named or
    /// typed as a container or resolver — not `app.middleware.resolve()`.
    static func isContainer(_ chain: CallChain, _ context: ExpressionContext) -> Bool {
        guard chain.links.count == 1, let path = chain.receiverPath else { return false }
        let parts = path.split(separator: ".")
        guard parts.count == 1 || (parts.count == 2 && parts[0] == "self"), let name = parts.last.map(String.init) else { return false }
        let looksLikeContainer = { (text: String) in text.lowercased().contains("container") || text.lowercased().contains("resolver") }
        if looksLikeContainer(name) { return true }
        let declared = parts.count == 1 ? StaticType.localType(name, context) : StaticType.memberType(name, context)
        return declared.flatMap { $0.unwrappingOptional.type.nominalName }.map(looksLikeContainer) ?? false
    }

    public func visit(_ call: Expression, _ chain: CallChain?, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard let chain, let link = chain.links.last, link.name == "resolve",
              Self.isContainer(chain, context), !extraction.isClaimed(chain), link.trailingClosures.isEmpty,
              let arguments = link.arguments, arguments.allSatisfy({ $0.label == "args" }), arguments.count <= 1 else { return }
        _ = extraction.claim(chain)
        let (owner, timing) = extraction.owner(context)
        extraction.add(Resolution(
            dialect: .conformance, container: .unknown, demand: extraction.demand(context),
            handling: .forced, argumentCount: arguments.count, owner: owner, timing: timing,
            conditions: context.conditions, location: extraction.location(link.offset), symbol: extraction.symbol(context)))
    }
}
