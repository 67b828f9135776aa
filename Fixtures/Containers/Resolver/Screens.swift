import Resolver

final class ProfileScreen {
    @Injected var viewModel: ProfileViewModel // expect-resolution: ProfileViewModel forced by=ProfileScreen
    @Injected(name: .backup) var backup: Storage // expect-resolution: Storage forced name=".backup" by=ProfileScreen
    @LazyInjected var analytics: Analytics // expect-resolution: Analytics forced deferred by=ProfileScreen
    @WeakLazyInjected var logger: Logging? // expect-resolution: Logging forced deferred
    @OptionalInjected var greeter: Greeting? // expect-resolution: Greeting optional by=ProfileScreen
    @Injected(container: .mock) var mockStorage: Storage // expect-resolution: Storage forced
    @Injected
    var network: Networking // expect-resolution: Networking forced by=ProfileScreen
    private let clock: Clock = Resolver.resolve() // expect-resolution: Clock forced by=ProfileScreen
    var title = "Profile"

    func reload() {
        let storage = Resolver.resolve(Storage.self, name: .backup) // expect-resolution: Storage forced name=".backup" by=
        let clock: Clock? = Resolver.optional() // expect-resolution: Clock optional
        let session = Resolver.main.resolve(Session.self, args: 42) // expect-resolution: Session forced args=1
        let untyped = Resolver.resolve() // expect-resolution: ?
        _ = (storage, clock, session, untyped)
    }
}

extension ProfileScreen {
    final class Header {
        @Injected var clock: Clock // expect-resolution: Clock forced
    }
}

final class Coordinator: Resolving {
    lazy var viewModel: ProfileViewModel = resolver.resolve() // expect-resolution: ProfileViewModel forced deferred by=Coordinator
    var storage: Storage?

    func start() {
        storage = resolver.optional(name: "legacy") // expect-resolution: Storage optional name="legacy"
    }
}

/// Look-alikes are not Resolver.
final class Cell {}
final class TableView {
    func register(_ type: Cell.Type, forCellReuseIdentifier: String) {}
}
final class Promise {
    func resolve() {}
}
final class Router {
    let promise = Promise()
    let tableView = TableView()
    @Published var route = ""

    func resolve() -> Int { 1 }

    func go() {
        tableView.register(Cell.self, forCellReuseIdentifier: "cell")
        UserDefaults.standard.register(defaults: [:])
        promise.resolve()
        _ = resolve()
        let registry = Registry()
        registry.register { Cell() }
    }
}
final class Registry {
    func register(_ make: () -> Cell) {}
}
final class Lookup {
    let resolver = HostResolver()
    func find() {
        let address: String = resolver.resolve()
        _ = address
    }
}
final class HostResolver {
    func resolve() -> String { "" }
}
