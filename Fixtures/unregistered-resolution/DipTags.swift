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
