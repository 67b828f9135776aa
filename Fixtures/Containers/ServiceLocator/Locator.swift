final class AppLocator {
    static let shared = AppLocator()
    private var services: [String: Any] = [:]

    func addService<T>(_ service: T) { services["\(T.self)"] = service }
    func getService<T>() -> T? { services["\(T.self)"] as? T }
    func getService<T>(type: T.Type) -> T? { services["\(T.self)"] as? T }
}

protocol Clock {}
protocol Network {}
protocol Analytics {}
final class SystemClock: Clock {}
final class URLNetwork: Network {}
final class Tracker: Analytics {
    let network: Network = AppLocator.shared.getService()! // expect-resolution: Network forced by=Tracker
}

enum Bootstrap {
    static func start() {
        AppLocator.shared.addService(SystemClock() as Clock) // expect-registration: Clock lifetime=singleton concrete=SystemClock
        let network: Network = URLNetwork()
        AppLocator.shared.addService(network) // expect-registration: Network lifetime=singleton
        let tracker = Tracker()
        AppLocator.shared.addService(tracker as Analytics) // expect-registration: Analytics concrete=Tracker
        AppLocator.shared.addService(SystemClock()) // expect-registration: SystemClock concrete=SystemClock
    }
}

final class HomeScreen {
    private var clock: Clock?
    private let analytics: Analytics? = AppLocator.shared.getService() // expect-resolution: Analytics optional by=
    private lazy var network: Network = AppLocator.shared.getService()! // expect-resolution: Network forced deferred

    func appear() {
        clock = AppLocator.shared.getService() // expect-resolution: Clock plain
        guard let network: Network = AppLocator.shared.getService() else { return } // expect-resolution: Network optional
        if let tracker = AppLocator.shared.getService(type: Analytics.self) { _ = tracker } // expect-resolution: Analytics optional
        let unknown = AppLocator.shared.getService() as Clock? // expect-resolution: Clock
        _ = (network, unknown)
        print(AppLocator.shared.getService() as String?) // expect-resolution: String
        let untyped = AppLocator.shared.getService() // expect-resolution: ?
        _ = untyped
    }
}

/// Look-alikes are not locator calls.
final class Catalog {
    func register(_ item: String) {}
    func get() -> Int { 1 }
    func use() {
        register("x")
        _ = get()
        UserDefaults.standard.register(defaults: [:])
    }
}
