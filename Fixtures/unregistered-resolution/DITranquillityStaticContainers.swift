import DITranquillity

final class Compass {}
final class Barometer {}
final class Altimeter {}

// The app's container in a static of its own type, read through the type's name.
enum NavigationDI {
    static let shared = DIContainer()

    static func setUp() {
        shared.register(Compass.init)
        NavigationDI.shared.register(Altimeter.init)
    }
}

final class NavigationScreen {
    let compass: Compass = NavigationDI.shared.resolve()
    let altimeter: Altimeter = NavigationDI.shared.resolve()
    let barometer: Barometer = NavigationDI.shared.resolve() // expect-error: unregistered-resolution "'Barometer' is resolved here but no registration provides it"
}
