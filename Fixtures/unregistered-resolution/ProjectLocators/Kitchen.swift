protocol Yeast {}
protocol Salt {}

final class Kitchen {
    let flour: Flour = Pantry.shared.resolve()
    let yeast = Pantry.shared.resolve(Yeast.self) // expect-error: unregistered-resolution "'Yeast' is resolved here but no registration provides it"
    let style: Salt? = Formatter().resolve()
}

// A locator held by a value the file declares, whatever its name.
final class Larder {
    private var items: [String: Any] = [:]
    func add<Item>(_ item: Item) { items["\(Item.self)"] = item }
    func get<Item>() -> Item { items["\(Item.self)"] as! Item }
}

let larder = Larder()

final class Cellar {
    func stock() {
        larder.add(RyeFlour() as Flour)
    }

    func bake() {
        let flour: Flour = larder.get()
        let salt: Salt = larder.get() // expect-error: unregistered-resolution "'Salt' is resolved here but no registration provides it"
        _ = (flour, salt)
    }
}

final class Oven {
    let preferences = Preferences()

    func preheat() {
        preferences.set(180, forKey: "temperature")
        let temperature: Int? = preferences.get(forKey: "temperature")
        _ = temperature
    }
}
