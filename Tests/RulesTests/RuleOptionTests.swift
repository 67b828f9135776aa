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

    /// A list option takes a list of strings or one string; anything else is exit 2 at the
    /// value, saying what was expected.
    func testListOptionsAreCheckedWhereTheyAreWritten() throws {
        let options = Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { rule in
            (rule.id, Dictionary(uniqueKeysWithValues: rule.description.options.filter { $0.placement == .underRule }.map { ($0.name, $0.type) }))
        })
        for accepted in ["[PluginHost, Toolbar]", "PluginHost", "[]"] {
            XCTAssertNoThrow(try ConfigurationLoader.parse("rules:\n  unused-registration:\n    ignore: \(accepted)\n", path: ".dilint.yml",
                                                           baseDirectory: ".", knownRuleIDs: RuleRegistry.ids, ruleOptions: options), accepted)
        }
        for (rejected, column, found) in [("{a: 1}", 13, "found a mapping"), ("[[a]]", 14, "found a list in it")] {
            XCTAssertThrowsError(try ConfigurationLoader.parse("rules:\n  unused-registration:\n    ignore: \(rejected)\n", path: ".dilint.yml",
                                                               baseDirectory: ".", knownRuleIDs: RuleRegistry.ids, ruleOptions: options)) { error in
                let error = error as? ConfigError
                XCTAssertEqual(error?.line, 3, rejected)
                XCTAssertEqual(error?.column, column, rejected)
                XCTAssertTrue(error?.message.contains("expected a list of type names for 'ignore' of rule 'unused-registration', \(found)") == true,
                              error?.message ?? "")
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

    func testIncludeTestsReportsStateInTestCode() throws {
        XCTAssertEqual(SharedMutableStateRule.description.options.map(\.name), ["include_tests"])
        let source = [SourceFile(path: "Tests/AppTests/ClockStub.swift", text: """
            enum TestClock {
                static var now = 0
                public static func advance() async { now += 1 }
            }
            """)]
        XCTAssertEqual(findings(source, configuration: .default, rule: SharedMutableStateRule.id), [])
        let including = try ConfigurationLoader.parse("rules:\n  shared-mutable-state:\n    include_tests: true\n", path: ".dilint.yml",
                                                      baseDirectory: ".", knownRuleIDs: RuleRegistry.ids, ruleOptions: optionsUnderRules)
        XCTAssertEqual(findings(source, configuration: including, rule: SharedMutableStateRule.id).count, 1)
    }

    func testAnOptionARuleDoesNotHaveOrOfTheWrongTypeIsAPositionedError() {
        func error(_ yaml: String) -> String? {
            do {
                _ = try ConfigurationLoader.parse(yaml, path: ".dilint.yml", baseDirectory: ".", knownRuleIDs: RuleRegistry.ids,
                                                  ruleOptions: optionsUnderRules)
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(error("rules:\n  shared-mutable-state:\n    include_test: true\n"),
                       ".dilint.yml:3:5: error: unknown option 'include_test' for rule 'shared-mutable-state'; expected one of severity, include_tests; did you mean 'include_tests'?")
        XCTAssertEqual(error("rules:\n  shared-mutable-state:\n    include_tests: yes please\n"),
                       ".dilint.yml:3:20: error: expected true or false for 'include_tests' of rule 'shared-mutable-state', found 'yes please'")
        XCTAssertEqual(error("rules:\n  dependency-cycle:\n    include_tests: true\n")?.contains("unknown option 'include_tests' for rule 'dependency-cycle'"), true)
    }

    private var optionsUnderRules: [String: [String: String]] {
        Dictionary(uniqueKeysWithValues: RuleRegistry.all.map { rule in
            (rule.description.id, Dictionary(uniqueKeysWithValues: rule.description.options.filter { $0.placement == .underRule }.map { ($0.name, $0.type) }))
        })
    }

    private func findings(_ sources: [SourceFile], configuration: Configuration, rule: String = UnregisteredResolutionRule.id) -> [String] {
        Linter.run(sources: sources, configuration: configuration).diagnostics
            .filter { $0.ruleID == rule }.map(\.message)
    }
}
