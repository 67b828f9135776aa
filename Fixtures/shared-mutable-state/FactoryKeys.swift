import Factory

final class Basket {
    var items: [String] = [] // expect-note: shared-mutable-state
}

final class Coupon {
    var code = ""
}

extension Container {
    var basket: Factory<Basket> { // expect-warning: shared-mutable-state "'Basket'"
        self { Basket() }.singleton
    }

    var coupon: Factory<Coupon> {
        self { Coupon() }
    }
}
