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

    public func applies(to extraction: ContainerExtraction) -> Bool {
        extraction.imports.isDisjoint(with: Self.libraries)
    }

    public func visit(_ call: Expression, _ context: ExpressionContext, _ extraction: inout ContainerExtraction) {
        guard let chain = CallChain(call), chain.receiver != nil, !extraction.isClaimed(chain),
              let link = chain.links.last, link.name == "resolve", link.trailingClosures.isEmpty,
              let arguments = link.arguments, arguments.allSatisfy({ $0.label == "args" }), arguments.count <= 1 else { return }
        _ = extraction.claim(chain)
        let (owner, timing) = extraction.owner(context)
        extraction.add(Resolution(
            dialect: .conformance, container: .unknown, demand: extraction.demand(context),
            handling: .forced, argumentCount: arguments.count, owner: owner, timing: timing,
            conditions: context.conditions, location: extraction.location(link.offset), symbol: extraction.symbol(context)))
    }
}
