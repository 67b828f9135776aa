import XCTest
import Swinject

// A test makes and reads its own container: it is its own composition root.
final class CheckoutTests: XCTestCase {
    func testCart() {
        let container = Container()
        container.register(Pricing.self) { _ in FlatPricing() }
        XCTAssertNotNil(container.resolve(Pricing.self))
    }
}
