import Factory
import Resolver
import DITranquillity
import Dip

final class Clock {}
final class Session {}
final class Tiles {}
final class Inbox {}

extension Container {
    var clock: Factory<Clock> { self { Clock() } }
}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { Session() }
    }
}

func configure(_ container: DIContainer) {
    container.register(Inbox.init)
}

func configure(_ container: DependencyContainer) {
    container.register { Tiles() }
}
