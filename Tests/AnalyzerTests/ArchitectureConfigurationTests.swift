import Analyzer
import DilintFacts
import XCTest

/// `layers:` and `composition_root:` are checked like every other key: each mistake is an
/// error at its place, and what only the files can tell (a file in two layers, a pattern
/// matching nothing) is checked against them.
final class ArchitectureConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> Configuration {
        try ConfigurationLoader.parse(text, path: ".dilint.yml", baseDirectory: "/project", knownRuleIDs: [])
    }

    private func error(_ text: String) -> ConfigError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? ConfigError
        }
    }

    func testLayersAndCompositionRootAreRead() throws {
        let configuration = try parse("""
            composition_root: [App/DI/**, App/AppDelegate.swift]
            layers:
              Domain:
                paths: [Sources/Domain/**]
                may_not_import: [UIKit]
              Data:
                modules: [DataKit]
                may_use: [Domain]
            """)
        XCTAssertEqual(configuration.architecture.compositionRoot.map(\.glob.pattern), ["App/DI/**", "App/AppDelegate.swift"])
        XCTAssertEqual(configuration.architecture.layers.map(\.name), ["Domain", "Data"])
        XCTAssertEqual(configuration.architecture.layers[0].mayNotImport.map(\.name), ["UIKit"])
        XCTAssertEqual(configuration.architecture.layers[1].modules.map(\.name), ["DataKit"])
        XCTAssertEqual(configuration.architecture.layers[1].mayUse.map(\.name), ["Domain"])
        let layers = ArchitectureLayers(configuration)
        XCTAssertEqual(layers.layer(ofFile: "/project/Sources/Domain/Order.swift", module: "App"), 0)
        XCTAssertEqual(layers.layer(ofFile: "/project/Sources/Other/Order.swift", module: "DataKit"), 1)
        XCTAssertNil(layers.layer(ofFile: "/project/Sources/Other/Order.swift", module: "App"))
        XCTAssertTrue(layers.layer(1, mayUse: 0))
        XCTAssertFalse(layers.layer(0, mayUse: 1))
        XCTAssertTrue(layers.isInCompositionRoot("/project/App/DI/Assembly.swift"))
        XCTAssertTrue(layers.isInCompositionRoot("/project/App/AppDelegate.swift"))
        XCTAssertFalse(layers.isInCompositionRoot("/project/App/Home.swift"))
    }

    func testAMisspeltLayerKeyIsAnErrorWithTheClosestKey() {
        let found = error("""
            layers:
              Domain:
                path: [Domain/**]
            """)
        XCTAssertEqual(found?.line, 3)
        XCTAssertEqual(found?.column, 5)
        XCTAssertTrue(found?.message.contains("did you mean 'paths'?") == true, found?.message ?? "")
    }

    func testMayUseNamingAnUnknownLayerIsAnError() {
        let found = error("""
            layers:
              Domain:
                paths: [Domain/**]
              Data:
                paths: [Data/**]
                may_use: [Domian]
            """)
        XCTAssertEqual(found?.line, 6)
        XCTAssertEqual(found?.column, 15)
        XCTAssertEqual(found?.message, "unknown layer 'Domian' in 'may_use' of layer 'Data'; did you mean 'Domain'?")
    }

    func testAModuleInTwoLayersIsAnError() {
        let found = error("""
            layers:
              Core:
                modules: [Kit]
              Feature:
                modules: [Feature, Kit]
            """)
        XCTAssertEqual(found?.line, 5)
        XCTAssertTrue(found?.message.contains("module 'Kit' is in two layers, 'Core' and 'Feature'") == true, found?.message ?? "")
    }

    func testALayerWithoutFilesIsAnError() {
        let found = error("""
            layers:
              Domain:
                may_use: []
            """)
        XCTAssertEqual(found?.line, 2)
        XCTAssertTrue(found?.message.contains("layer 'Domain' holds no files") == true, found?.message ?? "")
    }

    func testAWrongShapeIsAnError() {
        XCTAssertEqual(error("layers: [Domain]")?.message, "expected a mapping of layer names for 'layers', found a list")
        XCTAssertEqual(error("composition_root: {a: b}")?.message, "expected a list of strings for 'composition_root', found a mapping")
        XCTAssertTrue(error("composition_rot: [App/**]")?.message.contains("did you mean 'composition_root'?") == true)
    }

    func testAFileInTwoLayersIsAnErrorNamingBothPatterns() throws {
        let configuration = try parse("""
            layers:
              Domain:
                paths: [Sources/**]
              Data:
                paths: [Sources/Data/**]
            """)
        let (found, _) = ArchitectureLayers.check(configuration, files: ["/project/Sources/Data/Store.swift", "/project/Sources/Order.swift"])
        XCTAssertEqual(found?.line, 5)
        XCTAssertEqual(found?.message,
                       "'/project/Sources/Data/Store.swift' is in two layers: 'Domain' by 'Sources/**' (line 3) and 'Data' by 'Sources/Data/**'; a file belongs to one layer")
    }

    func testAPatternMatchingNoFileIsAWarning() throws {
        let configuration = try parse("""
            composition_root: [App/DI/**]
            layers:
              Domain:
                paths: [Domain/**, Domian/**]
            """)
        let (found, warnings) = ArchitectureLayers.check(configuration, files: ["/project/Domain/Order.swift"])
        XCTAssertNil(found)
        XCTAssertEqual(warnings, [
            ".dilint.yml:4:24: warning: 'Domian/**' of layer 'Domain' matches no file",
            ".dilint.yml:1:20: warning: 'App/DI/**' of 'composition_root' matches no file",
        ])
    }

    /// Ten thousand layers over ten thousand files: each file is matched against the
    /// patterns filed under its own folders, not against every pattern.
    func testManyLayersAreMatchedByTheirFolders() throws {
        var text = "layers:\n"
        for index in 0..<2_000 { text += "  L\(index):\n    paths: [Layer\(index)/**]\n" }
        let configuration = try parse(text)
        let layers = ArchitectureLayers(configuration)
        for index in stride(from: 0, to: 2_000, by: 97) {
            XCTAssertEqual(layers.layer(ofFile: "/project/Layer\(index)/A.swift", module: "App"), index)
        }
    }
}
