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

    // Registering twice, then resolving, checks which one the container keeps.
    func testTheSecondRegistrationReplacesTheFirst() {
        let container = Container()
        container.register(Forecaster.self) { _ in SunnyForecaster() }
        container.register(Forecaster.self) { _ in RainyForecaster() }
        let forecaster = container.resolve(Forecaster.self)
        XCTAssertTrue(forecaster is RainyForecaster)
    }

    func testRegisteringTwiceWithoutResolving() {
        let container = Container()
        container.register(Forecaster.self) { _ in SunnyForecaster() } // expect-note: ambiguous-registration
        container.register(Forecaster.self) { _ in RainyForecaster() } // expect-error: ambiguous-registration "silently replaces"
        XCTAssertNotNil(container)
    }
}

// A factory written before the first registration runs where its own type is resolved:
// resolving the station between the two forecasters uses the first one.
final class StationTests: XCTestCase {
    func testTheStationTakesWhicheverForecasterIsRegistered() {
        let container = Container()
        container.register(WeatherStation.self) { r in RoofStation(forecaster: r.resolve(Forecaster.self)) }
        container.register(Forecaster.self) { _ in SunnyForecaster() }
        _ = container.resolve(WeatherStation.self)
        container.register(Forecaster.self) { _ in RainyForecaster() }
        XCTAssertNotNil(container)
    }
}

protocol WeatherStation {}
final class RoofStation: WeatherStation {
    init(forecaster: Forecaster?) {}
}

// A resolution inside a factory runs when the factory does, later: it is no reason to
// register the key again.
final class WeatherAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Forecaster.self) { _ in SunnyForecaster() } // expect-note: ambiguous-registration
        container.register(WeatherStation.self) { r in RoofStation(forecaster: r.resolve(Forecaster.self)) }
        container.register(Forecaster.self) { _ in RainyForecaster() } // expect-error: ambiguous-registration "silently replaces"
    }
}
