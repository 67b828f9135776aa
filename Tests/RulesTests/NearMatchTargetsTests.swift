import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules
import XCTest

/// "Did you mean" offers a registered type only where the resolving target could share a
/// container with the registering one: a repository's other sample app registering
/// `Parameter1` is no answer to a test target's `Parameter`, nor is a playground's own
/// registration of it.
final class NearMatchTargetsTests: XCTestCase {
    var base = ""

    override func setUpWithError() throws {
        base = NSTemporaryDirectory() + "dilint-near-targets-\(UUID().uuidString)"
        let sources: [String: String] = [
            "SpeedSample/Setup.swift": """
                import DITranquillity
                final class Parameter1 {}
                func setUpSample(_ container: DIContainer) {
                    container.register(Parameter1.init)
                }
                """,
            "TimingTests/Timing.swift": """
                import DITranquillity
                final class Parameter {}
                final class Parameter2 {}
                final class Measured { init(parameter: Parameter) {} }
                func setUpTiming(_ container: DIContainer) {
                    container.register(Parameter2.init)
                    container.register(Measured.init(parameter:))
                }
                """,
        ]
        for (path, source) in sources {
            let file = base + "/Sources/" + path
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: URL(fileURLWithPath: file))
        }
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Samples", targets: [.target(name: "SpeedSample"), .target(name: "TimingTests")])

            """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: base + "/Package.swift"))
        let playground = base + "/Tour.playground"
        try FileManager.default.createDirectory(atPath: playground, withIntermediateDirectories: true)
        let page = """
            import DITranquillity
            final class Parameter {}
            let container = DIContainer()
            container.register(Parameter.init)

            """
        try Data(page.utf8).write(to: URL(fileURLWithPath: playground + "/Contents.swift"))
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: base)
    }

    func testOnlyATypeRegisteredWhereTheTargetCanReachIsOffered() throws {
        let files = FileWalk(baseDirectory: base, displayBase: base).run(inputs: [base]).files
        let findings = Linter.lint(Linter.Request(files: files, configuration: .default, jobs: 1, roots: [base])).findings
            .diagnostics.filter { $0.ruleID == UnregisteredResolutionRule.description.id }
        let finding = try XCTUnwrap(findings.first { $0.message.contains("'Parameter' is resolved here") })
        let offered = finding.notes.map(\.message).filter { $0.hasPrefix("did you mean") }
        XCTAssertEqual(offered, ["did you mean 'Parameter2'? it is registered here"])
        // The playground's own `Parameter` answers nothing outside it, and is noted as apart.
        XCTAssertTrue(finding.notes.contains { $0.message.contains("in 'Tour.playground', a target this one neither depends on nor is used by") },
                      "\(finding.notes.map(\.message))")
    }
}
