import Analyzer
@testable import DilintCore
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules
import XCTest

/// The catalog adds the suppression check, which no `Rule` declares, so `RuleExampleTests`
/// never sees its examples; they are held to the same marks here. And `explain` shows
/// every example as Swift a reader can copy, without the markers.
final class RuleCatalogExampleTests: XCTestCase {
    func testExamplesOutsideTheRegistryTriggerWhereMarked() {
        let declared = Set(RuleRegistry.all.map { $0.id })
        let entries = RuleCatalog.entries.filter { !declared.contains($0.id) }
        let undeclared = entries.map { $0.id }
        XCTAssertEqual(undeclared, [SuppressionFilter.ruleID])
        for entry in entries {
            for (index, example) in entry.triggeringExamples.enumerated() {
                XCTAssertFalse(example.positions.isEmpty, "\(entry.id) triggering example \(index) has no ↓:\n\(example.marked)")
                let found = Set(findings(of: entry.id, in: example.source))
                XCTAssertEqual(found.sorted(), Set(example.positions).sorted(),
                               "\(entry.id) triggering example \(index): expected findings at \(example.positions), found at \(found.sorted()):\n\(example.marked)")
            }
            for (index, example) in entry.nonTriggeringExamples.enumerated() {
                XCTAssertEqual(example.positions, [], "\(entry.id) non-triggering example \(index) is marked:\n\(example.marked)")
                XCTAssertEqual(findings(of: entry.id, in: example.source), [], "\(entry.id) non-triggering example \(index):\n\(example.source)")
            }
        }
    }

    func testExplainShowsEveryExampleWithoutMarkers() {
        for entry in RuleCatalog.entries {
            let text = ExplainCommand.explanation(of: entry)
            XCTAssertFalse(text.contains("↓"), entry.id)
            for example in entry.triggeringExamples + entry.nonTriggeringExamples {
                let indented = example.source.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
                XCTAssertTrue(text.contains(indented), "\(entry.id) explain lacks:\n\(indented)")
            }
        }
    }

    private func findings(of id: String, in source: String) -> [RuleExample.Position] {
        Linter.run(sources: [SourceFile(path: "Example.swift", text: source)]).diagnostics
            .filter { $0.ruleID == id }.map { RuleExample.Position($0.location) }
    }
}
