import Foundation
import Factory
import Swinject
import Resolver

// The app target wires every layer: it is in no layer and is not checked.
extension Container {
    var orderCache: Factory<OrderCache> { self { OrderCache() } }
    var placeOrder: Factory<PlaceOrder> { self { PlaceOrder(repository: RemoteOrders.shared) } }
}

func wire(_ container: Swinject.Container) {
    container.register(OrderCache.self) { _ in OrderCache() }
    container.register(OrdersRepository.self) { _ in RemoteOrders(session: .shared) }
    ServiceLocator.shared.addService(ExchangeRates())
}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { ExchangeRates() }
    }
}
