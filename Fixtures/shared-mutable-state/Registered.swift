final class ServiceLocator {
    static let shared = ServiceLocator()
    func addService<T>(_ service: T) {}
}

protocol IContainer { func resolve<T>() -> T }
protocol ISingleton {}
protocol IPerRequest {}

protocol Session {}
final class UserSession: Session {
    var token: String? // expect-note: shared-mutable-state
}

final class Cart {
    var items: [String] = [] // expect-note: shared-mutable-state
}

final class Config {
    let endpoint = "https://example.invalid"
}

enum Setup {
    static func run() {
        ServiceLocator.shared.addService(UserSession() as Session) // expect-warning: shared-mutable-state "'UserSession' is registered here as one shared instance"
        ServiceLocator.shared.addService(Cart()) // expect-warning: shared-mutable-state "'items'"
        ServiceLocator.shared.addService(Config())
    }
}

final class Navigator: ISingleton { // expect-warning: shared-mutable-state "'history'"
    var history: [String] = [] // expect-note: shared-mutable-state
    init(container: IContainer) {}
}

final class DetailVM: IPerRequest {
    var title = ""
    init(container: IContainer) {}
}

@MainActor
final class Toasts: ISingleton {
    var queue: [String] = []
    init(container: IContainer) {}
}
