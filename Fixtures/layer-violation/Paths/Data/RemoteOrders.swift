import Foundation

// Data may use the domain: conforming to its protocol and building its types is fine.
final class RemoteOrders: OrdersRepository {
    static let shared = RemoteOrders(session: .shared)
    private let session: URLSession
    init(session: URLSession) { self.session = session }
    func orders() async throws -> [Order] { [Order(id: 1, title: "", status: .open)] }
}

struct OrderRecord: Codable {
    let id: Int
}

final class OrderCache {}

final class ExchangeRates {}

enum Status { case online, offline }

final class OrderClock {}

final class ReceiptPrinter {}
