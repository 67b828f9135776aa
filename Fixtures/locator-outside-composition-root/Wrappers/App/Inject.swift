import Swinject

enum Shared {
    static let container = Swinject.Container()
}

// The project's own wrapper: its body is not reported, its uses are.
@propertyWrapper
final class Inject<Value> {
    var wrappedValue: Value {
        Shared.container.resolve(Value.self)!
    }
    init() {}
}
