import Dip

final class Compass {}
final class Barometer {}
final class Map {
    init(compass: Compass) {}
}

func configureMaps(_ container: DependencyContainer) {
    container.register { Compass() }
    container.register { Map(compass: try container.resolve()) }
    container.register { Barometer() } // expect-warning: unused-registration "'Barometer'"
}

func showMap(_ container: DependencyContainer) throws {
    let map = try container.resolve() as Map
    _ = map
}
