struct Order {
    let id: Int
    let name: String
}

final class OrdersProvider {
    func load() -> [Order] { [] }
}

final class NavigationService: ISingleton { // expect-warning: shared-mutable-state "'stack'"
    private let presenter: PresenterService
    private var stack: [String] = []

    required init(container: IContainer, args: Void) {
        self.presenter = container.resolve() // expect-error: dependency-cycle "NavigationService → PresenterService → NavigationService"
    }

    public func push(_ screen: String) async {
        stack.append(screen) // expect-note: shared-mutable-state
    }
}

final class PresenterService: ISingleton {
    private let navigation: NavigationService

    required init(container: IContainer, args: Void) {
        self.navigation = container.resolve()
    }
}

final class OrdersVM: IPerRequest { // expect-warning: unused-registration "'OrdersVM'"
    typealias Arguments = Void
    private let provider: OrdersProvider
    private let presenter: PresenterService
    var orders: [Order] = []

    required init(container: IContainer, args: Void) {
        self.provider = container.resolve() // expect-error: unregistered-resolution "'OrdersProvider'"
        self.presenter = container.resolve()
    }
}

final class OrderDetailsVM: IPerRequest { // expect-warning: unused-registration "'OrderDetailsVM'"
    typealias Arguments = Order
    let title: String

    required init(container: IContainer, args: Order) {
        self.title = "Order #\(args.id)"
    }
}
