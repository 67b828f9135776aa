import Swinject

// The app's own registration helper: a call of it registers the type it is handed.
extension Container {
    @discardableResult
    func registerShared<Service>(_ serviceType: Service.Type, name: String? = nil,
                                 factory: @escaping (Resolver) -> Service) -> ServiceEntry<Service> {
        _register(serviceType, factory: factory, name: name).inObjectScope(.container)
    }

    /// Not a helper: it registers a type of its own, not the one it is handed.
    func registerDefaults<Service>(_ serviceType: Service.Type) {
        register(Clock.self) { _ in SystemClock() }
    }
}

enum GardenDI {
    static var container: Resolver!

    /// Another helper, taking the scope as an argument.
    static func register<Service>(_ serviceType: Service.Type, scope: ObjectScope = .graph,
                                  _ factory: @escaping (Resolver) -> Service) {
        (container as? Container)?.register(serviceType, factory: factory).inObjectScope(scope)
    }
}
