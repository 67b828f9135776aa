// A home-made locator handed a factory closure registers what the closure builds.
final class GarageLocator {
    static let shared = GarageLocator()
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    func register<T>(_ type: T.Type = T.self, factory: @escaping () -> T) {
        factories[ObjectIdentifier(type)] = factory
    }
    func resolve<T>() -> T { factories[ObjectIdentifier(T.self)]!() as! T }
}

protocol Jack {}
final class HydraulicJack: Jack {}
protocol Compressor {}
final class Tyre {}

func openGarage() {
    GarageLocator.shared.register { HydraulicJack() as Jack }
}

final class PitStop {
    let jack: Jack = GarageLocator.shared.resolve()
    let compressor: Compressor = GarageLocator.shared.resolve() // expect-error: unregistered-resolution "'Compressor' is resolved here"
}
