import Foundation

final class ServiceLocator {
    static let shared = ServiceLocator()
    private let lock = NSLock()

    func addService<T>(_ service: T) {}
    func getService<T>() -> T? { nil }
    func getService<T>(_ type: T.Type) -> T? { nil }
}

protocol Payments {}
protocol Ledger {}
protocol Receipts {}
protocol Notifier {}
typealias Bookkeeping = Ledger
final class StripePayments: Payments {}
final class DiskLedger: Ledger {}

enum LocatorSetup {
    static func run() {
        ServiceLocator.shared.addService(StripePayments() as Payments)
        ServiceLocator.shared.addService(DiskLedger() as Ledger) // expect-note: unregistered-resolution
    }
}

final class CheckoutFlow {
    let payments: Payments = ServiceLocator.shared.getService()!
    let books: Bookkeeping = ServiceLocator.shared.getService()!
    let receipts: Receipts = ServiceLocator.shared.getService()! // expect-error: unregistered-resolution "'Receipts' is resolved here but no registration provides it"
    let notifier = ServiceLocator.shared.getService(Notifier.self)! // expect-error: unregistered-resolution "'Notifier'"

    func finish() {
        if let later: Receipts = ServiceLocator.shared.getService() { _ = later } // expect-warning: unregistered-resolution "handled as optional"
        let maybe: Notifier? = ServiceLocator.shared.getService() // expect-warning: unregistered-resolution "'Notifier'"
        let fallback = (ServiceLocator.shared.getService() as Payments?) ?? StripePayments()
        let unknown = ServiceLocator.shared.getService() // untyped: counted, never guessed
        _ = (maybe, fallback, unknown)
    }

    func make<T>() -> T? { ServiceLocator.shared.getService() }
}

final class LedgerScreen {
    private let ledger: Ledgr = ServiceLocator.shared.getService()! // expect-error: unregistered-resolution "'Ledgr'"
}

protocol Ledgr {}
