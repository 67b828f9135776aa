import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules
import XCTest

/// Runs every `Fixtures/<rule-id>/` folder as one project and holds dilint to exactly the
/// `// expect-…` comments in it (SPEC §8). A fixture is a test: adding one adds coverage.
final class FixtureTests: XCTestCase {
    static let fixturesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    func testEveryRuleFixtureFolder() throws {
        var checked = 0
        for rule in RuleRegistry.all {
            let folder = Self.fixturesRoot + "/" + rule.id
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder), "rule \(rule.id) has no Fixtures/\(rule.id)/ folder")
            let problems = Self.check(folder: folder, onlyRules: [rule.id, SuppressionFilter.ruleID])
            XCTAssertEqual(problems, [], "Fixtures/\(rule.id)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 0)
    }

    /// The Showcase is held to the marks of every rule that exists; a mark naming a rule
    /// that does not exist yet fails the test too, so nothing is silently skipped.
    func testShowcase() throws {
        let problems = Self.check(folder: Self.fixturesRoot + "/Showcase", onlyRules: nil)
        XCTAssertEqual(problems, [], "Fixtures/Showcase")
    }

    /// Compares a folder's marks with the findings, limited to `onlyRules` when given. A
    /// subfolder holding a `.dilint.yml` is a project of its own, linted with that
    /// configuration: how a rule's options are tested.
    static func check(folder: String, onlyRules: Set<String>?) -> [String] {
        let configured = configuredSubfolders(of: folder)
        let problems = configured.flatMap { check(folder: $0, onlyRules: onlyRules) }
        let sources = swiftFiles(under: folder).filter { path in !configured.contains { path.hasPrefix($0 + "/") } }.map { path in
            SourceFile(path: String(path.dropFirst(fixturesRoot.count + 1)), bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
        }
        let configuration: Configuration
        let configurationPath = folder + "/" + ConfigurationLoader.fileName
        if FileManager.default.fileExists(atPath: configurationPath) {
            do {
                var loaded = try ConfigurationLoader.load(path: configurationPath, knownRuleIDs: RuleRegistry.ids)
                // The sources are named from the fixtures' root, as the patterns are read from there.
                loaded.baseDirectory = String(folder.dropFirst(fixturesRoot.count + 1))
                configuration = loaded
            } catch {
                return problems + ["\(configurationPath): \(error)"]
            }
        } else {
            configuration = .default
        }
        let outcome = Linter.run(sources: sources, configuration: configuration)
        var expected = sources.flatMap { FixtureExpectation.read($0, tokens: Tokenizer.tokenize($0)) }
        var found = outcome.diagnostics
        if let onlyRules {
            expected = expected.filter { onlyRules.contains($0.ruleID) }
            found = found.filter { onlyRules.contains($0.ruleID) }
        }
        return problems + FixtureExpectation.mismatches(expected: expected, found: found)
    }

    static func configuredSubfolders(of folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { folder + "/" + $0 }.filter { path in
            FileManager.default.fileExists(atPath: path + "/" + ConfigurationLoader.fileName)
        }
    }

    static func swiftFiles(under folder: String) -> [String] {
        var files: [String] = []
        let walk = FileManager.default.enumerator(atPath: folder)
        while let relative = walk?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
        }
        return files.sorted()
    }
}
