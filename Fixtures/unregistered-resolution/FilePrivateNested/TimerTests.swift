import Swinject
import XCTest

extension Harness {
    private protocol Ticker {}
}

final class TimerTests: XCTestCase {
    func testThisFilesTickerIsNotRegistered() {
        let harness = Harness()
        _ = harness.container.resolve(Harness.Ticker.self)! // expect-error: unregistered-resolution "'Harness.(Ticker in TimerTests.swift)' is resolved here but no registration provides it"
    }
}
