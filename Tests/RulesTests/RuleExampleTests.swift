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
    /// The example's files, each changed by `transform`, linted with the rule's example
    /// configuration: the findings of the rule and of the suppression check.
    func findings(_ example: RuleExample, _ rule: any Rule.Type, _ transform: (RuleExample.File) -> String = { $0.source }) -> [Diagnostic] {
        let sources = example.files.map { SourceFile(path: $0.path, text: transform($0)) }
        return Linter.run(sources: sources, configuration: Self.configuration(of: rule)).diagnostics
            .filter { $0.ruleID == rule.id || $0.ruleID == SuppressionFilter.ruleID }
    }

    static func configuration(of rule: any Rule.Type) -> Configuration {
        guard let text = rule.description.exampleConfiguration else { return .default }
        do {
            return try ConfigurationLoader.parse(text, path: ".dilint.yml", baseDirectory: ".", knownRuleIDs: RuleRegistry.ids)
        } catch {
            XCTFail("\(rule.id) example configuration: \(error)")
            return .default
        }
    }

    /// `path:line:column` of each finding, as each file's marks say it.
    static func places(_ diagnostics: [Diagnostic]) -> [String] {
        Set(diagnostics.map { "\($0.location.file):\($0.location.line):\($0.location.column)" }).sorted()
    }

    static func places(_ example: RuleExample) -> [String] {
        Set(example.files.flatMap { file in file.positions.map { "\(file.path):\($0.line):\($0.column)" } }).sorted()
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
                let found = Self.places(findings(example, rule).filter { $0.ruleID == rule.id })
                XCTAssertEqual(found, Self.places(example),
                               "\(rule.id) triggering example \(index): expected findings at \(Self.places(example)), found at \(found):\n\(example.marked)")
            }
        }
    }

    func testNonTriggeringExamplesStaySilent() {
        for rule in RuleRegistry.all {
            for (index, example) in rule.description.nonTriggeringExamples.enumerated() {
                let found = findings(example, rule)
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) non-triggering example \(index):\n\(example.source)")
            }
        }
    }

    /// Files of several: each file's header stays a line of its own, so that the file keeps its name.
    private static func keepingHeader(_ source: String, _ change: (String) -> String) -> String {
        guard source.hasPrefix(RuleExample.fileHeader), let newline = source.firstIndex(of: "\n") else { return change(source) }
        return String(source[...newline]) + change(String(source[source.index(after: newline)...]))
    }

    func testTriggeringExamplesInsideACommentFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let found = findings(example, rule) { Self.keepingHeader($0.source) { "/*\n" + $0 + "\n*/\n" } }
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) in a comment:\n\(example.source)")
            }
        }
    }

    func testTriggeringExamplesInsideAStringFindNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let found = findings(example, rule) { Self.keepingHeader($0.source) { "let text = #\"\"\"\n" + $0 + "\n\"\"\"#\n" } }
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) in a string:\n\(example.source)")
            }
        }
    }

    func testTriggeringExamplesBehindAMultiBytePrefixFindTheSame() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let plain = findings(example, rule)
                let prefixed = findings(example, rule) { "/* ünï ✓ */ " + $0.source }
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
                // In the files where it finds something: in another, the comment would suppress nothing.
                let found = findings(example, rule) { $0.positions.isEmpty ? $0.source : "// dilint:disable \(rule.id)\n" + $0.source }
                XCTAssertEqual(found.map(\.message), [], "\(rule.id) behind a disable comment:\n\(example.source)")
            }
        }
    }
}
