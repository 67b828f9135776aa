import Factory

final class Basket {
    var items: [String] = []
    public func add(_ item: String) async { items.append(item) } // expect-note: shared-mutable-state
}

final class Coupon {
    var code = ""
    public func apply(_ code: String) { self.code = code }
}

extension Container {
    var basket: Factory<Basket> { // expect-warning: shared-mutable-state "'Basket'"
        self { Basket() }.singleton
    }

    var coupon: Factory<Coupon> {
        self { Coupon() }
    }
}
