@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// Every `Fixtures/Containers/<Dialect>/` folder is one project whose DI facts must be
/// exactly those its `// expect-registration:` and `// expect-resolution:` marks state.
final class ContainerFixtureTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures").path

    func testEveryContainerFixtureFolder() throws {
        let containers = Self.root + "/Containers"
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: containers))?.sorted() ?? []
        XCTAssertFalse(folders.isEmpty, "no container fixtures under \(containers)")
        for folder in folders {
            let problems = Self.check(folder: containers + "/" + folder)
            XCTAssertEqual(problems, [], "Fixtures/Containers/\(folder)")
        }
    }

    static func check(folder: String, settings: ContainerSettings = ContainerSettings()) -> [String] {
        var paths: [String] = []
        let walk = FileManager.default.enumerator(atPath: folder)
        while let relative = walk?.nextObject() as? String { if relative.hasSuffix(".swift") { paths.append(folder + "/" + relative) } }
        let files = paths.sorted().map { path -> FileAnalysis in
            let file = SourceFile(path: String(path.dropFirst(root.count + 1)), bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
            return FileAnalysis.analyze(file, module: "App", containers: settings)
        }
        let project = Project(files: files, containers: settings)
        let expected = files.flatMap { FactExpectation.read($0.file, tokens: Tokenizer.tokenize($0.file)) }
        return FactExpectation.mismatches(expected: expected, graph: project.graph)
    }
}
