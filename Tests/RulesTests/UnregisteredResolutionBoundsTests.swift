import Analyzer
@testable import DilintDriver
import DilintFacts
import DilintSyntax
@testable import Rules
import XCTest

/// What keeps unregistered-resolution linear when a type is registered, or resolved,
/// thousands of times: notes per finding and spelling comparisons per run are bounded.
final class UnregisteredResolutionBoundsTests: XCTestCase {
    private func findings(_ source: String) -> [Diagnostic] {
        LintSnippet.findings(source, rule: UnregisteredResolutionRule.description.id)
    }

    func testARegisteredTypeResolvedUnderAnotherNameNotesAtMostTheLimit() {
        let count = NoteLimit.perFinding + 5
        var source = "import Swinject\nprotocol Animal {}\nfinal class Cat: Animal {}\nfunc setUp(c: Container) {\n"
        for index in 0..<count { source += "    c.register(Animal.self, name: \"cat\(index)\") { _ in Cat() }\n" }
        source += "}\nfunc use(r: Resolver) {\n"
        source += String(repeating: "    _ = r.resolve(Animal.self, name: \"dog\")!\n", count: 3) + "}\n"
        let found = findings(source)
        XCTAssertEqual(found.count, 3)
        for finding in found {
            XCTAssertEqual(finding.notes.count, NoteLimit.perFinding)
            XCTAssertTrue(finding.notes[0].message.contains("under the name \"cat0\""), finding.notes[0].message)
        }
    }

    func testSpellingComparisonsStopWhenTheBudgetIsSpent() {
        let candidates = ["Clack", "Clocks", "Flock", "Clok", "Block"]
        var unlimited = 100
        XCTAssertEqual(NearMatches.types(near: "Clock", in: candidates, budget: &unlimited), ["Clack", "Clocks", "Flock"])
        XCTAssertEqual(unlimited, 97, "three comparisons, stopping at the third match")
        var budget = 2
        XCTAssertEqual(NearMatches.types(near: "Clock", in: candidates, budget: &budget), ["Clack", "Clocks"])
        XCTAssertEqual(budget, 0)
        XCTAssertEqual(NearMatches.types(near: "Clock", in: candidates, budget: &budget), [], "none once it is spent")
    }
}
