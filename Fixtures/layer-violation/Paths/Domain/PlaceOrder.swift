import Foundation

final class PlaceOrder {
    private let repository: OrdersRepository
    // OrderRecord is mentioned here in a comment, and "OrderRecord" in a string: neither counts.
    private let label = "OrderRecord"

    init(repository: OrdersRepository) {
        self.repository = repository
    }

    // The first use of a data type: the finding is here, once, whatever follows.
    func cached() -> [OrderRecord] { [] } // expect-error: layer-violation "layer 'Domain' uses (a type reference) 'OrderRecord' of layer 'Data', which it may not use (it may use no other layer)"

    func records() -> [OrderRecord] { cached() }

    func fallback() -> OrdersRepository {
        RemoteOrders(session: .shared) // expect-error: layer-violation "uses (an initializer call) 'RemoteOrders' of layer 'Data'"
    }
}

// The domain's extension of a data type, inside a type of its own.
extension OrderCache: Sendable {} // expect-error: layer-violation "uses (an extension) 'OrderCache'"

struct Receipt {
    enum Status { case paid }
    let status: Status
}
