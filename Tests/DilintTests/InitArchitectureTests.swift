import Analyzer
@testable import DilintCore
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import XCTest

/// `dilint init` proposes the architecture rules' settings from the code: the composition
/// root from where registrations are, active; layers from the modules and their imports, or
/// from the folders of the only module, commented for the user to edit.
final class InitArchitectureTests: XCTestCase {
    /// The `# layers:` block of a starter file uncommented, as a user would.
    private func uncommentingLayers(_ text: String) -> String {
        var inside = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line == "# layers:" { inside = true } else if inside && !line.hasPrefix("#   ") { inside = false }
            return inside ? String(line.dropFirst(2)) : String(line)
        }.joined(separator: "\n")
    }

    private func parse(_ text: String) throws -> Configuration {
        try ConfigurationLoader.parse(text, path: ".dilint.yml", baseDirectory: "/project", knownRuleIDs: RuleCatalog.ids,
                                      ruleOptions: RuleCatalog.optionsUnderRules)
    }

    private func write(_ files: [String: String], under folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func testATwoModulePackageGetsItsAssemblyFolderAndALayerPerModule() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        try write([
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [
                    .target(name: "Core"),
                    .executableTarget(name: "App", dependencies: ["Core"]),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ])
                """,
            "Sources/Core/Clock.swift": "public protocol Clock {}\npublic final class SystemClock: Clock { public init() {} }\n",
            "Sources/App/DI/CoreAssembly.swift": """
                import Swinject
                import Core
                func assembleCore(_ container: Container) { container.register(Clock.self) { _ in SystemClock() } }
                """,
            "Sources/App/DI/FeedAssembly.swift": """
                import Swinject
                func assembleFeed(_ container: Container) { container.register(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) } }
                """,
            "Sources/App/Feed.swift": "import Core\nimport Foundation\nfinal class Feed { init(clock: Clock) {} }\n",
            "Tests/AppTests/FeedTests.swift": """
                import Swinject
                @testable import App
                func registerFakes(_ container: Container) { container.register(Feed.self) { _ in Feed(clock: SystemClock()) } }
                """,
        ], under: folder)
        let run = try EndToEndDilint.run(["init"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try String(contentsOf: folder.appendingPathComponent(".dilint.yml"), encoding: .utf8)
        XCTAssertTrue(written.contains("""
            # Proposed from where the code registers with its container: check it. Resolving from
            # the container outside these files is reported.
            composition_root:
              - Sources/App/DI/**

            """), written)
        XCTAssertTrue(written.contains("""
            # layers:
            #   App:
            #     modules: [App]
            #     may_use: [Core]
            #   Core:
            #     modules: [Core]
            #     may_use: []

            """), written)
        XCTAssertFalse(written.contains("AppTests"), "test code is in no proposal: \(written)")
        // What was written before the proposal is still there.
        XCTAssertTrue(written.contains("import Swinject  (first in "), written)
        XCTAssertTrue(written.contains("excluded: [\"**/Generated/**\", Pods, Carthage]\n"), written)

        let configuration = try parse(uncommentingLayers(written))
        XCTAssertEqual(configuration.architecture.compositionRoot.map(\.glob.pattern), ["Sources/App/DI/**"])
        XCTAssertEqual(configuration.architecture.layers.map(\.name), ["App", "Core"])
        XCTAssertEqual(configuration.architecture.layers[0].mayUse.map(\.name), ["Core"])

        // Uncommented, the sketch holds today's code: nothing fails.
        try uncommentingLayers(written).write(to: folder.appendingPathComponent(".dilint.yml"), atomically: true, encoding: .utf8)
        let lint = try EndToEndDilint.run([], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
        XCTAssertFalse(lint.stdout.contains("layer-violation"), lint.stdout)
        XCTAssertFalse(lint.stderr.contains("matches no file"), lint.stderr)
    }

    /// One module, read from memory: its top-level folders are the layers, with no
    /// `may_use`; a file registering among others is named alone.
    func testOneModuleIsSketchedByItsTopLevelFolders() throws {
        let sources = [
            SourceFile(path: "MyApp/Domain/UserStore.swift", text: "protocol UserStore {}\n"),
            SourceFile(path: "MyApp/Data/DiskUserStore.swift", text: "final class DiskUserStore: UserStore {}\n"),
            SourceFile(path: "MyApp/UI/Profile.swift", text: "import Resolver\nfinal class Profile { let store: UserStore = Resolver.resolve() }\n"),
            SourceFile(path: "MyApp/UI/Mocks/MockStore.swift", text: """
                import Resolver
                final class MockStore: UserStore {}
                func registerMocks() { Resolver.register { MockStore() as UserStore } }
                """),
            SourceFile(path: "MyApp/Setup/Injection.swift", text: """
                import Resolver
                extension Resolver: ResolverRegistering {
                    public static func registerAllServices() { register { DiskUserStore() as UserStore } }
                }
                """),
            SourceFile(path: "MyApp/Setup/Theme.swift", text: "enum Theme {}\n"),
            SourceFile(path: "MyApp/main.swift", text: "print(1)\n"),
        ]
        let proposal = ArchitectureProposal(Linter.run(sources: sources).project)
        XCTAssertEqual(proposal.compositionRoot, ["MyApp/Setup/Injection.swift"])
        XCTAssertEqual(proposal.onlyModule, "main")
        XCTAssertEqual(proposal.layers.map(\.name), ["Data", "Domain", "Setup", "UI"])
        XCTAssertEqual(proposal.layers.map(\.paths), [["MyApp/Data/**"], ["MyApp/Domain/**"], ["MyApp/Setup/**"], ["MyApp/UI/**"]])

        let text = InitCommand.starterConfiguration(survey: ContainerSurvey(), swiftFileCount: sources.count, architecture: proposal)
        XCTAssertTrue(text.contains("# A sketch of layers. The code is one module (main), so each layer is one of its\n"), text)
        XCTAssertTrue(text.contains("#   UI:\n#     paths: [MyApp/UI/**]\n"), text)
        XCTAssertFalse(text.contains("#     may_use:"), text)
        let configuration = try parse(uncommentingLayers(text))
        XCTAssertEqual(configuration.architecture.layers.map(\.name), ["Data", "Domain", "Setup", "UI"])
        XCTAssertEqual(configuration.architecture.compositionRoot.map(\.glob.pattern), ["MyApp/Setup/Injection.swift"])
    }

    func testAFolderBecomesAGlobWhenThreeInFourOfItsFilesRegister() {
        let files = ["App/DI/A.swift", "App/DI/B.swift", "App/DI/C.swift", "App/DI/Helpers.swift",
                     "App/Home/Home.swift", "App/Home/Setup.swift", "App/AppDelegate.swift", "Main.swift"]
        let registering: Set = ["App/DI/A.swift", "App/DI/B.swift", "App/DI/C.swift", "App/Home/Setup.swift",
                                "App/AppDelegate.swift", "Main.swift"]
        XCTAssertEqual(ArchitectureProposal.compositionRoot(registering: registering, files: files),
                       ["App/AppDelegate.swift", "App/DI/**", "App/Home/Setup.swift", "Main.swift"])
    }

    func testNothingToProposeLeavesCommentedExamplesThatStillLoad() throws {
        let text = InitCommand.starterConfiguration(survey: ContainerSurvey(), swiftFileCount: 0)
        XCTAssertTrue(text.contains("# composition_root: [App/DI/**, App/AppDelegate.swift]\n"), text)
        XCTAssertFalse(text.contains("\ncomposition_root:"), text)
        let configuration = try parse(uncommentingLayers(text))
        XCTAssertEqual(configuration.architecture.layers.map(\.name), ["Domain", "Data"])
    }

    func testNamesAndPathsAreQuotedOnlyWhereYAMLNeedsIt() throws {
        XCTAssertEqual(ArchitectureProposal.yamlScalar("App/DI/**"), "App/DI/**")
        XCTAssertEqual(ArchitectureProposal.yamlScalar("**/Generated/**"), "\"**/Generated/**\"")
        XCTAssertEqual(ArchitectureProposal.yamlScalar("My App/x.swift"), "\"My App/x.swift\"")
        XCTAssertEqual(ArchitectureProposal.yamlScalar("null"), "\"null\"")
        XCTAssertEqual(ArchitectureProposal.globEscaped("A[1]/B*.swift"), "A\\[1\\]/B\\*.swift")
        let text = "composition_root:\n  - " + ArchitectureProposal.yamlScalar(ArchitectureProposal.globEscaped("My App/[x]: y.swift")) + "\n"
        let pattern = try XCTUnwrap(parse(text).architecture.compositionRoot.first?.glob)
        XCTAssertTrue(pattern.matches("My App/[x]: y.swift"))
        XCTAssertFalse(pattern.matches("My App/x: y.swift"))
    }
}
