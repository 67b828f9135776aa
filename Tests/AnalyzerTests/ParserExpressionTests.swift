@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class ParserExpressionTests: XCTestCase {
    private func shape(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        ParserFixture.expression(source).description
    }

    func testNamesMembersAndCalls() {
        XCTAssertEqual(shape("container.register(P.self, name: \"x\")"), "container.register(P.self, name: \"\")")
        XCTAssertEqual(shape("ServiceLocator.shared.getService()"), "ServiceLocator.shared.getService()")
        XCTAssertEqual(shape("a.b(x: y).c { r in 1 }"), "a.b(x: y).c { r in 1 }")
        XCTAssertEqual(shape("self.init(x: 1)"), "self.init(x: 1)")
        XCTAssertEqual(shape("super.viewDidLoad()"), "super.viewDidLoad()")
        XCTAssertEqual(shape("tuple.0.1"), "tuple.0.1")
    }

    func testFunctionTypesAndCompositionsAsMetatypes() {
        // A function type in parentheses is a type, whatever its effects.
        XCTAssertEqual(ParserFixture.expression("(() -> Void).self").metatypeArgument?.description, "() -> Void")
        XCTAssertEqual(ParserFixture.expression("((String) async throws -> Int).self").metatypeArgument?.description,
                       "(String) async throws -> Int")
        XCTAssertEqual(ParserFixture.expression("(A & B & C).self").metatypeArgument, .composition([.named("A"), .named("B"), .named("C")]))
        // Parentheses that hold values stay a tuple.
        XCTAssertEqual(shape("(a, b).0 + (c)"), "((a, b).0 + (c))")
        XCTAssertNil(ParserFixture.expression("(a & b).self").metatypeArgument)
    }

    func testCallArgumentsCarryLabels() {
        guard case .call(let callee, let arguments, let trailing) = ParserFixture.expression("X(server: *!scope, 3, log: *?scope)").kind else {
            return XCTFail()
        }
        XCTAssertEqual(callee.description, "X")
        XCTAssertEqual(arguments.map(\.label), ["server", nil, "log"])
        XCTAssertEqual(arguments.map(\.value.description), ["*!scope", "3", "*?scope"])
        XCTAssertTrue(trailing.isEmpty)
    }

    func testTrailingClosuresIncludingLabelledOnes() {
        XCTAssertEqual(shape("container.register(P.self) { r in X(dep: r.resolve(D.self)!) }.inObjectScope(.container)"),
                       "container.register(P.self) { r in 1 }.inObjectScope(.container)")
        guard case .call(_, let arguments, let trailing) = ParserFixture.expression("""
        animate(duration: 1) {
            a()
        } completion: { done in
            b()
        } onCancel: { }
        """).kind else { return XCTFail() }
        XCTAssertEqual(arguments.count, 1)
        XCTAssertEqual(trailing.map(\.label), [nil, "completion", "onCancel"])
        XCTAssertEqual(trailing[1].closure.parameters.map(\.name), ["done"])
    }

    func testBraceAfterConditionIsNotATrailingClosure() {
        let body = ParserFixture.statements("if flag { work() }\nwhile queue.isEmpty { wait() }\nguard let x = foo.bar else { return }")
        guard case .if(let clauses, let then, _) = body[0].kind,
              case .expression(let condition) = clauses[0] else { return XCTFail() }
        XCTAssertEqual(condition.description, "flag")
        XCTAssertEqual(then.count, 1)
        guard case .while(let whileClauses, let whileBody) = body[1].kind,
              case .expression(let whileCondition) = whileClauses[0] else { return XCTFail() }
        XCTAssertEqual(whileCondition.description, "queue.isEmpty")
        XCTAssertEqual(whileBody.count, 1)
        guard case .guard(let guardClauses, let otherwise) = body[2].kind,
              case .optionalBinding(true, "x", _, nil, let value?) = guardClauses[0] else { return XCTFail() }
        XCTAssertEqual(value.description, "foo.bar")
        XCTAssertEqual(otherwise.count, 1)
    }

    func testClosureSignatures() {
        func closure(_ source: String) -> Closure? {
            if case .closure(let c) = ParserFixture.expression(source).kind { return c }
            return nil
        }
        let typed = closure("{ (r: Resolver, id: Int) -> P in X(id: id) }")
        XCTAssertEqual(typed?.parameters.map(\.name), ["r", "id"])
        XCTAssertEqual(typed?.parameters.map { $0.type?.description }, ["Resolver", "Int"])
        XCTAssertEqual(typed?.returnType?.description, "P")
        XCTAssertEqual(typed?.body.count, 1)
        let captured = closure("{ [weak self] r in self?.use(r) }")
        XCTAssertEqual(captured?.captureList, "[weak self]")
        XCTAssertEqual(captured?.parameters.map(\.name), ["r"])
        let anonymous = closure("{ $0.name }")
        XCTAssertEqual(anonymous?.parameters.count, 0)
        XCTAssertEqual(anonymous?.body.count, 1)
        let effects = closure("{ @MainActor (scope, obj) async throws in obj.log = *?scope }")
        XCTAssertEqual(effects?.parameters.map(\.name), ["scope", "obj"])
        XCTAssertEqual(effects?.isAsync, true)
        XCTAssertEqual(effects?.isThrowing, true)
        let noSignature = closure("{ (value) }")
        XCTAssertEqual(noSignature?.parameters.count, 0)
    }

    func testKeyPathsAndMetatypes() {
        XCTAssertEqual(shape("\\.api"), "\\.api")
        XCTAssertEqual(shape("\\Container.api.client"), "\\Container.api.client")
        XCTAssertEqual(shape("\\Outer.Inner.value"), "\\Outer.Inner.value")
        guard case .keyPath(let root, let components) = ParserFixture.expression("\\Outer.Inner.value?.count").kind else { return XCTFail() }
        XCTAssertEqual(root?.description, "Outer.Inner")
        XCTAssertEqual(components, ["value", "count"])
        XCTAssertEqual(shape("X.self"), "X.self")
        guard case .member(let base?, "self", _) = ParserFixture.expression("Outer.Inner.self").kind else { return XCTFail() }
        XCTAssertEqual(base.description, "Outer.Inner")
        XCTAssertEqual(shape("[P].self"), "[P].self")
        guard case .member(let arrayType?, _, _) = ParserFixture.expression("[P].self").kind,
              case .type(.array) = arrayType.kind else { return XCTFail("[P] should be a type") }
    }

    func testGenericSpecializationVersusLessThan() {
        XCTAssertEqual(shape("Lazy<P>.self"), "Lazy<P>.self")
        XCTAssertEqual(shape("Factory<P> { X() }"), "Factory<P> { 1 }")
        XCTAssertEqual(shape("Array<Array<Int>>()"), "Array<Array<Int>>()")
        XCTAssertEqual(shape("Provider<P?>.self"), "Provider<P?>.self")
        XCTAssertEqual(shape("a < b"), "(a < b)")
        XCTAssertEqual(shape("a<b"), "(a < b)")
        XCTAssertEqual(shape("f(a < b, c > d)"), "f((a < b), (c > d))")
        XCTAssertEqual(shape("x < y && y > z"), "((x < y) && (y > z))")
    }

    func testCollectionsAndTuples() {
        XCTAssertEqual(shape("[1, 2, 3]"), "[1, 2, 3]")
        XCTAssertEqual(shape("[\"a\": 1, \"b\": 2]"), "[\"\": 1, \"\": 2]")
        XCTAssertEqual(shape("[:]"), "[:]")
        XCTAssertEqual(shape("(a, label: b)"), "(a, label: b)")
        XCTAssertEqual(shape("[String: Any]()"), "[String: Any]()")
    }

    func testCastsTryAndAwait() {
        XCTAssertEqual(shape("x as P"), "(x as P)")
        XCTAssertEqual(shape("cell as! VisitableCell"), "(cell as! VisitableCell)")
        XCTAssertEqual(shape("r.resolve() as? P"), "(r.resolve() as? P)")
        XCTAssertEqual(shape("x is P"), "(x is P)")
        XCTAssertEqual(shape("try container.resolve() as P"), "(try (container.resolve() as P))")
        XCTAssertEqual(shape("try? r.resolve(P.self)"), "(try? r.resolve(P.self))")
        XCTAssertEqual(shape("try! make()"), "(try! make())")
        XCTAssertEqual(shape("try await load()"), "(try (await load()))")
        XCTAssertEqual(shape("a ?? b as P"), "(a ?? (b as P))")
    }

    func testOperatorsAndPrecedence() {
        XCTAssertEqual(shape("a ?? b + c * d"), "(a ?? (b + (c * d)))")
        XCTAssertEqual(shape("x = a || b && c == d"), "(x = (a || (b && (c == d))))")
        XCTAssertEqual(shape("a = b = c"), "(a = (b = c))")
        XCTAssertEqual(shape("a - b - c"), "((a - b) - c)")
        XCTAssertEqual(shape("a ?? b ?? c"), "(a ?? (b ?? c))")
        XCTAssertEqual(shape("0..<n + 1"), "(0 ..< (n + 1))")
        XCTAssertEqual(shape("1 << 2 + 3"), "((1 << 2) + 3)")
        XCTAssertEqual(shape("c ? a : b"), "(c ? a : b)")
        XCTAssertEqual(shape("x = c ? a : d ? e : f"), "(x = (c ? a : (d ? e : f)))")
        XCTAssertEqual(shape("r ~> P.self"), "(r ~> P.self)")
        XCTAssertEqual(shape("x += 1"), "(x += 1)")
    }

    func testPrefixAndPostfixOperators() {
        XCTAssertEqual(shape("*!scope"), "*!scope")
        XCTAssertEqual(shape("**!scope"), "**!scope")
        XCTAssertEqual(shape("-x + !flag"), "(-x + !flag)")
        XCTAssertEqual(shape("foo(&value)"), "foo(&value)")
        XCTAssertEqual(shape("r.resolve(D.self)!"), "r.resolve(D.self)!")
        XCTAssertEqual(shape("a?.b!.c"), "a?.b!.c")
        XCTAssertEqual(shape("dict?[\"k\"]"), "dict?[\"\"]")
        XCTAssertEqual(shape("x!!"), "x!!")
        XCTAssertEqual(shape("a != b"), "(a != b)")
        XCTAssertEqual(shape("a!=b"), "(a != b)")
        XCTAssertEqual(shape("items[1...]"), "items[1...]")
        XCTAssertEqual(shape("numbers.reduce(0, +)"), "numbers.reduce(0, +)")
    }

    func testStringInterpolationsAreExpressions() {
        guard case .literal(.string(let parts)) = ParserFixture.expression("\"a \\(container.resolve(P.self)!) b \\(x, specifier: \"%d\")\"").kind else {
            return XCTFail()
        }
        XCTAssertEqual(parts.map(\.description), ["container.resolve(P.self)!", "x", "\"\""])
        XCTAssertEqual(shape("\"plain\""), "\"\"")
        XCTAssertEqual(shape("\"\"\"\n  multi \\(a)\n  \"\"\""), "\"\\(a)\"")
    }

    func testLiterals() {
        XCTAssertEqual(shape("42"), "42")
        XCTAssertEqual(shape("3.14"), "3.14")
        XCTAssertEqual(shape("true"), "true")
        XCTAssertEqual(shape("nil"), "nil")
    }

    func testIfAndSwitchExpressions() {
        let statements = ParserFixture.statements("let x = if a { 1 } else { 2 }\nlet y = switch k { case .a: 1\n default: 2 }")
        guard case .declaration(let x) = statements[0].kind, case .statement(let s)? = x.bindings[0].initializer?.kind,
              case .if = s.kind else { return XCTFail() }
        guard case .declaration(let y) = statements[1].kind, case .statement(let t)? = y.bindings[0].initializer?.kind,
              case .switch(_, let cases) = t.kind else { return XCTFail() }
        XCTAssertEqual(cases.count, 2)
    }

    func testConditionalInsidePostfixChainKeepsTheChain() {
        let file = ParserFixture.parse("""
        let x = foo
            #if os(iOS)
            .bar()
            #else
            .baz()
            #endif
            .qux()
        class After {}
        """)
        XCTAssertEqual(file.declarations.map(\.name), ["x", "After"])
        XCTAssertEqual(file.declarations[0].bindings[0].initializer?.description, "foo.bar().qux()")
    }

    func testNewlineEndsCallsAndSubscriptsButNotMemberChains() {
        let body = ParserFixture.statements("let a = b\n(c).d()\nlet e = f\n    .g()")
        XCTAssertEqual(body.count, 3)
        guard case .declaration(let e) = body[2].kind else { return XCTFail() }
        XCTAssertEqual(e.bindings[0].initializer?.description, "f.g()")
    }
}
