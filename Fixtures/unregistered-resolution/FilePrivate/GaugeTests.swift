import Swinject
import XCTest

let meterContainer = Container()

private protocol Meter {}

private final class Dial {}

extension Dial: Meter {}

final class GaugeTests: XCTestCase {
    func testThisFilesMeterIsNotRegistered() {
        _ = meterContainer.resolve(Meter.self)! // expect-error: unregistered-resolution "'(Meter in GaugeTests.swift)' is resolved here but no registration provides it"
    }

    func testThisFilesDialIsRegistered() {
        meterContainer.register(Dial.self) { _ in Dial() }
        _ = meterContainer.resolve(Dial.self)!
    }
}
