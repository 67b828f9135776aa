import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules
import XCTest

final class VisitorExhaustivenessTests: XCTestCase {
    private func findings(_ source: String) -> [Diagnostic] {
        Linter.run(sources: [SourceFile(path: "Example.swift", bytes: Array(source.utf8))])
            .diagnostics.filter { $0.ruleID == VisitorExhaustivenessRule.id }
    }

    func testEveryTriggeringExampleFindsSomething() {
        for example in VisitorExhaustivenessRule.description.triggeringExamples {
            XCTAssertFalse(findings(example.source).isEmpty, example.source)
        }
    }

    func testNoNonTriggeringExampleFindsAnything() {
        for example in VisitorExhaustivenessRule.description.nonTriggeringExamples {
            XCTAssertEqual(findings(example.source).map(\.message), [], example.source)
        }
    }

    /// The Showcase's feed is held to this rule's marks before the other rules exist.
    func testShowcaseFeedMarks() {
        let problems = FixtureTests.check(folder: FixtureTests.fixturesRoot + "/Showcase", onlyRules: [VisitorExhaustivenessRule.id])
        XCTAssertEqual(problems, [])
    }

    func testMessagesNameTheTypesAndPointAtTheCast() {
        let example = VisitorExhaustivenessRule.description.triggeringExamples[4]
        let found = findings(example.source)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.location.line, 13)
        XCTAssertEqual(found.first?.notes.map(\.location.line), [14])
        XCTAssertTrue(found.first?.message.contains("'PromoCell'") == true)
        XCTAssertTrue(found.first?.message.contains("'VisitableCell'") == true)
    }
}
