import Analyzer
import DilintFacts
import DilintSyntax
import XCTest

/// A module reaches a DI library when one of its files imports it, or a project module it
/// imports reaches it: the members Swift lets its files call without an import of their own.
final class LibraryVisibilityTests: XCTestCase {
    func file(_ path: String, _ module: String, _ text: String) -> FileAnalysis {
        FileAnalysis.analyze(SourceFile(path: path, text: text), module: module)
    }

    func testAModuleReachesWhatAnyOfItsFilesAndItsImportedModulesImport() {
        let files = [
            file("Core/DI.swift", "Core", "import Swinject\nenum DI { static let container = Container() }\n"),
            file("Core/Other.swift", "Core", "import Foundation\n"),
            file("Feature/Screen.swift", "Feature", "import UIKit\nimport Core\n"),
            file("Widget/Widget.swift", "Widget", "import WidgetKit\n"),
            file("App/App.swift", "App", "import Feature\n"),
        ]
        let reached = LibraryVisibility.byModule(files, libraries: ContainerRecognizers.libraryModules)
        XCTAssertEqual(reached["Core"], ["Swinject"])
        XCTAssertEqual(reached["Feature"], ["Swinject"])
        XCTAssertEqual(reached["App"], ["Swinject"], "through Feature, which imports Core")
        XCTAssertNil(reached["Widget"])
    }

    /// Before any file is parsed, from the bytes: the same modules, through the same
    /// imports of imports; an attribute or a kind before the name does not hide it.
    func testTheBytesScanFindsWhatTheParsedImportsSay() {
        let texts = [
            ("Core", "Core/DI.swift", "@_exported import Swinject\nenum DI { static let container = Container() }\n"),
            ("Core", "Core/Other.swift", "import Foundation\n"),
            ("Feature", "Feature/Screen.swift", "import UIKit\n@testable import Core\n"),
            ("Keys", "Keys/Keys.swift", "import struct Factory.Factory\n"),
            ("Widget", "Widget/Widget.swift", "import WidgetKit\n"),
            ("App", "App/App.swift", "import /* the screens */ Feature\n"),
        ]
        let parsed = LibraryVisibility.byModule(texts.map { file($0.1, $0.0, $0.2) }, libraries: ContainerRecognizers.libraryModules)
        XCTAssertEqual(parsed, ["Core": ["Swinject"], "Feature": ["Swinject"], "App": ["Swinject"], "Keys": ["Factory"]])
        let bytes = texts.map { (module: $0.0, file: SourceFile(path: $0.1, text: $0.2)) }
        XCTAssertEqual(LibraryVisibility.byModule(bytes, libraries: ContainerRecognizers.libraryModules, jobs: 2), parsed)
    }

    func testImportCyclesBetweenModulesEnd() {
        let files = [
            file("A/A.swift", "A", "import B\nimport Resolver\n"),
            file("B/B.swift", "B", "import A\n"),
        ]
        let reached = LibraryVisibility.byModule(files, libraries: ContainerRecognizers.libraryModules)
        XCTAssertEqual(reached["B"], ["Resolver"])
    }

    func testAFileIsReadForTheLibrariesItsModuleReachesOnlyWhenAsked() {
        let text = "import UIKit\nfinal class Screen {\n    func load() { let api = DI.container.resolve(API.self)! ; _ = api }\n}\n"
        let analysis = FileAnalysis.analyze(SourceFile(path: "Screen.swift", text: text), module: "App", skimmingBodies: true)
        XCTAssertEqual(analysis.facts.resolutions.count, 0, "without Swinject imported, the file is not read for it")
        let read = analysis.readingLibraries(["Swinject"], containers: ContainerSettings())
        XCTAssertEqual(read.facts.resolutions.count, 1)
        XCTAssertEqual(read.facts.resolutions.first?.location.line, 3)
        XCTAssertEqual(analysis.readingLibraries([], containers: ContainerSettings()).facts.resolutions.count, 0)
    }

    func testAFileIsReadAgainOnlyForADialectItsImportsDoNotOpen() {
        XCTAssertFalse(ContainerRecognizers.addsADialect(["Factory", "FactoryKit"], to: ["FactoryKit"]), "two names of one library")
        XCTAssertFalse(ContainerRecognizers.addsADialect(["Swinject", "SwinjectAutoregistration"], to: ["Swinject"]))
        XCTAssertFalse(ContainerRecognizers.addsADialect([], to: []))
        XCTAssertTrue(ContainerRecognizers.addsADialect(["Swinject"], to: []))
        XCTAssertTrue(ContainerRecognizers.addsADialect(["Knit"], to: ["Swinject"]), "Knit adds its accessors to Swinject's dialect")
        XCTAssertTrue(ContainerRecognizers.addsADialect(["Resolver", "FactoryKit"], to: ["FactoryKit"]))

        let text = "import FactoryKit\nfinal class Screen {\n    func load() { let api = DI.container.resolve(API.self)! ; _ = api }\n}\n"
        let analysis = FileAnalysis.analyze(SourceFile(path: "Screen.swift", text: text), module: "App", skimmingBodies: true)
        XCTAssertNil(analysis.sourceToReadAgain(reaching: ["Factory", "FactoryKit"]))
        XCTAssertNotNil(analysis.sourceToReadAgain(reaching: ["Factory", "Swinject"]))
    }
}
