@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// The project descriptions other than `Package.swift` (SPEC §6a "Modules"): what each
/// reader takes from its file, and the modules the map draws from them.
final class ProjectDescriptionTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Projects/XcodeApp").path

    func testPropertyListsReadTheirShapesAndRejectBrokenOnes() {
        let text = #"{ a = 1; "b c" = ( x, "y\"z", ); d = { e = f; }; /* c */ // line"# + "\n}"
        let list = PropertyList.parse(Array(text.utf8))
        XCTAssertEqual(list?["a"]?.string, "1")
        XCTAssertEqual(list?["b c"]?.array?.compactMap(\.string), ["x", "y\"z"])
        XCTAssertEqual(list?["d"]?["e"]?.string, "f")
        for broken in ["{ a = 1 }", "{ a = (1, 2; }", "( a b )", "\"open", "{ a = 1; } trailing", ""] {
            XCTAssertNil(PropertyList.parse(Array(broken.utf8)), broken)
        }
        // A key given twice keeps its last value; quoted strings with and without escapes.
        let repeated = PropertyList.parse(Array(#"{ k = first; k = "second\tone"; q = "plain"; n = "a\nb"; }"#.utf8))
        XCTAssertEqual(repeated?["k"]?.string, "second\tone")
        XCTAssertEqual(repeated?["q"]?.string, "plain")
        XCTAssertEqual(repeated?["n"]?.string, "a\nb")
        // Nesting past the cap is refused, not followed down the stack.
        XCTAssertNil(PropertyList.parse(Array((String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)).utf8)))
    }

    /// A large dictionary (`objects`) is looked up through a hash table: the same answers
    /// as the small ones searched in order, a repeated key's last value among them.
    func testLargeDictionariesAnswerLikeSmallOnes() {
        var text = "{ "
        for index in 0..<40 { text += "K\(index) = v\(index); " }
        text += #"K7 = again; "with\"quote" = q; "# + "}"
        let list = PropertyList.parse(Array(text.utf8))
        for index in 0..<40 where index != 7 { XCTAssertEqual(list?["K\(index)"]?.string, "v\(index)") }
        XCTAssertEqual(list?["K7"]?.string, "again")
        XCTAssertEqual(list?["with\"quote"]?.string, "q")
        XCTAssertNil(list?["K40"])
        XCTAssertEqual(list?.pairs?.count, 42)
        XCTAssertEqual(list?["K3"]?.spells("v3"), true)
        XCTAssertEqual(list?["K3"]?.spells("v30"), false)
        XCTAssertEqual(list?.isDictionary, true)
        XCTAssertEqual(list?["K3"]?.isDictionary, false)
    }

    func testAnXcodeProjectsTargetsAndTheirSources() throws {
        let path = "Fixtures/Tally.xcodeproj/project.pbxproj"
        let bytes = try XCTUnwrap(FileBytes.contents(of: Self.fixture + "/Tally.xcodeproj/project.pbxproj"))
        let project = XcodeProjectReader.read(bytes: bytes, path: path)
        XCTAssertEqual(project.directory, "Fixtures")
        XCTAssertEqual(project.targets.map(\.name), ["Tally", "TallyWidget", "TallyTests"])
        let (app, widget, tests) = (project.targets[0], project.targets[1], project.targets[2])
        XCTAssertEqual(app.files, ["Tally/TallyApp.swift", "Tally/Screens/CounterScreen.swift", "Shared/CountLabel.swift", "Shared/CounterStore.swift"])
        XCTAssertEqual(app.swiftVersion, "6.0")
        XCTAssertEqual(app.defaultIsolation, "MainActor")
        XCTAssertFalse(app.isTest)
        XCTAssertEqual(widget.files, ["Shared/CountLabel.swift"])
        XCTAssertEqual(widget.folders, ["TallyWidget"])
        XCTAssertEqual(widget.excludedFiles, ["TallyWidget/Parts/Preview.swift", "TallyWidget/Info.plist"])
        XCTAssertEqual(widget.swiftVersion, "5.0", "the project's setting where the target states none")
        XCTAssertTrue(tests.isTest)
        XCTAssertEqual(tests.files, ["TallyTests/CounterStoreTests.swift"])
        // A file Xcode cannot read describes nothing, and is no error.
        XCTAssertEqual(XcodeProjectReader.read(bytes: Array("{ objects = ".utf8), path: path).targets, [])
    }

    func testAnXcodeProjectDrawsTheModules() throws {
        let bytes = try XCTUnwrap(FileBytes.contents(of: Self.fixture + "/Tally.xcodeproj/project.pbxproj"))
        let project = XcodeProjectReader.read(bytes: bytes, path: "XcodeApp/Tally.xcodeproj/project.pbxproj")
        let files = ["XcodeApp/Loose.swift", "XcodeApp/Shared/CountLabel.swift", "XcodeApp/Shared/CounterStore.swift",
                     "XcodeApp/Tally/Screens/CounterScreen.swift", "XcodeApp/Tally/TallyApp.swift",
                     "XcodeApp/TallyTests/CounterStoreTests.swift", "XcodeApp/TallyWidget/Parts/Preview.swift",
                     "XcodeApp/TallyWidget/TallyWidget.swift"]
        let map = ModuleMap(files: files, roots: ["XcodeApp"], descriptions: [project])
        XCTAssertEqual(files.map { map.module(of: $0) },
                       ["XcodeApp", "Tally", "Tally", "Tally", "Tally", "TallyTests", "XcodeApp", "TallyWidget"])
        XCTAssertEqual(map.modules(of: "XcodeApp/Shared/CountLabel.swift"), ["Tally", "TallyWidget"])
        XCTAssertEqual(map.filesByModule["TallyWidget"], ["XcodeApp/Shared/CountLabel.swift", "XcodeApp/TallyWidget/TallyWidget.swift"])
        XCTAssertEqual(map.info["TallyTests"]?.isTest, true)
        XCTAssertEqual(map.info["Tally"]?.isTest, false)
        XCTAssertEqual(map.info["Tally"]?.origin, .xcodeproj("XcodeApp/Tally.xcodeproj/project.pbxproj"))
        XCTAssertEqual(map.info["XcodeApp"]?.origin, .fallback)
    }

    func testXcodeGenSpecs() {
        let spec = """
        name: Tally
        targets:
          Tally:
            type: application
            sources: [Tally, Shared/CountLabel.swift]
            settings:
              base:
                SWIFT_VERSION: "6.0"
            preBuildScripts:
              - script: |
                  echo "sources: [NotASource]"
                  exit 0
                name: Lint
          TallyWidget:
            type: app-extension
            sources:
              - path: TallyWidget
                excludes: [Parts/Preview.swift, "**/*.md"]
          TallyTests:
            type: bundle.unit-test
            sources: TallyTests
        """
        let project = XcodeGenReader.read(bytes: Array(spec.utf8), path: "app/project.yml")
        XCTAssertEqual(project.directory, "app")
        XCTAssertEqual(project.targets.map(\.name), ["Tally", "TallyWidget", "TallyTests"])
        XCTAssertEqual(project.targets[0].folders, ["Tally"])
        XCTAssertEqual(project.targets[0].files, ["Shared/CountLabel.swift"])
        XCTAssertEqual(project.targets[0].swiftVersion, "6.0")
        XCTAssertEqual(project.targets[1].excludedFiles, ["TallyWidget/Parts/Preview.swift"])
        XCTAssertEqual(project.targets.map(\.isTest), [false, false, true])
        XCTAssertEqual(project.targets[2].folders, ["TallyTests"])
        // More YAML than dilint reads: nothing described, no error.
        XCTAssertEqual(XcodeGenReader.read(bytes: Array("targets:\n  A: &anchor\n    sources: A\n".utf8), path: "project.yml").targets, [])
    }

    func testTuistManifests() {
        let literal = TuistManifestReader.read(SourceFile(path: "Projects/Tally/Project.swift", text: """
        import ProjectDescription
        let project = Project(name: "TallyProject", targets: [
            Target(name: "Tally", product: .app, sources: ["Sources/**"], dependencies: [.target(name: "Kit")]),
            .target(name: "TallyTests", product: .unitTests, sources: "Tests/**"),
        ])
        """))
        XCTAssertEqual(literal.targets.map(\.name), ["Tally", "TallyTests"])
        XCTAssertEqual(literal.targets.map(\.isTest), [false, true])
        XCTAssertEqual(literal.targets[0].globs.map(\.pattern), ["Sources/**"])
        let helpers = TuistManifestReader.read(SourceFile(path: "Projects/Feature/Project.swift", text: """
        let project = Project.module(name: "FeatureKit", targets: [.module(name: "FeatureKit", sources: ["Sources/**"])])
        """))
        XCTAssertEqual(helpers.targets.map(\.name), ["FeatureKit"])
        XCTAssertEqual(helpers.targets[0].folders, ["."])
        let unnamed = TuistManifestReader.read(SourceFile(path: "Projects/Data/Project.swift", text: "let project = makeProject()"))
        XCTAssertEqual(unnamed.targets.map(\.name), ["Data"])
        let map = ModuleMap(files: ["Projects/Tally/Sources/A.swift", "Projects/Tally/Tests/B.swift", "Projects/Tally/Other/C.swift",
                                    "Projects/Data/Sources/D.swift"],
                            roots: ["."], descriptions: [literal, unnamed])
        XCTAssertEqual(map.module(of: "Projects/Tally/Sources/A.swift"), "Tally")
        XCTAssertEqual(map.module(of: "Projects/Tally/Tests/B.swift"), "TallyTests")
        XCTAssertEqual(map.module(of: "Projects/Tally/Other/C.swift"), "main")
        XCTAssertEqual(map.module(of: "Projects/Data/Sources/D.swift"), "Data")
    }

    /// SwiftPM, then Xcode, then XcodeGen and Tuist, then `modules:`; a generated Xcode
    /// project and its spec name one target twice: only the first kind counts.
    func testPrecedence() throws {
        let package = PackageManifestReader.read(text: ".target(name: \"Kit\", path: \"Kit\")", path: "Package.swift")
        let xcode = ProjectDescription(kind: .xcodeproj, path: "App.xcodeproj/project.pbxproj", directory: ".",
                                       targets: [DescribedTarget(name: "App-iOS", folders: ["App", "Kit"])])
        let spec = ProjectDescription(kind: .xcodegen, path: "project.yml", directory: ".",
                                      targets: [DescribedTarget(name: "App", folders: ["App", "Extra"])])
        var configuration = Configuration()
        configuration.modules = [ConfiguredModule(name: "Configured", patterns: [try Glob("Extra"), try Glob("More/**")])]
        configuration.baseDirectory = FileManager.default.currentDirectoryPath
        configuration.filePath = ".dilint.yml"
        let files = ["Kit/K.swift", "App/A.swift", "Extra/E.swift", "More/M.swift", "Rest/R.swift"]
        let map = ModuleMap(files: files, roots: ["."], manifests: [package], descriptions: [spec, xcode],
                            configured: ConfiguredModules(configuration))
        XCTAssertEqual(files.map { map.modules(of: $0) }, [["Kit"], ["App-iOS"], ["App"], ["Configured"], ["main"]])
        XCTAssertEqual(map.info["Configured"]?.origin, .configuration(".dilint.yml"))
        XCTAssertEqual(map.info["Kit"]?.origin, .package("Package.swift"))
    }

    /// A project's target named like a package's is another module, not the same one.
    func testATargetNamedLikeAnotherIsToldApart() {
        let package = PackageManifestReader.read(text: ".testTarget(name: \"KitTests\")", path: "Package.swift")
        let xcode = ProjectDescription(kind: .xcodeproj, path: "Kit/Kit.xcodeproj/project.pbxproj", directory: "Kit",
                                       targets: [DescribedTarget(name: "KitTests", isTest: true, folders: ["KitTests"])])
        let map = ModuleMap(files: ["Tests/KitTests/A.swift", "Kit/KitTests/A.swift"], roots: ["."], manifests: [package], descriptions: [xcode])
        XCTAssertEqual(map.module(of: "Tests/KitTests/A.swift"), "KitTests")
        XCTAssertEqual(map.module(of: "Kit/KitTests/A.swift"), "KitTests (Kit/Kit.xcodeproj)")
        XCTAssertEqual(map.info["KitTests (Kit/Kit.xcodeproj)"]?.isTest, true)
    }
}

/// Which modules nothing shows running in one program: targets of two Xcode projects, a
/// playground and anything else; not two targets of one project, nor a package's.
final class ModulesApartTests: XCTestCase {
    func testTargetsOfTwoProjectsAndPlaygroundsAreApart() {
        let sample = ProjectDescription(kind: .xcodeproj, path: "Samples/Speed/Speed.xcodeproj/project.pbxproj", directory: "Samples/Speed",
                                        targets: [DescribedTarget(name: "Speed", folders: ["Speed"])])
        let timing = ProjectDescription(kind: .xcodeproj, path: "Samples/Timing/Timing.xcodeproj/project.pbxproj", directory: "Samples/Timing",
                                        targets: [DescribedTarget(name: "Timing", folders: ["Timing"]),
                                                  DescribedTarget(name: "TimingTests", isTest: true, folders: ["TimingTests"])])
        let package = PackageManifestReader.read(text: ".target(name: \"Kit\")", path: "Package.swift")
        let files = ["Samples/Speed/Speed/A.swift", "Samples/Timing/Timing/B.swift", "Samples/Timing/TimingTests/C.swift",
                     "Sources/Kit/D.swift", "Tour.playground/Contents.swift"]
        let map = ModuleMap(files: files, roots: ["."], manifests: [package], descriptions: [sample, timing])
        XCTAssertEqual(files.map { map.module(of: $0) }, ["Speed", "Timing", "TimingTests", "Kit", "Tour.playground"])
        XCTAssertTrue(map.areApart("Speed", "Timing"))
        XCTAssertFalse(map.areApart("Timing", "TimingTests"), "one project's targets")
        XCTAssertFalse(map.areApart("Kit", "Timing"), "a package's target may be linked by the project")
        XCTAssertTrue(map.areApart("Kit", "Tour.playground"))
        XCTAssertFalse(map.visibility.canShare("Kit", "Tour.playground"), "a playground shares no container")
        XCTAssertTrue(map.visibility.canShare("Speed", "Timing"), "findings still take unknown links as possible")
    }
}

/// The walk finds the project files that are not Swift sources, once each, and leaves
/// out those `excluded` names.
final class ProjectFileWalkTests: XCTestCase {
    func testTheWalkFindsProjectFilesAndHonoursExcluded() throws {
        let root = ProjectDescriptionTests.fixture
        let found = FileWalk(displayBase: root).run(inputs: [root])
        XCTAssertEqual(found.projectFiles.map(\.displayPath), ["Tally.xcodeproj/project.pbxproj"])
        XCTAssertEqual(found.files.count, 8)
        let excluded = FileWalk(excluded: [try Glob("*.xcodeproj")], baseDirectory: root, displayBase: root).run(inputs: [root])
        XCTAssertEqual(excluded.projectFiles, [])
        XCTAssertEqual(ProjectDescriptions.read(found.projectFiles).first?.targets.count, 3)
    }

    func testTuistManifestNames() {
        XCTAssertTrue(ProjectDescriptions.isTuistManifest(path: "Project.swift"))
        XCTAssertTrue(ProjectDescriptions.isTuistManifest(path: "a/Project.swift"))
        XCTAssertFalse(ProjectDescriptions.isTuistManifest(path: "a/MyProject.swift"))
        XCTAssertFalse(ProjectDescriptions.isTuistManifest(path: "Project.swift/x.swift"))
    }
}
