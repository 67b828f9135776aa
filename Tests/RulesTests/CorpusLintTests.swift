import Analyzer
import Foundation
import Rules
import XCTest

/// The whole pipeline over the exported corpus of other projects' Swift: no crash, and
/// packages that use no container yield no DI facts at all (issue 3).
final class CorpusLintTests: XCTestCase {
    func testPackagesWithoutContainersYieldNoFacts() throws {
        let root = try corpusRoot()
        for package in ["swift-nio", "vapor", "swift-syntax"] {
            let outcome = lint(root + "/" + package)
            XCTAssertGreaterThan(outcome.project.files.count, 100, package)
            XCTAssertEqual(outcome.project.graph.providers.count, 0, "\(package) registrations")
            XCTAssertEqual(outcome.project.graph.requests.count, 0, "\(package) resolutions")
        }
    }

    func testSwinjectsTestsAreTyped() throws {
        let outcome = lint(try corpusRoot() + "/Swinject/Tests")
        let requests = outcome.project.graph.requests
        XCTAssertGreaterThan(outcome.project.graph.providers.count, 100)
        XCTAssertGreaterThan(requests.count, 200)
        let typed = requests.filter { $0.type != nil }.count
        XCTAssertGreaterThanOrEqual(Double(typed) / Double(requests.count), 0.95, "\(typed) of \(requests.count) typed")
    }

    func lint(_ folder: String) -> Linter.Outcome {
        let walk = FileWalk(baseDirectory: folder).run(inputs: [folder])
        return Linter.run(Linter.Request(files: walk.files, configuration: .default, jobs: 2, roots: [folder]))
    }

    func corpusRoot() throws -> String {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["DILINT_CORPUS"] ?? packageRoot + "/corpus"
        guard FileManager.default.fileExists(atPath: path + "/vapor") else { throw XCTSkip("no corpus at \(path): run ../shared/corpus/export.sh corpus") }
        return path
    }
}
