protocol IContainer: AnyObject {
    func resolve<T>() -> T
}

protocol ISingleton {}
protocol IPerRequest {}

// Two singletons that need each other while being built.
final class Router: ISingleton {
    let presenter: Presenter
    init(container: IContainer) {
        presenter = container.resolve() // expect-error: dependency-cycle "Router → Presenter → Router" // expect-note: dependency-cycle
    }
}

final class Presenter: ISingleton {
    let router: Router
    init(container: IContainer) {
        router = container.resolve() // expect-note: dependency-cycle
    }
}

// Three in a ring, through a local variable and a property initializer.
final class Basket: IPerRequest {
    let pricing: Pricing
    init(container: IContainer) {
        let pricing: Pricing = container.resolve() // expect-error: dependency-cycle "Basket → Pricing → Stock → Basket"
        self.pricing = pricing
    }
}

final class Pricing: IPerRequest {
    let stock: Stock
    init(container: IContainer) { stock = container.resolve() }
}

final class Stock: IPerRequest {
    let basket: Basket
    init(container: IContainer) { basket = container.resolve() }
}

// A type that resolves itself.
final class Echo: IPerRequest {
    let next: Echo
    init(container: IContainer) { next = container.resolve() } // expect-error: dependency-cycle "Echo → Echo"
}

// Broken by resolving after construction: no cycle.
final class Inbox: ISingleton {
    let container: IContainer
    var composer: Composer?
    init(container: IContainer) { self.container = container }
    func open() { composer = container.resolve() }
}

final class Composer: ISingleton {
    let inbox: Inbox
    init(container: IContainer) { inbox = container.resolve() }
}

// Broken by a lazy property: no cycle.
final class Feed: ISingleton {
    let container: IContainer
    lazy var ranking: Ranking = container.resolve()
    init(container: IContainer) { self.container = container }
}

final class Ranking: ISingleton {
    let feed: Feed
    init(container: IContainer) { feed = container.resolve() }
}

// Broken by a closure stored for later: no cycle.
final class Player: ISingleton {
    var makeQueue: (() -> Queue)?
    init(container: IContainer) { makeQueue = { container.resolve() } }
}

final class Queue: ISingleton {
    let player: Player
    init(container: IContainer) { player = container.resolve() }
}

// A chain, not a cycle.
final class Top: IPerRequest {
    let middle: Middle
    init(container: IContainer) { middle = container.resolve() }
}

final class Middle: IPerRequest {
    let bottom: Bottom
    init(container: IContainer) { bottom = container.resolve() }
}

final class Bottom: IPerRequest {
    init(container: IContainer) {}
}
