extension Dictionary {
    /// The value kept for `key`, made by `make` and kept the first time it is asked for.
    mutating func remembered(_ key: Key, _ make: () -> Value) -> Value {
        if let known = self[key] { return known }
        let made = make()
        self[key] = made
        return made
    }
}
