import Dip

// A factory handing back a type's shared instance registers that type.
final class Stopwatch {
    static let shared: Stopwatch = Stopwatch()
}
final class Lap {}
final class RaceScreen {
    init(stopwatch: Stopwatch, lap: Lap) {}
}

func configureRace() -> DependencyContainer {
    let container = DependencyContainer()
    container.register { Stopwatch.shared }
    container.register { RaceScreen(stopwatch: try container.resolve(), lap: try container.resolve()) } // expect-error: unregistered-resolution "'Lap' is resolved here"
    return container
}
