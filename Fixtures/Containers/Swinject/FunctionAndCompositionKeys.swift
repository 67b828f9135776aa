import Swinject

// Keys that are no nominal type: a function type and a protocol composition, written as
// a metatype in parentheses, and a typealias of the composition, which names the same key.

protocol Pricing {}
protocol Discounts {}
final class StorePricing: Pricing, Discounts {}
typealias Checkout = Discounts & Pricing

enum KeysSetup {
    static func configure(_ container: Container) {
        container.register((() -> Void).self) { _ in {} } // expect-registration: "() -> Void"
        container.register(((String) async throws -> Int).self) { _ in { _ in 0 } } // expect-registration: "(String) async throws -> Int"
        container.register((Pricing & Discounts).self) { _ in StorePricing() } // expect-registration: "Discounts & Pricing"
    }

    static func read(_ container: Container) {
        _ = container.resolve((() -> Void).self) // expect-resolution: "() -> Void"
        _ = container.resolve(((String) async throws -> Int).self) // expect-resolution: "(String) async throws -> Int"
        _ = container.resolve(Checkout.self) // expect-resolution: "Discounts & Pricing"
        _ = container.resolve((Discounts & Pricing).self) // expect-resolution: "Discounts & Pricing"
    }
}
