import Dip
import XCTest

protocol Thermometer {}
final class MercuryThermometer: Thermometer {}

// Dip resolves a tag nothing registers with the untagged registration of the container.
final class ThermometerTests: XCTestCase {
    let container = DependencyContainer()

    func testFallsBackToTheUntaggedThermometer() {
        container.register { MercuryThermometer() as Thermometer }
        let thermometer = try! container.resolve(tag: "kitchen") as Thermometer
        _ = thermometer
    }

    func testAnOtherTagFindsNothing() {
        container.register(tag: "garden") { MercuryThermometer() as Thermometer }
        let thermometer = try! container.resolve(tag: "kitchen") as Thermometer // expect-error: unregistered-resolution "kitchen"
        _ = thermometer
    }
}

// An `Injected<T>(tag:)` property names no container; the test beside it registers T
// untagged, which the tag falls back to.
final class Hygrometer {}
final class Barometer {}
final class WeatherPanel {
    let barometer = Injected<Barometer>(tag: "roof")
}

final class WeatherPanelTests: XCTestCase {
    let container = DependencyContainer()

    override func setUp() {
        container.register { Barometer() }
        container.register { WeatherPanel() }
    }

    func testThePanelGetsItsBarometer() {
        let panel = try! container.resolve() as WeatherPanel
        _ = panel
    }
}

// Collaborating containers look in each other, both ways. What the other registers is
// not always known (a string literal's factory here): a collaborator may provide anything.
final class CollaborationTests: XCTestCase {
    func testEachFindsWhatTheOtherRegisters() {
        let outdoor = DependencyContainer()
        let indoor = DependencyContainer()
        outdoor.register { "north" }
        indoor.register { Barometer() }
        indoor.collaborate(with: outdoor)
        _ = try! indoor.resolve() as String
        _ = try! outdoor.resolve() as Barometer
    }

    func testWithoutCollaborationNothingIsShared() {
        let outdoor = DependencyContainer()
        outdoor.register { Barometer() }
        // A miss dilint does not report: the other test's `String` answers it, a miss
        // being looked for across the containers of the visible targets.
        _ = try! outdoor.resolve() as String
        _ = try! outdoor.resolve() as Hygrometer // expect-error: unregistered-resolution "'Hygrometer'"
    }
}
