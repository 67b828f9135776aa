import Dip

protocol Locating {}
protocol Heading {}
final class GPS: Locating {}
final class Gyro {}

func configureSensors(_ container: DependencyContainer) {
    container.register { GPS() }.implements(Locating.self)
    container.register { Gyro() }.implements(Heading.self) // expect-error: alias-mismatch "'Gyro' is registered as 'Heading'"
    let compass = container.register { GPS() }
    compass.implements(Heading.self) // expect-error: alias-mismatch "'GPS' is registered as 'Heading'"
}
