import Swinject

protocol Clock {}
final class SystemClock: Clock {}
protocol PlantCatalog {}
final class BundledPlantCatalog: PlantCatalog {}
protocol WateringPlan {}
protocol Weather {}
protocol Sprinkler {}
final class TimedSprinkler: Sprinkler {}

enum GardenSetup {
    static func start() {
        let container = Container()
        container.registerShared(PlantCatalog.self) { _ in BundledPlantCatalog() }
        container.registerDefaults(WateringPlan.self)
        GardenDI.container = container
        GardenDI.register(Sprinkler.self, scope: .container) { _ in TimedSprinkler() }
    }
}
