import Analyzer
import DilintDriver
import DilintSyntax
import Rules
import XCTest

/// The writes to shared state are looked for only when a rule of the run reads them:
/// with `shared-mutable-state` off, no file is parsed again for them.
final class SharedStateOnDemandTests: XCTestCase {
    private let sources = [
        SourceFile(path: "App/Counter.swift", text: """
        final class Counter {
            static let shared = Counter()
            var value = 0
        }
        """),
        SourceFile(path: "App/Screen.swift", text: """
        final class Screen {
            func tap() { DispatchQueue.global().async { Counter.shared.value += 1 } }
        }
        """),
    ]

    func testWritesAreReadWhenTheRuleIsOn() {
        let outcome = Linter.run(sources: sources)
        XCTAssertGreaterThan(outcome.project.sharedState.reparsedFiles, 0)
        XCTAssertEqual(outcome.diagnostics.filter { $0.ruleID == "shared-mutable-state" }.count, 1)
    }

    func testNoWriteIsLookedForWhenTheRuleIsOff() {
        let outcome = Linter.run(sources: sources, disable: ["shared-mutable-state"])
        XCTAssertEqual(outcome.project.sharedState.reparsedFiles, 0)
        XCTAssertEqual(outcome.project.sharedState.candidateCount, 0)
        XCTAssertTrue(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    }
}
