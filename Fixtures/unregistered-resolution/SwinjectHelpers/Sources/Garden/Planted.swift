import Swinject

// The app's own property wrapper: each use is a resolution of the property's type.
@propertyWrapper
struct Planted<Value> {
    let wrappedValue: Value = {
        guard let value = GardenDI.container.resolve(Value.self) else { fatalError("\(Value.self) is not registered") }
        return value
    }()

    init() {}
}

final class GreenhouseScreen {
    @Planted private var catalog: PlantCatalog
    @Planted private var clock: Clock
    @Planted private var forecast: Weather // expect-error: unregistered-resolution "'Weather' is resolved here but no registration provides it"
}

enum Greenhouse {
    static func water() {
        @Planted var clock: Clock
        let schedule = { () -> Void in
            @Planted var forecast: Weather // expect-error: unregistered-resolution "'Weather' is resolved here but no registration provides it"
            _ = forecast
        }
        schedule()
        _ = clock
    }
}
