import Dip
import Resolver
import Swinject
import XCTest

// A container emptied between two registrations of a key (`removeAll()`, `reset()`)
// holds only the later one: nothing is replaced. Without the reset, the second replaces.
protocol Clock {}
final class WallClock: Clock {}
final class FrozenClock: Clock {}

final class ClockSwinjectTests: XCTestCase {
    let container = Container()

    override func setUp() {
        container.register(Clock.self) { _ in WallClock() }
    }

    func testFrozenClock() {
        container.removeAll()
        container.register(Clock.self) { _ in FrozenClock() }
        XCTAssertNotNil(container.resolve(Clock.self))
    }

    func testTwoClocksInARow() {
        let local = Container()
        local.register(Clock.self) { _ in WallClock() } // expect-note: ambiguous-registration
        local.register(Clock.self) { _ in FrozenClock() } // expect-error: ambiguous-registration "silently replaces"
    }
}

func configureDipClocks() {
    let clocks = DependencyContainer()
    clocks.register { WallClock() as Clock }
    clocks.reset()
    clocks.register { FrozenClock() as Clock }
}

extension Resolver {
    static func registerClocks() {
        register { WallClock() as Clock }
        reset()
        register { FrozenClock() as Clock }
    }
}
