protocol Oven {}
final class GasOven: Oven {}
protocol Recipes {}
final class PaperRecipes: Recipes {}
protocol Till {}
protocol Scales {}

final class Counter {
    let oven: Oven = Bakery.resolve()
    let recipes = Bakery.resolve(Recipes.self)
    let till: Till = Bakery.resolve() // expect-error: unregistered-resolution "'Till' is resolved here but no registration provides it"

    func weigh() {
        let again: Oven = provide()
        let scales: Scales = provide() // expect-error: unregistered-resolution "'Scales' is resolved here but no registration provides it"
        _ = (again, scales, ovenCount(Scales.self))
    }
}

// A type's own function of the forwarder's name is what a bare call inside it calls.
final class Shelf {
    func provide() -> Int { 3 }

    func count() -> Int {
        let loaves: Int = provide()
        return loaves
    }
}
