import DITranquillity
import XCTest

protocol PaymentGateway {}
final class CardGateway: PaymentGateway {}
final class WalletGateway: PaymentGateway {}
final class Checkout {
    init(gateway: PaymentGateway) {}
}

// Each test makes its own container: what one test registers, another never sees.
final class CheckoutTests: XCTestCase {
    func testPaysByCard() {
        let container = DIContainer()
        container.register(CardGateway.init).as(PaymentGateway.self)
        container.register(Checkout.init)
        let checkout: Checkout = container.resolve()
        _ = checkout
    }

    func testPaysByWallet() {
        let container = DIContainer()
        container.register(WalletGateway.init).as(PaymentGateway.self)
        let gateway: PaymentGateway = container.resolve()
        _ = gateway
    }

    func testRefusesTwoGateways() {
        let container = DIContainer()
        container.register(CardGateway.init).as(PaymentGateway.self) // expect-note: ambiguous-registration
        container.register(WalletGateway.init).as(PaymentGateway.self) // expect-note: ambiguous-registration
        let gateway: PaymentGateway = container.resolve() // expect-error: ambiguous-registration "2 registrations provide it"
        _ = gateway
    }

    func testPrefersTheTestDouble() {
        let container = DIContainer()
        container.register(CardGateway.init).as(PaymentGateway.self)
        container.register(WalletGateway.init).as(PaymentGateway.self).test()
        let gateway: PaymentGateway = container.resolve()
        _ = gateway
    }
}

// A property the suite sets up anew for each test is one container per test too.
final class GatewaySwitchTests: XCTestCase {
    var container: DIContainer!

    override func setUp() {
        super.setUp()
        container = DIContainer()
    }

    func testCard() {
        container.register(CardGateway.init).as(PaymentGateway.self)
        let gateway: PaymentGateway = container.resolve()
        _ = gateway
    }

    func testWallet() {
        container.register(WalletGateway.init).as(PaymentGateway.self)
        let gateway: PaymentGateway = container.resolve()
        _ = gateway
    }
}

// A helper's container is not known; the test's own registration is the one it resolves.
func installWalletGateway(in container: DIContainer) {
    container.register(WalletGateway.init).as(PaymentGateway.self)
}

final class CardOnlyTests: XCTestCase {
    func testResolvesItsOwnGateway() {
        let container = DIContainer()
        container.register(CardGateway.init).as(PaymentGateway.self)
        let gateway: PaymentGateway = container.resolve()
        _ = gateway
    }
}

// Two defaults in one test's container, a third in another test's: two are counted.
final class DefaultGatewayTests: XCTestCase {
    func testTwoDefaults() {
        let container = DIContainer()
        container.register(CardGateway.init).as(PaymentGateway.self).default() // expect-note: ambiguous-registration
        container.register(WalletGateway.init).as(PaymentGateway.self).default() // expect-error: ambiguous-registration "has 2 registrations marked default"
    }

    func testOneDefault() {
        let container = DIContainer()
        container.register(CardGateway.init).as(PaymentGateway.self).default()
    }
}
