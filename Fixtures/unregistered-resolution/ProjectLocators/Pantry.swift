// The app's own locator, not named like one: it keys what it is given by its type.
final class Pantry {
    static let shared = Pantry()
    private var shelves: [ObjectIdentifier: Any] = [:]

    func register<Item>(_ type: Item.Type, _ make: () -> Item) {
        shelves[ObjectIdentifier(type)] = make()
    }

    func resolve<Item>(_ type: Item.Type = Item.self) -> Item {
        guard let item = shelves[ObjectIdentifier(type)] as? Item else { fatalError("no \(type) on the shelves") }
        return item
    }
}

// Generic methods of both kinds, but nothing stored by type: not a locator.
final class Formatter {
    func register<Style>(_ style: Style) {}
    func resolve<Style>() -> Style? { nil }
}

protocol Flour {}
final class RyeFlour: Flour {}

enum Stocking {
    static func fill() {
        Pantry.shared.register(Flour.self) { RyeFlour() }
    }
}

// A store keyed by strings, with generic methods of both names: not a locator either.
final class Preferences {
    private var values: [String: Any] = [:]
    func set<Value>(_ value: Value, forKey key: String) { values[key] = value }
    func get<Value>(forKey key: String) -> Value? { values[key] as? Value }
}
