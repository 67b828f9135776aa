import Swinject

protocol Clock {}
final class SystemClock: Clock {}
protocol PlantCatalog {}
final class BundledPlantCatalog: PlantCatalog {}
protocol WateringPlan {}
protocol Weather {}

enum GardenSetup {
    static func start() {
        let container = Container()
        container.registerShared(PlantCatalog.self) { _ in BundledPlantCatalog() }
        container.registerDefaults(WateringPlan.self)
        GardenDI.container = container
    }
}
