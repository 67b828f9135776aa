import DITranquillity
import Foundation

// Factories that return what a member gives: the type registered is the static function's
// return type, the static property's type, the instance method's return type of a value
// the closure casts, or a platform type's own shared instance.

final class DrillBag {
    static func make(id: UUID) -> DrillBag { DrillBag() }
}

final class DrillClock {
    static let shared = DrillClock()
}

protocol DrillSettings {}
extension UserDefaults: DrillSettings {}

final class DrillChannel {}

protocol DrillConnector {
    func openChannel() -> DrillChannel
}

final class SocketDrillConnector: DrillConnector {
    func openChannel() -> DrillChannel { DrillChannel() }
}

final class DrillService {
    init(bag: DrillBag, clock: DrillClock, settings: DrillSettings, channel: DrillChannel, defaults: UserDefaults) {}
}

final class DrillTimer {}

final class DrillDashboard {
    init(timer: DrillTimer) {}
}

final class DrillsFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register { DrillBag.make(id: UUID()) }
        container.register { DrillClock.shared }
        container.register { UserDefaults.standard }
            .as(check: DrillSettings.self) { $0 }
        container.register(SocketDrillConnector.init)
            .as(check: DrillConnector.self) { $0 }
        container.register { ($0 as DrillConnector).openChannel() }
        container.register(DrillService.init)
        // Every member above is declared: what they give is known, and none gives a DrillTimer.
        container.register(DrillDashboard.init) // expect-error: unregistered-resolution "'DrillTimer' is resolved here"
    }
}
