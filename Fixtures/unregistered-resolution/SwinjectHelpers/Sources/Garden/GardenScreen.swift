import Swinject
import UIKit

final class GardenScreen {
    func load() {
        _ = GardenDI.container.resolve(PlantCatalog.self)!
        _ = GardenDI.container.resolve(Clock.self)!
        _ = GardenDI.container.resolve(Sprinkler.self)!
        _ = GardenDI.container.resolve(WateringPlan.self)! // expect-error: unregistered-resolution "'WateringPlan' is resolved here but no registration provides it"
        _ = GardenDI.container.resolve(Weather.self)! // expect-error: unregistered-resolution "'Weather' is resolved here but no registration provides it"
    }
}
