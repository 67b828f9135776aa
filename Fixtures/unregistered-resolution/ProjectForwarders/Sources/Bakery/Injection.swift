import Swinject

// The app's own ways to ask its container, found in the code: a static function of its
// own type and a free function, each handing back what the caller asks for.
enum Bakery {
    static let container = Container()

    static func resolve<Dependency>(_ type: Dependency.Type = Dependency.self) -> Dependency {
        guard let dependency = container.resolve(type) else { fatalError("\(type) is not registered") }
        return dependency
    }

    static func setUp() {
        container.register(Oven.self) { _ in GasOven() }
        container.register(Recipes.self) { _ in PaperRecipes() }
    }
}

func provide<Dependency>() -> Dependency {
    Bakery.container.resolve(Dependency.self)!
}

// Generic, but not a forwarder: it hands back something else than what it resolves.
func ovenCount<Dependency>(_ type: Dependency.Type) -> Int {
    Bakery.container.resolve(Oven.self) == nil ? 0 : 1
}
