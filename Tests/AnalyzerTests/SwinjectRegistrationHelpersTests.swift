@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// A project's own functions on Swinject's `Container` that register what they are handed.
final class SwinjectRegistrationHelpersTests: XCTestCase {
    func testHelpersAndTheLifetimeTheirBodyGives() {
        let file = SourceFile(path: "Sources/App/Helpers.swift", text: """
        import Swinject
        extension Container {
            func registerShared<S>(_ type: S.Type, factory: @escaping (Resolver) -> S) {
                _register(type, factory: factory).inObjectScope(.container)
            }
            func registerFresh<S>(_ type: S.Type, factory: @escaping (Resolver) -> S) {
                register(type, factory: factory)
            }
            public func registerAbstract<S>(_ type: S.Type) { _register(type) { _ in fatalError() } }
            func registerClock<S>(_ type: S.Type) { register(Clock.self) { _ in SystemClock() } }
            func registerNamed(_ name: String) { register(Clock.self, name: name) { _ in SystemClock() } }
        }
        extension Assembler {
            func registerOther<S>(_ type: S.Type) { register(type) { _ in fatalError() } }
        }
        """)
        XCTAssertTrue(SwinjectRegistrationHelpers.mayDeclare(file))
        let helpers = SwinjectRegistrationHelpers.declared(in: Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false)))
        XCTAssertEqual(helpers, ["registerShared": .singleton, "registerFresh": .transient],
                       "a public function is a library's own API; one registering another type, or no type it is handed, is no helper")
    }
}
