import Swinject

protocol Pricing {}
final class FlatPricing: Pricing {}
final class Cart {
    init(pricing: Pricing) {}
}

// The composition root resolves as it wires: nothing here is reported.
enum AppContainer {
    static let shared = Container()

    static func wire() {
        shared.register(Pricing.self) { _ in FlatPricing() }
        shared.register(Cart.self) { r in Cart(pricing: r.resolve(Pricing.self)!) }
        _ = shared.resolve(Cart.self)
    }
}

// The project's own forwarder: its body resolves for whoever calls it.
enum DI {
    static func resolve<T>() -> T { AppContainer.shared.resolve(T.self)! }
}
