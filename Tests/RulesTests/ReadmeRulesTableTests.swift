import Foundation
import Rules
import XCTest

/// The README's rules table is generated from the rule declarations (STYLE lesson 8).
/// When a rule changes, regenerate it with `DILINT_UPDATE_README=1 swift test --filter ReadmeRulesTableTests`.
final class ReadmeRulesTableTests: XCTestCase {
    func testReadmeRulesTableMatchesTheDeclarations() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md").path
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        let updated = try XCTUnwrap(RulesTable.updating(readme), "README.md lacks the rules-table markers")
        if ProcessInfo.processInfo.environment["DILINT_UPDATE_README"] == "1", updated != readme {
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(readme, updated, "README's rules table drifted; run DILINT_UPDATE_README=1 swift test --filter ReadmeRulesTableTests")
    }

    /// Summaries and rationales are prose with Swift in it; Markdown must show it as written.
    func testProseEscapesMarkupOutsideCodeOnly() {
        XCTAssertEqual(RulesTable.prose("visit(_:) for, visit(_:)"), "visit(\\_:) for, visit(\\_:)")
        XCTAssertEqual(RulesTable.prose("Lazy<T>, (**!, [a]) | `a_b|*<x>`"), "Lazy\\<T>, (\\*\\*!, \\[a\\]) \\| `a_b|*<x>`")
        XCTAssertEqual(RulesTable.prose("a \\ b"), "a \\\\ b")
    }

    func testEachRuleLinksToItsPage() {
        let table = RulesTable.markdown()
        for id in RuleRegistry.ids {
            XCTAssertTrue(table.contains("| [`\(id)`](docs/rules/\(id).md) |"), id)
        }
    }
}
