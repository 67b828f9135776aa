@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Every numeric literal form, and the places where a `.` after digits is not a fraction.
final class TokenizerNumberTests: XCTestCase {
    func testDecimalIntegers() {
        assertTokens("0 42 1_000_000 007", "int:0 int:42 int:1_000_000 int:007")
        assertTokens("-1", "op:- int:1")
    }

    func testBinaryOctalHexWithUnderscores() {
        assertTokens("0b1010_0101 0o7_55 0xFF_FF 0XAB", "int:0b1010_0101 int:0o7_55 int:0xFF_FF int:0XAB")
        // A digit outside the base ends the literal; the rest is another token.
        assertTokens("0b102", "int:0b10 int:2")
        assertTokens("0o78", "int:0o7 int:8")
    }

    func testDecimalFloatsAndExponents() {
        assertTokens("3.14 1_000.000_1 1e10 1E-3 2.5e+7 6.02_2e2_3",
                     "float:3.14 float:1_000.000_1 float:1e10 float:1E-3 float:2.5e+7 float:6.02_2e2_3")
        // No exponent digits: the `e` is a separate identifier.
        assertTokens("1e", "int:1 id:e")
        assertTokens("1.5e", "float:1.5 id:e")
    }

    func testHexFloats() {
        assertTokens("0x1p4 0x1.8p3 0xA.Bp-2 0x1P+1_0", "float:0x1p4 float:0x1.8p3 float:0xA.Bp-2 float:0x1P+1_0")
    }

    func testMemberAccessOnIntegerLiterals() {
        // Without a `p` exponent a hex literal ends before the dot.
        assertTokens("0xFF.description", "int:0xFF . id:description")
        assertTokens("0x1.fp", "int:0x1 . id:fp")
        assertTokens("1.foo", "int:1 . id:foo")
        assertTokens("1.e5", "int:1 . id:e5")
        assertTokens("1.5.rounded()", "float:1.5 . id:rounded ( )")
    }

    func testRanges() {
        assertTokens("1..<2", "int:1 op:..< int:2")
        assertTokens("0...9", "int:0 op:... int:9")
        assertTokens("x[1...]", "id:x [ int:1 op:... ]")
        assertTokens("[..<5]", "[ op:..< int:5 ]")
    }

    func testTupleElementsAreIntegersNotFractions() {
        assertTokens("pair.0", "id:pair . int:0")
        assertTokens("nested.0.1", "id:nested . int:0 . int:1")
        assertTokens("t.1.0.2", "id:t . int:1 . int:0 . int:2")
        // With space after the dot the literal is ordinary again.
        assertTokens("x . 1.5", "id:x . float:1.5")
    }
}
