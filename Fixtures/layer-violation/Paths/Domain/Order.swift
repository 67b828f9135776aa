import Foundation
import UIKit // expect-error: layer-violation "layer 'Domain' imports 'UIKit', which its may_not_import names"

struct Order {
    let id: Int
    let title: String
    enum Status { case open, shipped }
    var status: Status
}

protocol OrdersRepository {
    func orders() async throws -> [Order]
}

// A generic parameter named like a data type is the function's own.
func firstOf<OrderRecord>(_ items: [OrderRecord]) -> OrderRecord? { items.first }
