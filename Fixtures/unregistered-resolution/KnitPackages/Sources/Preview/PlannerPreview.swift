import Knit
import KnitMacros

// A target the package's assembly is not applied to: the same resolution is reported.

final class Planner {
    @Resolvable<Resolver>
    init(clock: PackageClock) {}
}

enum PlannerPreview {
    static func make() {
        let container = Container<Resolver>()
        container.register(Planner.self) { Planner.make(resolver: $0) } // expect-error: unregistered-resolution "'PackageClock' is resolved here"
    }
}
