import DITranquillity
import XCTest

final class Ledger {}
final class Statement {
    init() {}
    init(month: Int, ledger: Ledger) {}
}
final class Receipt {
    init(note: String?, ledger: Ledger) {}
}

// `register(X.init(a:b:)) { arg($0) }` takes the first parameter from the resolution:
// resolving without it gives nil, unless that parameter is optional.
final class StatementTests: XCTestCase {
    func testStatementNeedsItsMonth() {
        let container = DIContainer()
        container.register(Ledger.init)
        container.register(Statement.init(month:ledger:)) { arg($0) }
        let missing: Statement? = container.resolve() // expect-warning: unregistered-resolution "with no arguments but is registered only with 1 argument"
        let march: Statement? = container.resolve(args: 3)
        XCTAssertNil(missing)
        XCTAssertNotNil(march)
    }

    func testReceiptNoteMayBeLeftOut() {
        let container = DIContainer()
        container.register(Ledger.init)
        container.register(Receipt.init(note:ledger:)) { arg($0) }
        let receipt: Receipt? = container.resolve()
        XCTAssertNotNil(receipt)
    }

    // The container handed to a closure the test's helper declares: what the closure
    // registers is there when the helper resolves.
    private func withLedger(_ register: (DIContainer) -> Void) {
        let container = DIContainer()
        container.register(Ledger.init)
        register(container)
        let statement: Statement? = container.resolve(args: 1)
        XCTAssertNotNil(statement)
    }

    func testStatementFromTheHelper() {
        withLedger { $0.register(Statement.init(month:ledger:)) { arg($0) } }
    }
}
