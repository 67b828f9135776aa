import Swinject
import XCTest

final class Clock {}

// A test registers to check the container itself: not dead code.
final class ContainerTests: XCTestCase {
    func testRegistrationReplaces() {
        let container = Container()
        container.register(Clock.self) { _ in Clock() }
        container.register(Clock.self) { _ in Clock() }
    }
}
