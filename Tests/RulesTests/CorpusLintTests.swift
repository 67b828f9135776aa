import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
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

    /// The pipeline collects the type table while the files are analyzed, on two threads,
    /// in the files' order: the table is the one built after, from the same files, on
    /// two threads or on one (the passes after the first share types among threads).
    func testTypeTableCollectedDuringAnalysisIsTheOneBuiltAfter() throws {
        let root = try corpusRoot()
        for package in ["swift-nio", "Swinject", "swift-protobuf"] {
            let outcome = lint(root + "/" + package)
            let after = Project(files: outcome.project.files, roots: [root + "/" + package], jobs: 2).types
            let alone = Project(files: outcome.project.files, roots: [root + "/" + package], jobs: 1).types
            XCTAssertEqual(describe(outcome.project.types), describe(after), package)
            XCTAssertEqual(describe(alone), describe(after), package)
            XCTAssertGreaterThan(after.types.count, 100, package)
            XCTAssertGreaterThan(after.types.reduce(0) { $0 + $1.extensions.count }, 10, package)
        }
    }

    /// The summary kept while members are added answers what reading every member would
    /// (every member block read, none left dormant).
    func testMemberSummariesAgreeWithTheMembers() throws {
        let root = try corpusRoot()
        var checked = (lazy: 0, staticVariable: 0, staticLet: 0, visitors: 0)
        for package in ["swift-nio", "swift-syntax", "Swinject"] {
            let table = lint(root + "/" + package, leavingMembersDormant: false).project.types
            for type in table.types {
                let stored = type.members.filter { $0.kind == .storedProperty }
                let summary = type.memberSummary
                let lazy = stored.contains { $0.isLazy && !$0.isStatic && !$0.isLet }
                let staticVariable = stored.contains { $0.isStatic && !$0.isLet }
                let staticLet = stored.contains { $0.isStatic && $0.isLet }
                let visits = min(2, type.members.filter { $0.kind == .method && $0.name == "visit" }.count)
                XCTAssertEqual(summary.hasLazyInstanceVariable, lazy, type.qualifiedName)
                XCTAssertEqual(summary.hasStaticVariable, staticVariable, type.qualifiedName)
                XCTAssertEqual(summary.hasStaticLet, staticLet, type.qualifiedName)
                XCTAssertEqual(Int(summary.visitMethods), visits, type.qualifiedName)
                checked.lazy += lazy ? 1 : 0
                checked.staticVariable += staticVariable ? 1 : 0
                checked.staticLet += staticLet ? 1 : 0
                checked.visitors += visits == 2 ? 1 : 0
            }
        }
        // Each answer is seen both ways, so the comparison can fail either way.
        XCTAssertGreaterThan(checked.lazy, 0)
        XCTAssertGreaterThan(checked.staticVariable, 0)
        XCTAssertGreaterThan(checked.staticLet, 100)
        XCTAssertGreaterThan(checked.visitors, 0)
    }

    private func describe(_ table: TypeTable) -> [String] {
        table.types.map { type in
            "\(type.id.index) \(type.module).\(type.qualifiedName) \(type.kind) members \(type.members.map { "\($0.name)@\($0.site.offset)" }) "
                + "extensions \(type.extensions.map { "\($0.site.path):\($0.site.offset)" }) inherits \(type.inheritance.map(\.resolved))"
        } + table.externalTypes.keys.sorted().map { "external \($0) \(table.externalTypes[$0]?.members.count ?? 0)" }
    }

    func lint(_ folder: String, leavingMembersDormant: Bool = true) -> Linter.Outcome {
        let walk = FileWalk(baseDirectory: folder).run(inputs: [folder])
        var request = Linter.Request(files: walk.files, configuration: .default, jobs: 2, roots: [folder])
        request.leavesMembersDormant = leavingMembersDormant
        return Linter.run(request)
    }

    func corpusRoot() throws -> String {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["DILINT_CORPUS"] ?? packageRoot + "/corpus"
        guard FileManager.default.fileExists(atPath: path + "/vapor") else { throw XCTSkip("no corpus at \(path): run ../shared/corpus/export.sh corpus") }
        return path
    }
}
