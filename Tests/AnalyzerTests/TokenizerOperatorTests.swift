@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Operators, custom ones included, and punctuation.
final class TokenizerOperatorTests: XCTestCase {
    func testDITranquillityScopeOperators() {
        assertTokens("let s: Server = *!scope", "kw:let id:s : id:Server op:= op:*! id:scope")
        assertTokens("X(server: **!scope)", "id:X ( id:server : op:**! id:scope )")
        assertTokens("let p: P? = *?scope", "kw:let id:p : id:P op:? op:= op:*? id:scope")
    }

    func testCustomOperators() {
        assertTokens("a ~> b <*> c <^> d", "id:a op:~> id:b op:<*> id:c op:<^> id:d")
        assertTokens("infix operator <|> : AdditionPrecedence", "ctx:infix kw:operator op:<|> : id:AdditionPrecedence")
        assertTokens("a ∘ b ≠ c → d", "id:a op:∘ id:b op:≠ id:c op:→ id:d")
        // A combining mark continues an operator that has started.
        assertTokens("a ⊕\u{301} b", "id:a op:⊕\u{301} id:b")
    }

    func testOptionalChainingAndForceUnwrap() {
        assertTokens("x?.y", "id:x op:? . id:y")
        assertTokens("x!.y", "id:x op:! . id:y")
        assertTokens("a?.b?.c!", "id:a op:? . id:b op:? . id:c op:!")
        assertTokens("dict[k]?.first", "id:dict [ id:k ] op:? . id:first")
    }

    func testTryAndCasts() {
        assertTokens("try! c.resolve()", "kw:try op:! id:c . id:resolve ( )")
        assertTokens("try? f()", "kw:try op:? id:f ( )")
        assertTokens("x as? P", "id:x kw:as op:? id:P")
        assertTokens("x as! P", "id:x kw:as op:! id:P")
        assertTokens("r.resolve(P.self)!", "id:r . id:resolve ( id:P . kw:self ) op:!")
    }

    func testArrowsRangesAndDots() {
        assertTokens("func f() -> Int", "kw:func id:f ( ) op:-> id:Int")
        assertTokens("a..<b a...b a... ...b", "id:a op:..< id:b id:a op:... id:b id:a op:... op:... id:b")
        // A `.` joins an operator only when the operator starts with one.
        assertTokens("a+.b", "id:a op:+ . id:b")
        assertTokens("a.b.c", "id:a . id:b . id:c")
        assertTokens(".", ".")
    }

    func testOperatorsStopBeforeComments() {
        assertTokens("a +// note", "id:a op:+ line://␠note")
        assertTokens("a +/* c */ b", "id:a op:+ block:/*␠c␠*/ id:b")
    }

    func testGenericsAndOtherOperatorRuns() {
        // Closing angle brackets lex as one operator run, as the compiler does; the
        // parser splits them.
        assertTokens("Array<Set<Int>>", "id:Array op:< id:Set op:< id:Int op:>>")
        assertTokens("var x: Array<Int>? = nil", "kw:var id:x : id:Array op:< id:Int op:>? op:= kw:nil")
        assertTokens("f(&x)", "id:f ( op:& id:x )")
        assertTokens("a == b && !c || d ?? e", "id:a op:== id:b op:&& op:! id:c op:|| id:d op:?? id:e")
    }

    func testPunctuation() {
        assertTokens("( ) { } [ ] , : ; . \\", "( ) { } [ ] , : ; . \\")
        assertTokens(#"\Person.name"#, #"\ id:Person . id:name"#)
        assertTokens(#"\.count"#, #"\ . id:count"#)
        assertTokens("let a = 1; let b = 2", "kw:let id:a op:= int:1 ; kw:let id:b op:= int:2")
    }

    func testStrayBytes() {
        assertTokens("'a'", "err:' id:a err:'")
        assertTokens("a\u{7}\u{8}b", "id:a err:\\x07\\x08 id:b")
    }
}
