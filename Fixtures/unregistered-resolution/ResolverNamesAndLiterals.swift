import Resolver

// A `Resolver.Name` constant's value is its own (`Self("Courier")`): a literal may name
// it, so a literal no registration spells is not known to be missing while a constant
// names one of the type. A factory returning a literal registers the literal's type.
protocol Dispatcher {}
final class CourierDispatcher: Dispatcher {}
final class PostDispatcher: Dispatcher {}
protocol Depot {}
final class CityDepot: Depot {}

extension Resolver.Name {
    static let courier = Self("Courier")
}

extension Resolver {
    static func registerDispatch() {
        register(name: .courier) { CourierDispatcher() as Dispatcher }
        register(name: "post") { PostDispatcher() as Dispatcher }
        register(name: "depot") { "Main Street" }
        register { 3 }
        register(name: "north") { CityDepot() as Depot }
    }
}

final class DispatchScreen {
    @Injected(name: .courier) var courier: Dispatcher
    @Injected(name: Resolver.Name("Courier")) var sameCourier: Dispatcher
    @Injected(name: "depot") var depot: String
    @Injected var retries: Int
    @Injected(name: "pigeon") var pigeon: Dispatcher
    @Injected(name: "south") var south: Depot // expect-error: unregistered-resolution "is resolved here but no registration provides it"
}
