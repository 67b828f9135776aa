import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules
import XCTest

/// A rule's declared options are what its page tells users to write, so each must be a key
/// the configuration accepts where the page puts it, at the default the page gives, and
/// must change what the rule finds.
final class RuleOptionTests: XCTestCase {
    func testEveryDeclaredOptionLoadsAtItsDefaultWhereItIsDeclared() throws {
        for rule in RuleRegistry.all {
            for option in rule.description.options {
                let yaml = switch option.placement {
                case .topLevel: "\(option.name): \(option.defaultValue)\n"
                case .underRule: "rules:\n  \(rule.id):\n    \(option.name): \(option.defaultValue)\n"
                }
                XCTAssertNoThrow(try ConfigurationLoader.parse(yaml, path: ".dilint.yml", baseDirectory: ".", knownRuleIDs: RuleRegistry.ids),
                                 "\(rule.id) declares '\(option.name)', which the configuration rejects:\n\(yaml)")
            }
        }
    }

    func testAssumeRegisteredSilencesUnregisteredResolution() throws {
        let names = UnregisteredResolutionRule.description.options.map(\.name)
        XCTAssertEqual(names, ["assume_registered"])
        let example = try XCTUnwrap(UnregisteredResolutionRule.description.triggeringExamples.first)
        let source = [SourceFile(path: "Example.swift", text: example.source)]
        XCTAssertFalse(findings(source, configuration: .default).isEmpty)
        // The example resolves a `Network` nothing registers.
        let assuming = try ConfigurationLoader.parse("assume_registered: [Network]\n", path: ".dilint.yml", baseDirectory: ".",
                                                     knownRuleIDs: RuleRegistry.ids)
        XCTAssertEqual(findings(source, configuration: assuming), [])
    }

    private func findings(_ sources: [SourceFile], configuration: Configuration) -> [String] {
        Linter.run(sources: sources, configuration: configuration).diagnostics
            .filter { $0.ruleID == UnregisteredResolutionRule.id }.map(\.message)
    }
}
