final class ServiceLocator {
    static let shared = ServiceLocator()
    private var services: [String: Any] = [:]
    func addService<T>(_ service: Any, as type: T.Type) { services["\(T.self)"] = service }
    func getService<T>() -> T? { services["\(T.self)"] as? T }
}

protocol Clock {}
protocol Haptics {}
final class SystemClock: Clock {}
final class Vibrator {}

func registerServices() {
    ServiceLocator.shared.addService(SystemClock(), as: Clock.self)
    ServiceLocator.shared.addService(Vibrator(), as: Haptics.self) // expect-error: alias-mismatch "'Vibrator' is registered as 'Haptics'"
}
