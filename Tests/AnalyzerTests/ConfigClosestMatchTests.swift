@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class ConfigClosestMatchTests: XCTestCase {
    func testSuggestsTheNearestCandidate() {
        let keys = ["included", "excluded", "rules", "containers", "assume_registered"]
        XCTAssertEqual(closestMatch("exclude", in: keys), "excluded")
        XCTAssertEqual(closestMatch("include", in: keys), "included")
        XCTAssertEqual(closestMatch("rule", in: keys), "rules")
        XCTAssertEqual(closestMatch("Rules", in: keys), "rules")
        XCTAssertEqual(closestMatch("contianers", in: keys), "containers")
    }

    func testNothingWhenNothingIsClose() {
        XCTAssertNil(closestMatch("layers", in: ["included", "excluded", "rules"]))
        XCTAssertNil(closestMatch("x", in: ["rules"]))
        XCTAssertNil(closestMatch("anything", in: []))
    }

    func testFlagsAndRuleIDs() {
        XCTAssertEqual(closestMatch("--stirct", in: ["--strict", "--quiet", "--config"]), "--strict")
        XCTAssertEqual(closestMatch("--reportr", in: ["--reporter", "--output"]), "--reporter")
        XCTAssertEqual(closestMatch("dependancy-cycle", in: ["dependency-cycle", "ambiguous-registration"]), "dependency-cycle")
    }

    func testAPrefixOfACandidateSuggestsIt() {
        XCTAssertEqual(closestMatch("warn", in: ["off", "note", "warning", "error"]), "warning")
        XCTAssertEqual(closestMatch("--enab", in: ["--enable-all", "--enable"]), "--enable")
        XCTAssertNil(closestMatch("wa", in: ["warning"]))
    }

    func testTiesGoToTheEarlierCandidate() {
        XCTAssertEqual(closestMatch("cat", in: ["bat", "hat"]), "bat")
        XCTAssertEqual(closestMatch("cat", in: ["hat", "bat"]), "hat")
    }

    func testEditDistance() {
        func distance(_ a: String, _ b: String) -> Int { editDistance(Array(a), Array(b)) }
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(distance("ab", "ba"), 1)
        XCTAssertEqual(distance("same", "same"), 0)
    }
}
