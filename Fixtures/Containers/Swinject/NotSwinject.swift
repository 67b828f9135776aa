/// This file does not import Swinject: its `register` is someone else's.
final class Registry {
    func register<T>(_ type: T.Type, factory: () -> T) {}
}

func fill(_ registry: Registry) {
    registry.register(Int.self) { 1 }
}
