import Foundation

/// Hands out app-wide services by type name; every service it stores lives as long as the app.
final class ServiceLocator {
    static let shared = ServiceLocator() // expect-warning: shared-mutable-state "services"

    private var services: [String: Any] = [:]

    func addService<T>(_ service: T) {
        services[String(describing: T.self)] = service // expect-note: shared-mutable-state
    }

    func getService<T>() -> T? {
        services[String(describing: T.self)] as? T
    }
}

protocol SessionProviding: AnyObject {
    var token: String? { get }
}

protocol BasketProviding: AnyObject {
    func add(_ item: String)
}

final class SessionService: SessionProviding {
    var token: String?

    public func signIn(token: String) async {
        self.token = token // expect-note: shared-mutable-state
    }
}

final class BasketService: BasketProviding {
    private var items: [String] = []

    func add(_ item: String) { items.append(item) }
}

enum LocatorSetup {
    public static func registerServices() async {
        ServiceLocator.shared.addService(SessionService() as SessionProviding) // expect-warning: shared-mutable-state "token"
    }
}
