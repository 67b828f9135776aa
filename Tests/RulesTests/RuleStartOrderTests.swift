@testable import Rules
import XCTest

/// Rules run side by side start costliest first; every enabled rule still runs once.
final class RuleStartOrderTests: XCTestCase {
    func testEverySelectionOfRulesStartsEachOnceAndTheCostliestFirst() {
        let all = RuleRegistry.all
        for mask in 0..<(1 << all.count) {
            let rules = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            let order = RuleRegistry.startOrder(of: rules)
            XCTAssertEqual(order.sorted(), Array(rules.indices), "selection \(mask)")
            guard let first = order.first else { continue }
            let costliest = RuleRegistry.costliestFirst.first { id in rules.contains { $0.id == id } }
            XCTAssertEqual(rules[first].id, costliest ?? rules[0].id, "selection \(mask)")
        }
    }
}
