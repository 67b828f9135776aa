import Factory
import Resolver

final class Clock {}
final class Session {}
final class Reader {}

extension Container {
    var clock: Factory<Clock> { self { Clock() } }
}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { Session() }
    }
}
