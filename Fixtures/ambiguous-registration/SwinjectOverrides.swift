import Swinject
import XCTest

protocol Forecaster {}
final class SunnyForecaster: Forecaster {}
final class RainyForecaster: Forecaster {}

// Registering again after resolving, in one test, checks that the later one wins.
final class ForecasterTests: XCTestCase {
    func testTheLaterRegistrationWins() {
        let container = Container()
        container.register(Forecaster.self) { _ in SunnyForecaster() }
        XCTAssertTrue(container.resolve(Forecaster.self) is SunnyForecaster)
        container.register(Forecaster.self) { _ in RainyForecaster() }
        XCTAssertTrue(container.resolve(Forecaster.self) is RainyForecaster)
    }

    func testRegisteringTwiceWithoutResolving() {
        let container = Container()
        container.register(Forecaster.self) { _ in SunnyForecaster() } // expect-note: ambiguous-registration
        container.register(Forecaster.self) { _ in RainyForecaster() } // expect-error: ambiguous-registration "silently replaces"
        _ = container.resolve(Forecaster.self)
    }
}
