import Swinject
import XCTest

extension Harness {
    private protocol Ticker {}
    private final class QuartzTicker: Ticker {}
}

final class ClockTests: XCTestCase {
    func testResolvesItsOwnTicker() {
        let harness = Harness()
        harness.container.register(Harness.Ticker.self) { _ in Harness.QuartzTicker() }
        _ = harness.container.resolve(Harness.Ticker.self)!
    }
}
