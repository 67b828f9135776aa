import Swinject

final class CheckoutModel {
    let pricing = AppContainer.shared.resolve(Pricing.self)! // expect-warning: locator-outside-composition-root "'CheckoutModel.pricing' resolves 'Pricing' from the container outside the composition root"
    let cart: Cart = DI.resolve() // expect-warning: locator-outside-composition-root "resolves 'Cart' through the project's forwarder"

    // A registration made here is wiring: its factory's resolutions are the container's own.
    static func registerExtras(_ container: Container) {
        container.register(Cart.self, name: "express") { r in Cart(pricing: r.resolve(Pricing.self)!) }
    }
}
