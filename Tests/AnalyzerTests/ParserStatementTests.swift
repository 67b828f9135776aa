@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class ParserStatementTests: XCTestCase {
    func testLocalsReturnThrowAndExpressions() {
        let body = ParserFixture.statements("""
        let s: P? = ServiceLocator.shared.getService()
        var count = 0
        self.x = container.resolve()
        throw MyError.failed
        return
        """)
        XCTAssertEqual(body.map(\.kind.name), ["declaration", "declaration", "expression", "throw", "return"])
        guard case .declaration(let s) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(s.bindings[0].type?.description, "P?")
        XCTAssertEqual(s.bindings[0].initializer?.description, "ServiceLocator.shared.getService()")
        guard case .return(let value) = body[4].kind else { return XCTFail() }
        XCTAssertNil(value)
    }

    func testReturnTakesTheValueOnItsLine() {
        let body = ParserFixture.statements("return container.resolve(P.self)!")
        guard case .return(let value?) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(value.description, "container.resolve(P.self)!")
    }

    func testConditionClauses() {
        let body = ParserFixture.statements("""
        if let x, var y: T = make(), case .some(let z) = w, #available(iOS 15, *), flag { }
        guard let r: Resolver = resolver else { fatalError() }
        """)
        guard case .if(let clauses, _, _) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(clauses.count, 5)
        guard case .optionalBinding(true, "x", _, nil, nil) = clauses[0] else { return XCTFail("shorthand if let") }
        guard case .optionalBinding(false, "y", _, let type?, let value?) = clauses[1] else { return XCTFail() }
        XCTAssertEqual(type.description, "T")
        XCTAssertEqual(value.description, "make()")
        guard case .pattern(let pattern, let patternValue) = clauses[2] else { return XCTFail() }
        XCTAssertEqual(pattern, ".some(let z)")
        XCTAssertEqual(patternValue.description, "w")
        guard case .availability = clauses[3], case .expression(let flag) = clauses[4] else { return XCTFail() }
        XCTAssertEqual(flag.description, "flag")
        guard case .guard(let guardClauses, _) = body[1].kind,
              case .optionalBinding(true, "r", _, let annotation?, _) = guardClauses[0] else { return XCTFail() }
        XCTAssertEqual(annotation.description, "Resolver")
    }

    func testElseIfChains() {
        let body = ParserFixture.statements("if a { x() } else if b { y() } else { z() }")
        guard case .if(_, let then, let otherwise) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(then.count, 1)
        guard otherwise.count == 1, case .if(_, let then2, let else2) = otherwise[0].kind else { return XCTFail() }
        XCTAssertEqual(then2.count, 1)
        XCTAssertEqual(else2.count, 1)
    }

    func testLoops() {
        let body = ParserFixture.statements("""
        for (index, item) in items.enumerated() where item.isValid { use(item) }
        for try await line in stream { print(line) }
        while let next = iterator.next() { handle(next) }
        repeat { step() } while !done
        outer: for x in xs { continue outer }
        """)
        XCTAssertEqual(body.map(\.kind.name), ["for", "for", "while", "repeat", "for"])
        guard case .forIn(let pattern, let sequence, let loopBody) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(pattern, "(index, item)")
        XCTAssertEqual(sequence.description, "items.enumerated()")
        XCTAssertEqual(loopBody.count, 1)
        guard case .forIn(let linePattern, _, _) = body[1].kind else { return XCTFail() }
        XCTAssertEqual(linePattern, "line")
        guard case .repeat(let repeatBody, let condition) = body[3].kind else { return XCTFail() }
        XCTAssertEqual(repeatBody.count, 1)
        XCTAssertEqual(condition.description, "!done")
    }

    func testSwitchWithCasesAndConditionalCases() {
        let body = ParserFixture.statements("""
        switch value {
        case .a(let x) where x > 0, .b:
            first()
            second()
        case let y as Foo:
            break
        #if DEBUG
        case .debug:
            debug()
        #endif
        @unknown default:
            fallback()
        }
        """)
        guard case .switch(let subject, let cases) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(subject.description, "value")
        XCTAssertEqual(cases.map(\.patterns), [[".a(let x)", ".b"], ["let y as Foo"], [".debug"], []])
        XCTAssertEqual(cases.map(\.body.count), [2, 1, 1, 1])
        XCTAssertEqual(cases[2].conditions.map(\.condition), ["DEBUG"])
        XCTAssertEqual(cases[3].conditions, [])
    }

    func testDoCatchAndDefer() {
        let body = ParserFixture.statements("""
        do {
            try run()
        } catch let error as MyError where error.isFatal {
            stop()
        } catch {
            log(error)
        }
        defer { cleanup() }
        """)
        guard case .do(let doBody, let catches) = body[0].kind else { return XCTFail() }
        XCTAssertEqual(doBody.count, 1)
        XCTAssertEqual(catches.map(\.count), [1, 1])
        guard case .defer(let deferred) = body[1].kind else { return XCTFail() }
        XCTAssertEqual(deferred.count, 1)
    }

    func testConditionalCompilationInStatementLists() {
        let body = ParserFixture.statements("""
        #if DEBUG
        container.register(Logger.self) { _ in DebugLogger() }
        #elseif TESTING
        container.register(Logger.self) { _ in TestLogger() }
        #else
        container.register(Logger.self) { _ in ReleaseLogger() }
        #endif
        always()
        """)
        XCTAssertEqual(body.count, 4)
        XCTAssertEqual(body.map { $0.conditions.map(\.branch) }, [[0], [1], [2], []])
        XCTAssertEqual(body[1].conditions.first?.condition, "TESTING")
        XCTAssertEqual(Set(body.prefix(3).map { $0.conditions.first!.blockID }).count, 1)
        XCTAssertTrue(ConditionalBranch.areExclusive(body[0].conditions, body[2].conditions))
    }

    func testLocalDeclarations() {
        let body = ParserFixture.statements("func helper() -> Int { 1 }\nstruct Local {}\nlazy var cache = [String: Int]()")
        XCTAssertEqual(body.map(\.kind.name), ["declaration", "declaration", "declaration"])
        guard case .declaration(let cache) = body[2].kind else { return XCTFail() }
        XCTAssertEqual(cache.modifiers, [.lazy])
    }

    func testSemicolonsSeparateStatements() {
        XCTAssertEqual(ParserFixture.statements("a(); b(); let c = 1; d()").count, 4)
    }
}
