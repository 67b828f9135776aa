import DITranquillity

// A type's static function handed to `register` registers what it returns.
protocol Forecasting {}
final class LocalForecast: Forecasting {
    static func make() -> LocalForecast { LocalForecast() }
}
final class Almanac {}
final class WeatherScreen { init(forecasting: Forecasting, almanac: Almanac) {} }

func configureWeather(_ container: DIContainer) {
    container.register(LocalForecast.make).as(Forecasting.self)
    container.register(WeatherScreen.init) // expect-error: unregistered-resolution "'Almanac' is resolved here"
}
