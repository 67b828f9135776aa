import Swinject
import XCTest

final class TripMeterChecks: XCTestCase {
    let container = Container()

    override func setUp() {
        container.register(TripLog.self) { _ in DiskTripLog() }.inObjectScope(.container)
        container.register(TripMeter.self) { r in TripMeter(log: r.resolve(TripLog.self)!) }.inObjectScope(.container)
    }

    func testMeterKeepsItsLog() {
        XCTAssertNotNil(container.resolve(TripMeter.self))
    }
}
