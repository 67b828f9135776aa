import DITranquillity

// Method injection: `.injection { $0.attach(…: $1) }` resolves the method's parameters,
// typed by the method as the injected type (or its superclass) declares it; and the
// numbered `register1`…`registerN` of the older API.

protocol Ledger {}
protocol Courier {}

final class PaperLedger: Ledger {}
final class BikeCourier: Courier {
    init(ledger: Ledger) {}
}

class Dispatcher {
    func attach(courier: Courier) {}
}

final class NightDispatcher: Dispatcher {
    func configure(_ ledger: Ledger, backup: Ledger?) {}
    func attach(courier: Courier, priority: Int) {}
}

final class Depot {
    func attach(ledger: Ledger) {}
    func attach(ledger: Courier) {}
}

final class RoutingPart: DIPart {
    static func load(container: DIContainer) {
        container.register1(PaperLedger.init) // expect-registration: PaperLedger as=Ledger
            .as(Ledger.self)
        container.register2(BikeCourier.init) // expect-registration: BikeCourier as=Courier // expect-resolution: Ledger by=BikeCourier
            .as(Courier.self)
        container.register(NightDispatcher.init) // expect-registration: NightDispatcher
            .injection { $0.configure($1, backup: $2) } // expect-resolution: Ledger deferred by=NightDispatcher // expect-resolution: Ledger deferred by=NightDispatcher
            .injection(cycle: true) { dispatcher, courier in dispatcher.attach(courier: courier) } // expect-resolution: Courier deferred by=NightDispatcher
        // Two overloads take `ledger:` with different types: which one is meant is not read.
        container.register(Depot.init) // expect-registration: Depot
            .injection { $0.attach(ledger: $1) } // expect-resolution: ? deferred by=Depot
    }
}
