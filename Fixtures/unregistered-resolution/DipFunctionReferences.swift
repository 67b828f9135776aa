import Dip

protocol WeatherService {}
final class OpenWeatherService: WeatherService {}
final class ForecastViewModel {}
final class RadarClock {}
final class RadarOverlay {}

enum WeatherFactories {
    static func makeService() -> WeatherService { OpenWeatherService() }
}

func makeRadarClock() -> RadarClock { RadarClock() }

// Factories handed over as functions: each registers what the function returns.
final class WeatherModule {
    let container = DependencyContainer()

    init() {
        container.register(factory: makeForecast)
        container.register(factory: self.makeOverlayless)
        container.register(factory: WeatherFactories.makeService)
        container.register(factory: makeRadarClock)
    }

    func makeForecast() -> ForecastViewModel { ForecastViewModel() }
    /// Not a factory: it returns nothing, so the call registers nothing.
    func makeOverlayless() { _ = RadarOverlay() }

    func start() throws {
        let forecast: ForecastViewModel = try container.resolve()
        let service: WeatherService = try container.resolve()
        let clock: RadarClock = try container.resolve()
        let overlay: RadarOverlay = try container.resolve() // expect-error: unregistered-resolution "'RadarOverlay' is resolved here but no registration provides it"
        _ = (forecast, service, clock, overlay)
    }
}
