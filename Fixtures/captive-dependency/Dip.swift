import Dip

final class GPS {}
final class Altimeter {}
final class Route {
    init(gps: GPS) {}
}
final class Trip {
    init(altimeter: Altimeter) {}
}
final class Hike {
    init(gps: GPS) {}
}

func configureNavigation(_ container: DependencyContainer) {
    container.register(.weakSingleton) { GPS() }
    container.register { Altimeter() }
    container.register(.singleton) { Route(gps: try container.resolve()) } // expect-warning: captive-dependency "Route (.singleton) → GPS (.weakSingleton)"
    container.register(.eagerSingleton) { Hike(gps: try container.resolve()) } // expect-warning: captive-dependency "Hike (.eagerSingleton) → GPS (.weakSingleton)"
    // Dip's default, .shared, is one instance per resolution graph: transient.
    container.register(.singleton) { Trip(altimeter: try container.resolve()) }
}

final class Pedometer {}
final class Workout {
    init(pedometer: Pedometer) {}
}

// The initializer named with its labels: Dip resolves its parameter while building it.
func configureWorkouts(_ container: DependencyContainer) {
    container.register(.weakSingleton) { Pedometer() }
    container.register(.singleton, factory: Workout.init(pedometer:)) // expect-warning: captive-dependency "Workout (.singleton) → Pedometer (.weakSingleton)"
}
