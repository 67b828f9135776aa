import Dip

final class PlayerScreen {
    let container: DependencyContainer
    let logger = Injected<Logger>() // expect-resolution: Logger plain deferred by=
    let cache = InjectedWeak<Cache>(required: false) // expect-resolution: Cache optional deferred
    let store: Store

    init(container: DependencyContainer) {
        self.container = container
        self.store = try! container.resolve() // expect-resolution: Store forced
    }

    func show() throws {
        let api = try container.resolve() as Api // expect-resolution: Api plain
        let presenter: Presenter = try container.resolve() // expect-resolution: Presenter plain
        let mock = try! container.resolve(tag: "mock") as Api // expect-resolution: Api forced name="mock"
        let clock = try container.resolve(Clock.self) // expect-resolution: Clock plain
        let player = try container.resolve(arguments: 42) as Player // expect-resolution: Player args=1
        let uploader = try? self.container.resolve(arguments: MockApi(), 3) as Uploader // expect-resolution: Uploader optional args=2
        let untyped = try container.resolve() // expect-resolution: ?
        _ = (api, presenter, mock, clock, player, uploader, untyped)
    }
}

func makeTestContainer() -> DependencyContainer {
    let local = DependencyContainer()
    local.register { SystemClock() as Clock } // expect-registration: Clock lifetime=transient
    return local
}

/// Look-alikes are not Dip.
final class Cell {}
final class TableView {
    func register(_ type: Cell.Type, forCellReuseIdentifier: String) {}
}
final class Promise {
    func resolve(_ value: Int) {}
    func resolve() {}
}
final class Feed {
    let tableView = TableView()
    let promise = Promise()
    func load() {
        tableView.register(Cell.self, forCellReuseIdentifier: "cell")
        UserDefaults.standard.register(defaults: [:])
        promise.resolve()
        promise.resolve(1)
    }
}
final class Backend {
    let container = NSPersistentContainer(name: "Model")
    func resolve(conflicts: Int) {}
    func sync(resolver: ConflictResolver) throws {
        let merged = try resolver.resolve() as Store
        container.register { Cell() }
        _ = merged
    }
}
final class NSPersistentContainer {
    init(name: String) {}
    func register(_ make: () -> Cell) {}
}
final class ConflictResolver {
    func resolve() throws -> Any { 0 }
}
