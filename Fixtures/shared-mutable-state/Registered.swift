final class ServiceLocator {
    static let shared = ServiceLocator()
    public func addService<T>(_ service: T) {}
}

protocol IContainer { func resolve<T>() -> T }
protocol ISingleton {}
protocol IPerRequest {}

protocol Session {}
final class UserSession: Session {
    var token: String?

    public func signIn(with token: String) async {
        self.token = token // expect-note: shared-mutable-state "'token' is written here in 'signIn'"
    }
}

final class Cart {
    var items: [String] = []
    public func add(_ item: String) async { items.append(item) } // expect-note: shared-mutable-state
}

final class Config {
    let endpoint = "https://example.invalid"
}

/// Mutable, but nothing writes it after construction.
final class Flags {
    var isBeta = false
}

enum Setup {
    public static func run() {
        ServiceLocator.shared.addService(UserSession() as Session) // expect-warning: shared-mutable-state "'UserSession' is registered here as one shared instance"
        ServiceLocator.shared.addService(Cart()) // expect-warning: shared-mutable-state "'items'"
        ServiceLocator.shared.addService(Config())
        ServiceLocator.shared.addService(Flags())
    }
}

final class Navigator: ISingleton { // expect-warning: shared-mutable-state "'history'"
    var history: [String] = []
    init(container: IContainer) {}
    public func open(_ screen: String) async { history.append(screen) } // expect-note: shared-mutable-state
}

final class DetailVM: IPerRequest {
    var title = ""
    init(container: IContainer) {}
    public func rename(_ title: String) { self.title = title }
}

@MainActor
final class Toasts: ISingleton {
    var queue: [String] = []
    init(container: IContainer) {}
    public func show(_ toast: String) { queue.append(toast) }
}
