import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules
import XCTest

/// With more than one job the module map is drawn up on another thread while files are
/// analyzed, and files the type table's first pass is handed before it is done wait for
/// it. Whichever comes first, every file and every type gets the module it gets on one
/// thread, and the findings are the same.
final class ModuleMapAsideLintTests: XCTestCase {
    var base = ""

    override func setUpWithError() throws {
        base = NSTemporaryDirectory() + "dilint-module-aside-\(UUID().uuidString)"
        var targets: [String] = []
        for target in 0..<24 {
            let name = "Feature\(target)"
            targets.append("        .target(name: \"\(name)\"\(target > 0 ? ", dependencies: [\"Feature\(target - 1)\"]" : ""))")
            let folder = base + "/Sources/" + name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for file in 0..<4 {
                let source = """
                    import Swinject

                    protocol Service\(target)x\(file) {}
                    final class Live\(target)x\(file): Service\(target)x\(file) {
                        struct Nested {}
                    }
                    extension Live\(target)x\(file).Nested: Equatable {}
                    func assemble\(target)x\(file)(_ container: Container) {
                        container.register(Service\(target)x\(file).self) { _ in Live\(target)x\(file)() }
                        _ = container.resolve(Service\(target)x\(file).self)!
                    }

                    """
                try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/File\(file).swift"))
            }
        }
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Features",
                targets: [
            \(targets.joined(separator: ",\n"))
                ]
            )

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: base + "/Package.swift"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: base)
    }

    func testFilesAndTypesGetTheSameModulesOnOneThreadOrMore() {
        let files = FileWalk(baseDirectory: base, displayBase: base).run(inputs: [base]).files
        XCTAssertEqual(files.count, 24 * 4 + 1)
        func modules(jobs: Int) -> (files: [String], types: [String], findings: LintFindings) {
            let request = Linter.Request(files: files, configuration: .default, jobs: jobs, roots: [base])
            let outcome: Linter.Outcome = Linter.run(request)
            return (outcome.project.files.map { "\($0.path) \($0.module)" },
                    outcome.project.types.types.map { "\($0.qualifiedName) \($0.module)" },
                    Linter.lint(request).findings)
        }
        let one = modules(jobs: 1)
        XCTAssertTrue(one.files.contains { $0.hasSuffix("Sources/Feature7/File2.swift Feature7") }, "\(one.files.prefix(3))")
        XCTAssertTrue(one.types.contains("Live7x2.Nested Feature7"), "\(one.types.prefix(3))")
        for _ in 0..<6 {
            for jobs in [2, 3] {
                let many = modules(jobs: jobs)
                XCTAssertEqual(many.files, one.files, "jobs \(jobs)")
                XCTAssertEqual(many.types, one.types, "jobs \(jobs)")
                XCTAssertEqual(many.findings, one.findings, "jobs \(jobs)")
            }
        }
    }
}
