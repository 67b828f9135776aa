import Resolver

protocol Weather {}
protocol Forecast {}
protocol Radar {}
final class OpenWeather: Weather {}
final class DailyForecast: Forecast {
    init(weather: Weather) {}
}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { OpenWeather() as Weather }
        register { DailyForecast(weather: resolve()) as Forecast }
    }
}

final class WeatherScreen {
    @Injected var forecast: Forecast
    @Injected var radar: Radar // expect-error: unregistered-resolution "'Radar'"
    @OptionalInjected var maybeRadar: Radar? // expect-warning: unregistered-resolution "'Radar'"
}
