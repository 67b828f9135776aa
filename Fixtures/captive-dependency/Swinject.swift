import Swinject

final class SessionStore {}
final class CartDraft {}
final class Clock {}

final class Checkout {
    let session: SessionStore
    init(session: SessionStore) { self.session = session }
}

final class Receipts {
    let draft: CartDraft
    init(draft: CartDraft) { self.draft = draft }
}

final class Billing {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

final class Orders {
    var session: SessionStore?
}

final class Wallet {
    let receipts: Receipts
    init(receipts: Receipts) { self.receipts = receipts }
}

extension ObjectScope {
    static let loggedIn = ObjectScope(storageFactory: PermanentStorage.init)
    // Kept for good and never reset: as long-lived as the container.
    static let appWide = ObjectScope(storageFactory: PermanentStorage.init)
}

final class Catalog {}
final class Shelf {
    init(catalog: Catalog) {}
}

func logOut(_ container: Container) {
    container.resetObjectScope(.loggedIn)
}

final class ShopAssembly: Assembly {
    func assemble(container: Container) {
        container.register(SessionStore.self) { _ in SessionStore() }.inObjectScope(.weak)
        container.register(CartDraft.self) { _ in CartDraft() }.inObjectScope(.loggedIn)
        container.register(Clock.self) { _ in Clock() }
        container.register(Catalog.self) { _ in Catalog() }.inObjectScope(.appWide)
        container.register(Shelf.self) { r in Shelf(catalog: r.resolve(Catalog.self)!) }.inObjectScope(.container)

        container.register(Checkout.self) { r in Checkout(session: r.resolve(SessionStore.self)!) } // expect-warning: captive-dependency "Checkout (.container) → SessionStore (.weak)"
            .inObjectScope(.container)
        container.register(Receipts.self) { r in Receipts(draft: r.resolve(CartDraft.self)!) } // expect-warning: captive-dependency "CartDraft (.loggedIn)"
            .inObjectScope(.container)
        // A transient dependency is built anew for each resolution: only with include_transient.
        container.register(Billing.self) { r in Billing(clock: r.resolve(Clock.self)!) }
            .inObjectScope(.container)
        // Resolved after construction: each resolution of Orders may get the current session.
        container.register(Orders.self) { _ in Orders() }
            .inObjectScope(.container)
            .initCompleted { r, orders in orders.session = r.resolve(SessionStore.self) }
        // A transient holder is made anew itself: nothing is held for long.
        container.register(Wallet.self) { r in Wallet(receipts: Receipts(draft: r.resolve(CartDraft.self)!)) }
    }
}

final class AccountAssembly: Assembly {
    func assemble(container: Container) {
        let scoped = Container(defaultObjectScope: .container)
        scoped.register(SessionStore.self) { _ in SessionStore() }.inObjectScope(.weak)
        // The container's default scope makes it a singleton.
        scoped.register(Checkout.self) { r in Checkout(session: r.resolve(SessionStore.self)!) } // expect-warning: captive-dependency "Checkout (.container) → SessionStore (.weak)"
    }
}

struct Swatch {}
final class Painter {
    init(swatch: Swatch) {}
}

// A value type is copied into each resolution: `.weak` cannot share it.
final class PaintAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Swatch.self) { _ in Swatch() }.inObjectScope(.weak)
        container.register(Painter.self) { r in Painter(swatch: r.resolve(Swatch.self)!) }.inObjectScope(.container)
    }
}
