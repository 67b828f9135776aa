import DITranquillity

final class Orders {
    init(inventory: Inventory) {}
}

final class Inventory {
    init(orders: Orders) {}
}

final class Chat {
    var presence: Presence?
    init() {}
}

final class Presence {
    init(chat: Chat) {}
}

final class Logbook {
    init(loggers: [Logbook]) {}
}

final class ShopPart: DIPart {
    static func load(container: DIContainer) {
        container.register(Orders.init) // expect-error: dependency-cycle "Orders → Inventory → Orders"
        container.register(Inventory.init)
        container.register(Chat.init)
            .injection(cycle: true, \.presence)
        container.register(Presence.init)
        container.register { Logbook(loggers: many($0)) }
    }
}
