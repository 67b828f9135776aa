import Core
import Swinject

final class CachedForecast: ForecastService {}

/// The widget extension builds its own container: what the app registers is not in it.
final class WidgetAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ForecastService.self) { _ in CachedForecast() }
    }

    func loaded(resolver: Resolver) {
        _ = resolver.resolve(ForecastService.self)!
        _ = resolver.resolve(Telemetry.self)! // expect-error: unregistered-resolution "'Telemetry' is resolved here but no registration provides it"
    }
}
