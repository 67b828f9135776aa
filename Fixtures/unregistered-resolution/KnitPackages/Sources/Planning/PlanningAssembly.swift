import Knit
import KnitMacros

// An assembly from a package, applied to the container directly, registers what dilint
// cannot see — though none of the types this target declares: a resolution of another
// type in that container may be answered by it.

final class Scheduler {
    @Resolvable<Resolver>
    init(clock: PackageClock, calendar: TeamCalendar) {}
}

final class TeamCalendar {}

final class PlanningAssembly: AutoInitModuleAssembly {
    typealias TargetResolver = Resolver
    static var dependencies: [any ModuleAssembly.Type] { [] }

    func assemble(container: Container<Resolver>) {
        ClockPackageAssembly(mode: .live).assemble(container: container)
        container.register(Scheduler.self) { Scheduler.make(resolver: $0) } // expect-error: unregistered-resolution "'TeamCalendar' is resolved here"
    }
}
