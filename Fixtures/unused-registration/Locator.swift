final class ServiceLocator {
    static let shared = ServiceLocator()
    private var services: [String: Any] = [:]
    func addService<T>(_ service: T) { services["\(T.self)"] = service }
    func getService<T>() -> T? { services["\(T.self)"] as? T }
}

protocol Keychain {}
final class SystemKeychain: Keychain {}
final class Pasteboard {}

func registerServices() {
    ServiceLocator.shared.addService(SystemKeychain() as Keychain)
    ServiceLocator.shared.addService(Pasteboard()) // expect-warning: unused-registration "'Pasteboard'"
}

func keychain() -> Keychain? {
    ServiceLocator.shared.getService()
}
