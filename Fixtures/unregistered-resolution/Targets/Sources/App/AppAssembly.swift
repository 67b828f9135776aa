import Core
import Swinject

final class LiveForecast: ForecastService {}
final class Mixpanel: Telemetry {}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ForecastService.self) { _ in LiveForecast() }
        container.register(Telemetry.self) { _ in Mixpanel() } // expect-note: unregistered-resolution
    }
}
