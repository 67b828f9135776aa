@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// A project's own property wrappers over a Swinject container (`SwinjectPropertyWrappers`).
final class SwinjectPropertyWrappersTests: XCTestCase {
    func testAWrapperResolvingItsParameterAndTheContainerItNames() {
        let file = SourceFile(path: "Sources/App/Inject.swift", text: """
        import Swinject
        @propertyWrapper
        public struct Inject<T> {
            public let wrappedValue: T = { AppDI.shared.container.resolve(T.self)! }()
            public init() {}
        }
        @propertyWrapper
        final class LazyInject<Value> {
            var wrappedValue: Value {
                guard let resolver = AppDI.resolver else { fatalError() }
                return resolver.resolve(Value.self)!
            }
        }
        @propertyWrapper
        struct Clamped<Value> {
            var wrappedValue: Value
        }
        """)
        let whole = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false))
        XCTAssertTrue(SwinjectPropertyWrappers.mayDeclare(file))
        XCTAssertTrue(SwinjectPropertyWrappers.declaresGenericWrapper(whole))
        let facts = ContainerExtraction.extract(whole, settings: ContainerSettings(), reaching: [], foreign: ForeignReceivers())
        let wrappers = SwinjectPropertyWrappers.declared(in: whole, facts: facts)
        XCTAssertEqual(wrappers["Inject"], .variable("AppDI.shared.container"))
        XCTAssertEqual(wrappers["LazyInject"], .unknown, "a local's name is no container the uses can name")
        XCTAssertNil(wrappers["Clamped"], "a wrapper that resolves nothing")
    }
}
