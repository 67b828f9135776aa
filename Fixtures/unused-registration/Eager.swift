import DITranquillity
import Dip

final class CrashReporting {}
final class LaunchTracker {}
final class Diagnostics {}

// Built at launch for what building them does, not for whoever resolves them.
final class LaunchPart: DIPart {
    static func load(container: DIContainer) {
        container.register(CrashReporting.init).lifetime(.single)
        container.register(Diagnostics.init).lifetime(.lazySingle) // expect-warning: unused-registration "'Diagnostics'"
    }
}

final class LaunchFramework: DIFramework {
    static func load(container: DIContainer) {
        container.append(part: LaunchPart.self)
    }
}

func configureLaunch(_ container: DependencyContainer) {
    container.register(.eagerSingleton) { LaunchTracker() }
}
