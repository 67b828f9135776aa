import Foundation

/// A home-made service locator, known to dilint through the package's .dilint.yml.
public final class AppServices: @unchecked Sendable {
    public static let shared = AppServices()

    private let lock = NSLock()
    private var services: [String: Any] = [:]

    public func put<T>(_ service: T) {
        lock.withLock { services[String(describing: T.self)] = service }
    }

    public func get<T>() -> T? {
        lock.withLock { services[String(describing: T.self)] as? T }
    }
}

public protocol Payments {
    func charge(_ cents: Int)
}

final class CardPayments: Payments {
    func charge(_ cents: Int) {}
}

/// The registrations live in this target; the App target, which runs the plugin, resolves.
public enum ServicesSetup {
    public static func registerAll() {
        AppServices.shared.put(CardPayments() as Payments)
    }
}
