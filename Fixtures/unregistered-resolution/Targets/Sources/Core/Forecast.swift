import Swinject

public protocol ForecastService {}
public protocol Telemetry {}

/// Core resolves what the app registers: the app depends on Core, so they share a container.
public final class ForecastStore {
    public init(resolver: Resolver) {
        _ = resolver.resolve(Telemetry.self)!
    }
}
