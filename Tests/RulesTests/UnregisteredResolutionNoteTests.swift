@testable import Rules
import XCTest

/// The notes of an argument mismatch say what each registration takes, as the message
/// counts it.
final class UnregisteredResolutionNoteTests: XCTestCase {
    private func notes(_ source: String) -> [String] {
        LintSnippet.findings(source, rule: UnregisteredResolutionRule.description.id).flatMap { $0.notes.map(\.message) }
    }

    func testADITranquillityRegistrationTakingAnArgumentIsNotedWithItsCount() {
        let found = notes("""
            import DITranquillity
            final class Ledger {}
            final class Statement { init(month: Int, ledger: Ledger) {} }
            func setUp() {
                let container = DIContainer()
                container.register(Ledger.init)
                container.register(Statement.init(month:ledger:)) { arg($0) }
                let missing: Statement? = container.resolve()
                _ = missing
            }
            """)
        XCTAssertEqual(found, ["registered with 1 argument here"])
    }

    func testASwinjectRegistrationIsNotedWithItsArgumentTypes() {
        let found = notes("""
            import Swinject
            final class Owner { init(id: Int) {} }
            func setUp() {
                let container = Container()
                container.register(Owner.self) { (_: Resolver, id: Int) in Owner(id: id) }
                _ = container.resolve(Owner.self)!
            }
            """)
        XCTAssertEqual(found, ["registered with arguments (Int) here"])
    }

    func testTheResolvingTestsOwnRegistrationIsNotedFirst() throws {
        let found = notes("""
            import Swinject
            protocol Animal {}
            final class Cat: Animal {}
            final class ShelterTests {
                func testOne() { let container = Container(); container.register(Animal.self, name: "Tom") { _ in Cat() } }
                func testTwo() { let container = Container(); container.register(Animal.self, name: "Kitty") { _ in Cat() } }
            }
            final class NameTests {
                func testMimi() {
                    let container = Container()
                    container.register(Animal.self, name: "Hachi") { _ in Cat() }
                    _ = container.resolve(Animal.self, name: "Mimi")
                }
            }
            """)
        XCTAssertEqual(found.first, "'Animal' is registered under the name \"Hachi\" here", "\(found)")
        XCTAssertEqual(found.count, 3)
    }
}
