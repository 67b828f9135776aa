@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Dispatch
import XCTest

/// `valueIfComputed` never waits: nil while the other thread works, the value once it is
/// done; `value` waits for it.
final class ComputedAsideTests: XCTestCase {
    func testValueIfComputedIsNilUntilTheValueIsDone() {
        let hold = DispatchSemaphore(value: 0)
        let aside = ComputedAside<[String]>({ @Sendable in
            hold.wait()
            return ["Orders", "Payments"]
        })
        XCTAssertNil(aside.valueIfComputed)
        XCTAssertNil(aside.valueIfComputed)
        hold.signal()
        XCTAssertEqual(aside.value, ["Orders", "Payments"])
        XCTAssertEqual(aside.valueIfComputed, ["Orders", "Payments"])
    }

    func testAValueComputedOnThisThreadIsThereAtOnce() {
        let aside = ComputedAside(computed: 42)
        XCTAssertEqual(aside.valueIfComputed, 42)
        XCTAssertEqual(aside.value, 42)
    }
}
