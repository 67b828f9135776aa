import DITranquillity
import XCTest

final class Engine {
    init(wheel: Wheel) {}
    init() {}
}

final class Wheel {
    init(engine: Engine) {}
    init() {}
}

final class Pedal {
    init(brake: Brake) {}
}

final class Brake {
    init(pedal: Pedal) {}
}

// Engine needs a Wheel in one test and a Wheel an Engine in the other: two containers,
// no cycle. Within one test's container, Pedal and Brake do make one.
final class DrivetrainTests: XCTestCase {
    func testEngineTurnsWheel() {
        let container = DIContainer()
        container.register { Engine(wheel: $0) }
        container.register { Wheel() }
        let engine: Engine = container.resolve()
        _ = engine
    }

    func testWheelDrivesEngine() {
        let container = DIContainer()
        container.register { Wheel(engine: $0) }
        container.register { Engine() }
        let wheel: Wheel = container.resolve()
        _ = wheel
    }

    func testPedalAndBrakeNeedEachOther() {
        let container = DIContainer()
        container.register { Pedal(brake: $0) } // expect-error: dependency-cycle "Pedal → Brake → Pedal"
        container.register { Brake(pedal: $0) }
        XCTAssertFalse(container.makeGraph().checkIsValid())
    }
}
