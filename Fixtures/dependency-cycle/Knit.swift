import Knit

// Knit's generated accessors resolve as `resolve(T.self)!` does: a factory calling them
// builds what they return first.

final class Basket {
    init(pricing: Pricing) {}
}

final class Pricing {
    init(basket: Basket) {}
}

final class Receipt {
    var basket: Basket?
}

struct BasketAssembly: ModuleAssembly {
    typealias TargetResolver = Resolver

    func assemble(container: Container<TargetResolver>) {
        container.register(Basket.self) { resolver in Basket(pricing: resolver.pricing()) } // expect-error: dependency-cycle "Basket → Pricing → Basket"
        container.register(Pricing.self) { Pricing(basket: $0.basket()) }
        // After construction: no cycle.
        container.register(Receipt.self) { _ in Receipt() }
            .initCompleted { resolver, receipt in receipt.basket = resolver.basket() }
    }
}

final class Shelf {
    @Resolvable<Resolver>
    init(ledger: Ledger) {}
}

final class Ledger {
    @Resolvable<Resolver>
    init(shelf: Shelf) {}
}

struct ShelfAssembly: ModuleAssembly {
    typealias TargetResolver = Resolver

    func assemble(container: Container<TargetResolver>) {
        container.register(Shelf.self) { Shelf.make(resolver: $0) } // expect-error: dependency-cycle "Shelf → Ledger → Shelf"
        container.register(Ledger.self) { Ledger.make(resolver: $0) }
    }
}
