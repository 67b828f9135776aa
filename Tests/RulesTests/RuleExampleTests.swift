import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules
import XCTest

/// Every rule's declared examples are its tests, fed to the linter without their `↓`
/// markers. A triggering example must find exactly where it is marked, and is re-run
/// mutated (STYLE lesson 3): inside a comment and inside a string literal it must find
/// nothing; behind a multi-byte prefix it must find the same; behind a disable comment it
/// must find nothing and report no superfluous suppression.
final class RuleExampleTests: XCTestCase {
    func findings(_ source: String, _ rule: any Rule.Type) -> [Diagnostic] {
        Linter.run(sources: [SourceFile(path: "Example.swift", text: source)]).diagnostics
            .filter { $0.ruleID == rule.id || $0.ruleID == SuppressionFilter.ruleID }
    }

    func testEveryRuleHasSixExamplesOfEachKind() {
        for rule in RuleRegistry.all {
            XCTAssertGreaterThanOrEqual(rule.description.triggeringExamples.count, 6, rule.id)
            XCTAssertGreaterThanOrEqual(rule.description.nonTriggeringExamples.count, 6, rule.id)
        }
    }

    /// A triggering example without a marker could only say "something is found,
    /// somewhere"; a marked non-triggering one would promise a finding the rule never makes.
    func testTriggeringExamplesAreMarkedAndNonTriggeringOnesAreNot() {
        for rule in RuleRegistry.all {
            for (index, example) in rule.description.triggeringExamples.enumerated() {
                XCTAssertFalse(example.positions.isEmpty, "\(rule.id) triggering example \(index) has no ↓ where its finding must be:\n\(example.marked)")
            }
            for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
                XCTAssertEqual(example.positions, [], "\(rule.id) non-triggering example \(index) is marked:\n\(example.marked)")
            }
        }
    }

    func testTriggeringExamplesTrigger() {
        for rule in RuleRegistry.all {
            for (index, example) in rule.description.triggeringExamples.enumerated() {
                let found = Set(findings(example.source, rule).filter { $0.ruleID == rule.id }.map { RuleExample.Position($0.location) })
                XCTAssertEqual(found.sorted(), Set(example.positions).sorted(),
                               "\(rule.id) triggering example \(index): expected findings at \(example.positions), found at \(found.sorted()):\n\(example.marked)")
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() {
        for rule in RuleRegistry.all {
            for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
                let found = findings(example.source, rule)
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) non-triggering example \(index):\n\(example.source)")
            }
        }
    }

    func testTriggeringExamplesInsideACommentFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                XCTAssertEqual(findings("/*\n" + example.source + "\n*/\n", rule).map(\.message), [], "\(rule.id) in a comment:\n\(example.source)")
            }
        }
    }

    func testTriggeringExamplesInsideAStringFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let source = "let text = #\"\"\"\n" + example.source + "\n\"\"\"#\n"
                XCTAssertEqual(findings(source, rule).map(\.message), [], "\(rule.id) in a string:\n\(example.source)")
            }
        }
    }

    func testTriggeringExamplesBehindAMultiBytePrefixFindTheSame() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let plain = findings(example.source, rule)
                let prefixed = findings("/* ünï ✓ */ " + example.source, rule)
                XCTAssertEqual(prefixed.map(\.location.line), plain.map(\.location.line), "\(rule.id) behind a prefix:\n\(example.source)")
                for (a, b) in zip(plain, prefixed) where a.location.line == 1 {
                    XCTAssertEqual(b.location.column, a.location.column + "/* ünï ✓ */ ".utf8.count, rule.id)
                }
            }
        }
    }

    func testTriggeringExamplesBehindADisableCommentFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let source = "// dilint:disable \(rule.id)\n" + example.source
                XCTAssertEqual(findings(source, rule).map(\.message), [], "\(rule.id) behind a disable comment:\n\(example.source)")
            }
        }
    }
}
