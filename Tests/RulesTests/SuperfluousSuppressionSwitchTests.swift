import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules
import XCTest

/// The suppression check is switched like a rule: `--enable` runs it though the
/// configuration turns it off, `--disable` stops it though the configuration keeps it.
/// `--enable superfluous-suppression` was accepted and then ignored.
final class SuperfluousSuppressionSwitchTests: XCTestCase {
    let source = [SourceFile(path: "Example.swift", text: "// dilint:disable:next no-such-rule\nlet a = 1\n")]

    func testTheCommandLineWinsOverTheFile() throws {
        let off = try ConfigurationLoader.parse("rules:\n  superfluous-suppression: off\n", path: ".dilint.yml",
                                                baseDirectory: ".", knownRuleIDs: RuleRegistry.ids)
        XCTAssertEqual(found(configuration: .default), 1)
        XCTAssertEqual(found(configuration: off), 0)
        XCTAssertEqual(found(configuration: off, enable: [SuppressionFilter.ruleID]), 1)
        XCTAssertEqual(found(configuration: .default, disable: [SuppressionFilter.ruleID]), 0)
    }

    private func found(configuration: Configuration, enable: [String] = [], disable: [String] = []) -> Int {
        Linter.run(sources: source, configuration: configuration, enable: enable, disable: disable).diagnostics
            .filter { $0.ruleID == SuppressionFilter.ruleID }.count
    }
}
