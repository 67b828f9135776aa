import Swinject

// The project's own ways to resolve: what they ask for is each caller's type, not `Service`.
enum AppContainer {
    static let shared = Container()
}

func inject<Service>(_ type: Service.Type = Service.self) -> Service {
    AppContainer.shared.resolve(Service.self)!
}

@propertyWrapper
struct Inject<Value> {
    let wrappedValue: Value = AppContainer.shared.resolve(Value.self)!
}

extension Resolver {
    func require<Service>(_ type: Service.Type) -> Service? {
        resolve(Service.self)
    }
}

protocol Compass {}
final class MagneticCompass: Compass {}
protocol Altimeter {}

// `mainActorFactory:` registers as `factory:` does.
final class InstrumentsAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Compass.self, mainActorFactory: { _ in MagneticCompass() })
    }
}

final class Cockpit {
    init(resolver: Resolver) {
        let compass = resolver.resolve(Compass.self)!
        let altimeter = resolver.resolve(Altimeter.self)! // expect-error: unregistered-resolution "'Altimeter'"
        _ = (compass, altimeter)
    }
}

// Swinject's container answers `Resolver` itself, and `GraphIdentifier` while it builds.
final class GraphProbeAssembly: Assembly {
    func assemble(container: Container) {
        container.register(GraphProbe.self) { resolver in
            GraphProbe(graph: resolver.resolve(GraphIdentifier.self))
        }
    }
}

final class GraphProbe {
    init(graph: GraphIdentifier?) {}
}

func probe(_ resolver: Resolver) {
    let itself = resolver.resolve(Resolver.self)!
    let outside = resolver.resolve(GraphIdentifier.self) // expect-warning: unregistered-resolution "'GraphIdentifier'"
    _ = (itself, outside)
}
