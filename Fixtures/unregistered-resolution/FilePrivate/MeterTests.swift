import Swinject
import XCTest

// Test files that each declare a `private` type of one name: every file's is a type of
// its own, registered and resolved only where it is declared.

private protocol Meter {}
private final class WaterMeter: Meter {}

final class MeterTests: XCTestCase {
    func testResolvesItsOwnMeter() {
        meterContainer.register(Meter.self) { _ in WaterMeter() }
        _ = meterContainer.resolve(Meter.self)!
    }
}
