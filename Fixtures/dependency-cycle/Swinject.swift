import Swinject

final class Checkout {
    let payments: Payments
    init(payments: Payments) { self.payments = payments }
}

final class Payments {
    let checkout: Checkout
    init(checkout: Checkout) { self.checkout = checkout }
}

final class Profile {
    var settings: Settings?
}

final class Settings {
    let profile: Profile
    init(profile: Profile) { self.profile = profile }
}

final class Search {
    let history: Lazy<History>
    init(history: Lazy<History>) { self.history = history }
}

final class History {
    let search: Search
    init(search: Search) { self.search = search }
}

final class ShopAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Checkout.self) { r in Checkout(payments: r.resolve(Payments.self)!) } // expect-error: dependency-cycle "Checkout → Payments → Checkout"
        container.register(Payments.self) { r in Payments(checkout: r.resolve(Checkout.self)!) }

        // Property injection after construction legally closes the loop.
        container.register(Profile.self) { _ in Profile() }
            .initCompleted { r, profile in profile.settings = r.resolve(Settings.self) }
        container.register(Settings.self) { r in Settings(profile: r.resolve(Profile.self)!) }

        // So does a Lazy wrapper.
        container.register(Search.self) { r in Search(history: r.resolve(Lazy<History>.self)!) }
        container.register(History.self) { r in History(search: r.resolve(Search.self)!) }
    }
}
