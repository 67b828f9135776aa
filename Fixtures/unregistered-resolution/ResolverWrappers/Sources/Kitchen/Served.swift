import Resolver

// The app's own property wrappers over Resolver: each use is a resolution of the property's type.
@propertyWrapper
struct Served<Dish> {
    var wrappedValue: Dish

    init() {
        wrappedValue = Resolver.resolve(Dish.self)
    }
}

@propertyWrapper
final class LazilyServed<Dish> {
    private var dish: Dish?

    var wrappedValue: Dish {
        if let dish { return dish }
        let made: Dish = Resolver.resolve()
        dish = made
        return made
    }

    init() {}
}

/// Not a wrapper over the container: it resolves nothing.
@propertyWrapper
struct Plated<Dish> {
    var wrappedValue: Dish
}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { GasOven() as Oven }
        register { Pantry() }.scope(.application)
    }
}
