import Resolver

protocol Weather {}
final class OpenWeather: Weather {}
final class CachedWeather: Weather {}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { OpenWeather() as Weather } // expect-note: ambiguous-registration
        register(name: .cached) { CachedWeather() as Weather }
        register { CachedWeather() as Weather } // expect-error: ambiguous-registration "Resolver keeps only the last registration"
    }
}

extension Resolver.Name {
    static let cached = Self("cached")
}
