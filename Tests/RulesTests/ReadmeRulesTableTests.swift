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
}
