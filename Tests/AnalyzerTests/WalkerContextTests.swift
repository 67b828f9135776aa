@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class WalkerContextTests: XCTestCase {
    private struct Visit {
        var expression: DilintSyntax.Expression
        var context: ExpressionContext
    }

    private func visits(_ source: String) -> [Visit] {
        var result: [Visit] = []
        SyntaxWalker.walk(ParserFixture.parse(source)) { result.append(Visit(expression: $0, context: $1)) }
        return result
    }

    /// The first visited expression whose rendering is `description`.
    private func visit(_ description: String, in source: String, file: StaticString = #filePath, line: UInt = #line) -> Visit? {
        let all = visits(source)
        let found = all.first { $0.expression.description == description }
        if found == nil { XCTFail("no expression \(description) among \(all.map(\.expression.description))", file: file, line: line) }
        return found
    }

    func testSwinjectFactoryClosureArgument() throws {
        let source = """
        class AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(P.self) { r in X(dep: r.resolve(D.self)!) }.inObjectScope(.container)
            }
        }
        """
        let resolve = try XCTUnwrap(visit("r.resolve(D.self)", in: source))
        guard case .argument(let callee, let label, let index) = resolve.context.slot else { return XCTFail("\(resolve.context.slot)") }
        XCTAssertEqual(callee.description, "X")
        XCTAssertEqual(label, "dep")
        XCTAssertEqual(index, 0)
        XCTAssertTrue(resolve.context.isForced)
        XCTAssertFalse(resolve.context.isOptionalHandled)
        XCTAssertEqual(resolve.context.closures.count, 1)
        XCTAssertEqual(resolve.context.closures[0].callee?.description, "container.register")
        XCTAssertTrue(resolve.context.closures[0].isTrailing)
        XCTAssertEqual(resolve.context.closures[0].index, 1)
        XCTAssertEqual(resolve.context.declarations.map(\.name), ["AppAssembly", "assemble"])
        XCTAssertEqual(resolve.context.enclosingFunction?.name, "assemble")
        XCTAssertEqual(resolve.context.enclosingType?.name, "AppAssembly")

        let product = try XCTUnwrap(visit("X(dep: r.resolve(D.self)!)", in: source))
        guard case .returnValue(nil) = product.context.slot else { return XCTFail("\(product.context.slot)") }
    }

    func testInitCompletedClosureIsToldApartFromTheFactory() throws {
        let source = """
        container.register(A.self) { _ in A() }
            .initCompleted { r, a in a.b = r.resolve(B.self) }
        """
        let resolve = try XCTUnwrap(visit("r.resolve(B.self)", in: source))
        XCTAssertEqual(resolve.context.closures.last?.callee?.description, "container.register(A.self) { _ in 1 }.initCompleted")
        guard case .assignment(let target) = resolve.context.slot else { return XCTFail() }
        XCTAssertEqual(target.description, "a.b")
    }

    func testDITranquillityInitializerWithPrefixOperator() throws {
        let source = "builder.register(X.self).asType(P.self).initializer { X(dep: *!scope) }.dependency { (scope, obj) in obj.log = *?scope }"
        let dep = try XCTUnwrap(visit("*!scope", in: source))
        guard case .argument(let callee, "dep", 0) = dep.context.slot else { return XCTFail() }
        XCTAssertEqual(callee.description, "X")
        XCTAssertEqual(dep.context.closures.last?.callee?.description, "builder.register(X.self).asType(P.self).initializer")
        let log = try XCTUnwrap(visit("*?scope", in: source))
        guard case .assignment(let target) = log.context.slot else { return XCTFail() }
        XCTAssertEqual(target.description, "obj.log")
        XCTAssertEqual(log.context.closures.last?.closure.parameters.map(\.name), ["scope", "obj"])
    }

    func testAssignmentInInitializer() throws {
        let source = """
        final class OrdersVM: IPerRequest {
            let provider: OrdersProvider
            required init(container: IContainer, args: Void) { self.provider = container.resolve() }
        }
        """
        let resolve = try XCTUnwrap(visit("container.resolve()", in: source))
        guard case .assignment(let target) = resolve.context.slot else { return XCTFail() }
        XCTAssertEqual(target.description, "self.provider")
        XCTAssertEqual(resolve.context.declarations.map(\.kind), [.class, .initializer])
    }

    func testTypedLocalFromServiceLocator() throws {
        let source = "func f() { let s: P? = ServiceLocator.shared.getService() }"
        let call = try XCTUnwrap(visit("ServiceLocator.shared.getService()", in: source))
        guard case .variableInitializer("s", let annotation?, false, false) = call.context.slot else { return XCTFail("\(call.context.slot)") }
        XCTAssertEqual(annotation.description, "P?")
        XCTAssertEqual(call.context.expectedType?.description, "P?")
        XCTAssertEqual(call.context.declarations.map(\.name), ["f", "s"])
    }

    func testPropertyWrapperAttributeArgument() throws {
        let source = "class VM { @Injected(\\.api) var api: API }"
        let keyPath = try XCTUnwrap(visit("\\.api", in: source))
        guard case .argument(let callee, nil, 0) = keyPath.context.slot else { return XCTFail() }
        XCTAssertEqual(callee.description, "Injected")
        XCTAssertEqual(keyPath.context.declarations.map(\.name), ["VM", "api"])
    }

    func testStoredStaticAndLazyProperties() throws {
        let source = """
        final class MovieLoader {
            static let shared = MovieLoader()
            lazy var queue = OperationQueue()
            var computed: P { container.resolve() }
        }
        """
        let shared = try XCTUnwrap(visit("MovieLoader()", in: source))
        guard case .variableInitializer("shared", nil, true, false) = shared.context.slot else { return XCTFail("\(shared.context.slot)") }
        let queue = try XCTUnwrap(visit("OperationQueue()", in: source))
        guard case .variableInitializer("queue", nil, true, true) = queue.context.slot else { return XCTFail("\(queue.context.slot)") }
        let computed = try XCTUnwrap(visit("container.resolve()", in: source))
        guard case .returnValue(let type?) = computed.context.slot else { return XCTFail("\(computed.context.slot)") }
        XCTAssertEqual(type.description, "P")
    }

    func testLookingThroughTryAndCasts() throws {
        let source = """
        func f() throws {
            let x: P = try container.resolve()
            let y = try container.resolve(tag: 1) as! Q
        }
        """
        let x = try XCTUnwrap(visit("container.resolve()", in: source))
        guard case .variableInitializer("x", let annotation?, false, false) = x.context.slot else { return XCTFail("\(x.context.slot)") }
        XCTAssertEqual(annotation.description, "P")
        guard case .try(.plain)? = x.context.wrappers.first else { return XCTFail() }

        let y = try XCTUnwrap(visit("container.resolve(tag: 1)", in: source))
        guard case .castOperand(.forced, let castType) = y.context.slot else { return XCTFail("\(y.context.slot)") }
        XCTAssertEqual(castType.description, "Q")
        guard case .variableInitializer("y", nil, false, false) = y.context.outerSlot else { return XCTFail("\(y.context.outerSlot)") }
        XCTAssertEqual(y.context.wrappers.count, 2)
        XCTAssertEqual(y.context.expectedType?.description, "Q")
        XCTAssertTrue(y.context.isForced)
    }

    func testOptionalHandling() throws {
        let source = """
        func f() {
            if let p = r.resolve(P.self) { use(p) }
            let q = r.resolve(Q.self) ?? DefaultQ()
            let s = try? r.resolve(S.self)
            r.resolve(T.self)?.start()
            let u = r.resolve(U.self) as? Concrete
        }
        """
        let all = visits(source)
        func context(_ d: String) -> ExpressionContext? { all.first { $0.expression.description == d }?.context }
        let p = try XCTUnwrap(context("r.resolve(P.self)"))
        guard case .optionalBinding(nil) = p.slot else { return XCTFail("\(p.slot)") }
        XCTAssertTrue(p.isOptionalHandled)
        let q = try XCTUnwrap(context("r.resolve(Q.self)"))
        guard case .nilCoalescingLeft = q.slot, case .variableInitializer("q", _, _, _) = q.outerSlot else { return XCTFail("\(q.slot)") }
        XCTAssertTrue(q.isOptionalHandled)
        let fallback = try XCTUnwrap(context("DefaultQ()"))
        guard case .variableInitializer("q", _, _, _) = fallback.slot else { return XCTFail("\(fallback.slot)") }
        XCTAssertTrue(try XCTUnwrap(context("r.resolve(S.self)")).isOptionalHandled)
        XCTAssertTrue(try XCTUnwrap(context("r.resolve(T.self)")).isOptionalHandled)
        XCTAssertTrue(try XCTUnwrap(context("r.resolve(U.self)")).isOptionalHandled)
        XCTAssertFalse(try XCTUnwrap(context("r.resolve(U.self)")).isForced)
    }

    func testReturnTypesOfFunctionsAndClosures() throws {
        let source = """
        func make() -> P { return container.resolve() }
        func implicit() -> Q { container.resolve() }
        let factory = Factory<R> { container.resolve() }
        let typed = { () -> S in container.resolve() }
        """
        let all = visits(source).filter { $0.expression.description == "container.resolve()" }
        XCTAssertEqual(all.count, 4)
        let types = all.map { visit -> String in
            if case .returnValue(let type) = visit.context.slot { return type?.description ?? "none" }
            return "not a return"
        }
        XCTAssertEqual(types, ["P", "Q", "none", "S"])
        XCTAssertEqual(all[2].context.closures.first?.callee?.description, "Factory<R>")
    }

    func testFactoryKeyInContainerExtension() throws {
        let source = "extension Container { var api: Factory<APIClient> { self { LiveAPI() }.singleton } }"
        let key = try XCTUnwrap(visit("self { 1 }.singleton", in: source))
        guard case .returnValue(let type?) = key.context.slot else { return XCTFail("\(key.context.slot)") }
        XCTAssertEqual(type.description, "Factory<APIClient>")
        let product = try XCTUnwrap(visit("LiveAPI()", in: source))
        XCTAssertEqual(product.context.closures.first?.callee?.description, "self")
    }

    func testDefaultValuesAndLabelledInitializerArguments() throws {
        let source = "struct S { init(api: API = Container.shared.api()) {} }\nlet c = Client(server: *!scope, retries: 3)"
        let value = try XCTUnwrap(visit("Container.shared.api()", in: source))
        guard case .variableInitializer("api", let type?, false, false) = value.context.slot else { return XCTFail() }
        XCTAssertEqual(type.description, "API")
        let server = try XCTUnwrap(visit("*!scope", in: source))
        guard case .argument(let callee, "server", 0) = server.context.slot else { return XCTFail() }
        XCTAssertEqual(callee.description, "Client")
    }

    func testConditionStackReachesExpressions() throws {
        let source = """
        #if os(iOS)
        final class Registrations {
            func register() {
                #if DEBUG
                container.register(Logger.self) { _ in DebugLogger() }
                #else
                container.register(Logger.self) { _ in ReleaseLogger() }
                #endif
            }
        }
        #endif
        """
        let debug = try XCTUnwrap(visit("DebugLogger()", in: source))
        let release = try XCTUnwrap(visit("ReleaseLogger()", in: source))
        XCTAssertEqual(debug.context.conditions.map(\.condition), ["os(iOS)", "DEBUG"])
        XCTAssertEqual(release.context.conditions.map(\.condition), ["os(iOS)", "else"])
        XCTAssertTrue(ConditionalBranch.areExclusive(debug.context.conditions, release.context.conditions))
    }

    func testClosurePassedAsLabelledArgument() throws {
        let source = "container.register(P.self, factory: { r in Impl() })"
        let product = try XCTUnwrap(visit("Impl()", in: source))
        let closure = try XCTUnwrap(product.context.closures.first)
        XCTAssertEqual(closure.callee?.description, "container.register")
        XCTAssertEqual(closure.label, "factory")
        XCTAssertFalse(closure.isTrailing)
        XCTAssertEqual(closure.index, 1)
    }

    func testEveryExpressionIsVisitedOnce() {
        let all = visits("let x = a.b(c, d: e + f)")
        XCTAssertEqual(all.map(\.expression.description).sorted(),
                       ["(e + f)", "a", "a.b", "a.b(c, d: (e + f))", "c", "e", "f"])
    }
}
