import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules
import XCTest

/// Every rule's declared examples are its tests, and each triggering example is re-run
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

    func testTriggeringExamplesTrigger() {
        for rule in RuleRegistry.all {
            for (index, example) in rule.description.triggeringExamples.enumerated() {
                XCTAssertFalse(findings(example, rule).filter { $0.ruleID == rule.id }.isEmpty, "\(rule.id) triggering example \(index) finds nothing:\n\(example)")
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() {
        for rule in RuleRegistry.all {
            for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
                let found = findings(example, rule)
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) non-triggering example \(index):\n\(example)")
            }
        }
    }

    func testTriggeringExamplesInsideACommentFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                XCTAssertEqual(findings("/*\n" + example + "\n*/\n", rule).map(\.message), [], "\(rule.id) in a comment:\n\(example)")
            }
        }
    }

    func testTriggeringExamplesInsideAStringFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let source = "let text = #\"\"\"\n" + example + "\n\"\"\"#\n"
                XCTAssertEqual(findings(source, rule).map(\.message), [], "\(rule.id) in a string:\n\(example)")
            }
        }
    }

    func testTriggeringExamplesBehindAMultiBytePrefixFindTheSame() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let plain = findings(example, rule)
                let prefixed = findings("/* ünï ✓ */ " + example, rule)
                XCTAssertEqual(prefixed.map(\.location.line), plain.map(\.location.line), "\(rule.id) behind a prefix:\n\(example)")
                for (a, b) in zip(plain, prefixed) where a.location.line == 1 {
                    XCTAssertEqual(b.location.column, a.location.column + "/* ünï ✓ */ ".utf8.count, rule.id)
                }
            }
        }
    }

    func testTriggeringExamplesBehindADisableCommentFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let source = "// dilint:disable \(rule.id)\n" + example
                XCTAssertEqual(findings(source, rule).map(\.message), [], "\(rule.id) behind a disable comment:\n\(example)")
            }
        }
    }
}
