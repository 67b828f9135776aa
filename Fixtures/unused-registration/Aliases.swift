import Resolver

protocol Heading {}
final class Barometer: Heading {}
final class Gyroscope: Heading {}

extension Resolver {
    static func registerSensors() {
        // Used through its named alias only: one registration, used.
        register { Barometer() }.implements(Heading.self, name: .barometer)
        register { Gyroscope() }.implements(Heading.self, name: .gyroscope) // expect-warning: unused-registration "'Gyroscope'"
    }
}

extension Resolver.Name {
    static let barometer = Self("barometer")
    static let gyroscope = Self("gyroscope")
}

final class AltitudeScreen {
    @Injected(name: .barometer) var heading: Heading
}
