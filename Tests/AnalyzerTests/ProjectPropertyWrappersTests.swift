@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// A project's own property wrappers over a container (`ProjectPropertyWrappers`).
final class ProjectPropertyWrappersTests: XCTestCase {
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
        XCTAssertTrue(ProjectPropertyWrappers.mayDeclare(file))
        XCTAssertTrue(ProjectPropertyWrappers.declaresGenericWrapper(whole))
        let facts = ContainerExtraction.extract(whole, settings: ContainerSettings(), reaching: [], foreign: ForeignReceivers())
        let wrappers = ProjectPropertyWrappers.declared(in: whole, facts: facts)
        XCTAssertEqual(wrappers["Inject"], ProjectPropertyWrapper(dialect: .swinject, container: .variable("AppDI.shared.container")))
        XCTAssertEqual(wrappers["LazyInject"], ProjectPropertyWrapper(dialect: .swinject, container: .unknown), "a local's name is no container the uses can name")
        XCTAssertNil(wrappers["Clamped"], "a wrapper that resolves nothing")
    }

    func testAWrapperResolvingItsParameterInResolver() {
        let file = SourceFile(path: "Sources/App/Provided.swift", text: """
        import Resolver
        @propertyWrapper
        struct Provided<Service> {
            var wrappedValue: Service
            init() { wrappedValue = Resolver.resolve(Service.self) }
        }
        @propertyWrapper
        struct MaybeProvided<Service> {
            var wrappedValue: Service? { Resolver.optional() }
        }
        @propertyWrapper
        struct Other<Service> {
            var wrappedValue: Service { Resolver.resolve(Logger.self) as! Service }
        }
        """)
        let whole = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false))
        XCTAssertTrue(ProjectPropertyWrappers.mayDeclare(file))
        let facts = ContainerExtraction.extract(whole, settings: ContainerSettings(), reaching: [], foreign: ForeignReceivers())
        let wrappers = ProjectPropertyWrappers.declared(in: whole, facts: facts)
        XCTAssertEqual(wrappers["Provided"], ProjectPropertyWrapper(dialect: .resolver, container: .shared))
        XCTAssertEqual(wrappers["MaybeProvided"], ProjectPropertyWrapper(dialect: .resolver, container: .shared),
                       "the type Resolver infers from the wrapped value is the parameter")
        XCTAssertNil(wrappers["Other"], "it resolves another type than its parameter")
    }
}
