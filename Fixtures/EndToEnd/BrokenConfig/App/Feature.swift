import Swinject

final class FeatureAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in SystemClock() }
    }
}

final class FeatureViewModel {
    private let clock: Clock

    init(resolver: Resolver) {
        clock = resolver.resolve(Clock.self)!
    }
}
