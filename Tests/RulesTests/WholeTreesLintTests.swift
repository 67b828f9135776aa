import DilintDriver
import DilintFacts
import Foundation
import XCTest

/// Keeping whole trees (`Linter.Request.keepsWholeTrees`) changes how often a file is
/// parsed, never what is found: every fixture folder and the corpus packages with
/// containers are held to the same findings both ways.
final class WholeTreesLintTests: XCTestCase {
    func findings(_ folder: String, keepingWhole: Bool) -> LintFindings {
        let files = FileWalk(baseDirectory: folder, displayBase: folder).run(inputs: [folder]).files
        var request = Linter.Request(files: files, configuration: .default, jobs: 2, roots: [folder])
        request.keepsWholeTrees = keepingWhole
        return Linter.lint(request).findings
    }

    func testFixtureFoldersFindTheSameKeepingWholeTreesOrNot() throws {
        let root = FixtureTests.fixturesRoot
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).sorted().flatMap { name -> [String] in
            name == "Containers" || name == "Projects"
                ? ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + name)) ?? []).sorted().map { root + "/" + name + "/" + $0 }
                : [root + "/" + name]
        }
        var withFindings = 0
        for folder in folders {
            let kept = findings(folder, keepingWhole: true)
            XCTAssertEqual(kept, findings(folder, keepingWhole: false), folder)
            if !kept.diagnostics.isEmpty { withFindings += 1 }
        }
        XCTAssertGreaterThan(withFindings, 10, "the comparison has findings to compare")
    }

    func testCorpusPackagesFindTheSameKeepingWholeTreesOrNot() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let root = ProcessInfo.processInfo.environment["DILINT_CORPUS"] ?? packageRoot + "/corpus"
        guard FileManager.default.fileExists(atPath: root + "/Swinject") else { throw XCTSkip("no corpus at \(root)") }
        for package in ["Swinject", "swift-dependencies"] {
            let kept = findings(root + "/" + package, keepingWhole: true)
            XCTAssertEqual(kept, findings(root + "/" + package, keepingWhole: false), package)
            XCTAssertGreaterThan(kept.files, 20, package)
        }
    }
}
