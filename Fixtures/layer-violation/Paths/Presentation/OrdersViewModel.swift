import Foundation
import Swinject
import Resolver

final class OrdersViewModel {
    private let place: PlaceOrder
    // Its own nested Status and the domain's Order are fine; the data layer's Status is not meant.
    enum Status { case loading, loaded([Order]) }
    var status: Status = .loading

    init(place: PlaceOrder) {
        self.place = place
    }

    func decoder() -> Any.Type {
        OrderRecord.self // expect-error: layer-violation "uses (a metatype) 'OrderRecord' of layer 'Data'"
    }

    func warm() {
        _ = RemoteOrders.shared // expect-error: layer-violation "uses (a static member) 'RemoteOrders'"
    }

    func cache(_ resolver: Swinject.Resolver) -> Any? {
        resolver.resolve(OrderCache.self) // expect-error: layer-violation "resolves from the container 'OrderCache' of layer 'Data'"
    }
}

// Resolver's property wrapper: the annotation names the data type.
final class OrderRatesViewModel {
    @Injected var rates: ExchangeRates // expect-error: layer-violation "'ExchangeRates' of layer 'Data'"
}
