import Dependencies

struct Haptics {
    var tap: () -> Void
}

// The value for each context is chosen by the library, none resolved one by one.
extension Haptics: DependencyKey {
    static let liveValue = Haptics(tap: {})
    static let testValue = Haptics(tap: {})
}

extension DependencyValues {
    var haptics: Haptics {
        get { self[Haptics.self] }
        set { self[Haptics.self] = newValue }
    }
}
