@testable import DilintCore
import Foundation
import Rules
import XCTest

/// `docs/rules/` is generated from the rule declarations, as the README's table is: a page
/// that no longer says what its rule does, a rule without a page, or a page left behind by
/// a rule that is gone all fail here. Regenerate them with
/// `DILINT_UPDATE_DOCS=1 swift test --filter RulePagesTests`.
final class RulePagesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static var updating: Bool { ProcessInfo.processInfo.environment["DILINT_UPDATE_DOCS"] == "1" }

    func testPagesOnDiskMatchTheDeclarations() throws {
        let folder = Self.root + "/" + RulesTable.pagesFolder
        let pages = RulePages.pages(RuleCatalog.entries)
        if Self.updating {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for page in pages {
            let path = Self.root + "/" + page.path
            let onDisk = try? String(contentsOfFile: path, encoding: .utf8)
            if Self.updating, onDisk != page.text {
                try page.text.write(toFile: path, atomically: true, encoding: .utf8)
                continue
            }
            XCTAssertNotNil(onDisk, "\(page.path) is missing; run DILINT_UPDATE_DOCS=1 swift test --filter RulePagesTests")
            if let onDisk {
                XCTAssertEqual(onDisk, page.text, "\(page.path) is stale; run DILINT_UPDATE_DOCS=1 swift test --filter RulePagesTests")
            }
        }
        // A page no rule generates: a renamed or removed rule's page would go on being read.
        let expected = Set(pages.map { ($0.path as NSString).lastPathComponent })
        let present = try FileManager.default.contentsOfDirectory(atPath: folder)
        for name in present.sorted() where !expected.contains(name) {
            if Self.updating {
                try FileManager.default.removeItem(atPath: folder + "/" + name)
            } else {
                XCTFail("\(RulesTable.pagesFolder)/\(name) belongs to no rule; run DILINT_UPDATE_DOCS=1 swift test --filter RulePagesTests to remove it")
            }
        }
    }

    func testEveryRuleHasAPageAndTheIndexLinksEach() {
        let pages = RulePages.pages(RuleCatalog.entries)
        XCTAssertEqual(pages.map(\.path), RuleCatalog.ids.map { RulesTable.pagePath(of: $0) } + [RulePages.indexPath])
        let index = pages.last?.text ?? ""
        for id in RuleCatalog.ids {
            XCTAssertTrue(index.contains("| [`\(id)`](\(id).md) |"), "the index lacks \(id)")
        }
    }

    /// The README's table is generated in the Rules target, which cannot see the suppression
    /// check's entry: its links must still reach a generated page, for every rule.
    func testReadmeTableLinksEveryRulesPage() {
        let table = RulesTable.markdown()
        let paths = Set(RulePages.pages(RuleCatalog.entries).map(\.path))
        for id in RuleCatalog.ids {
            let path = RulesTable.pagePath(of: id)
            XCTAssertTrue(table.contains("[`\(id)`](\(path))"), "the README table does not link \(id)")
            XCTAssertTrue(paths.contains(path), path)
        }
    }

    /// Every example in full, in a Swift block; the triggering ones with their markers,
    /// which are the point of showing them, and the others with none to show.
    func testAPageShowsEveryExampleAsSwiftWithItsMarkers() {
        for entry in RuleCatalog.entries {
            let text = RulePages.page(entry)
            for example in entry.triggeringExamples + entry.nonTriggeringExamples {
                XCTAssertTrue(text.contains("```swift\n\(example.marked)\n```"), "\(entry.id) page lacks:\n\(example.marked)")
            }
            let blocks = text.components(separatedBy: "```swift\n").count - 1
            let suppressionBlock = entry.isSuppressibleByComment ? 1 : 0
            XCTAssertEqual(blocks, entry.triggeringExamples.count + entry.nonTriggeringExamples.count + suppressionBlock, entry.id)
            XCTAssertTrue(text.contains("`↓` marks where dilint reports the finding"), entry.id)
            XCTAssertTrue(text.contains("# \(entry.id)\n"), entry.id)
            XCTAssertTrue(text.contains("Default severity: **\(entry.defaultSeverity.rawValue)**"), entry.id)
            XCTAssertTrue(text.contains(RulesTable.prose(entry.rationale)), entry.id)
        }
    }

    func testOptionsAndSuppressionAreTheEntrysOwn() throws {
        let unregistered = try XCTUnwrap(RuleCatalog.entry(id: "unregistered-resolution"))
        let page = RulePages.page(unregistered)
        XCTAssertTrue(page.contains("| `assume_registered` | top level | list of type names | `[]` |"), page)
        XCTAssertTrue(page.contains("\nassume_registered: []   # at the top level, not under the rule\n"), page)
        XCTAssertTrue(page.contains("// dilint:disable:next unregistered-resolution - why this one is fine"), page)
        XCTAssertFalse(page.contains("no options besides its severity"), page)

        let cycle = RulePages.page(try XCTUnwrap(RuleCatalog.entry(id: "dependency-cycle")))
        XCTAssertTrue(cycle.contains("The rule has no options besides its severity."), cycle)
        XCTAssertTrue(cycle.contains("  dependency-cycle: error   # off, note, warning or error"), cycle)

        // Its findings are made after the comments are applied: offering a comment would
        // be advice that does nothing.
        let superfluous = RulePages.page(RuleCatalog.superfluousSuppression)
        XCTAssertFalse(superfluous.contains("dilint:disable:next superfluous-suppression"), superfluous)
        XCTAssertTrue(superfluous.contains("`--disable superfluous-suppression`"), superfluous)
    }

    func testAnOptionUnderTheRuleIsWrittenInItsMapping() {
        var entry = RuleCatalog.superfluousSuppression
        entry.options = [RuleOption(name: "max", type: "integer", defaultValue: "3", summary: "At most | this many.", placement: .underRule)]
        let page = RulePages.page(entry)
        XCTAssertTrue(page.contains("rules:\n  superfluous-suppression:\n    severity: warning   # off, note, warning or error\n    max: 3\n```"), page)
        XCTAssertTrue(page.contains("| `max` | `rules:` → `superfluous-suppression` | integer | `3` | At most \\| this many. |"), page)
    }
}
