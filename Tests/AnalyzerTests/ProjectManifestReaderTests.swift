@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class ProjectManifestReaderTests: XCTestCase {
    static let realistic = #"""
    // swift-tools-version:5.9
    import PackageDescription
    import CompilerPluginSupport

    // .target(name: "InAComment") must not be read.
    /* .testTarget(name: "InABlockComment", path: "x") */
    let banner = "Build \(Context.packageDirectory) with .target(name: \"InAString\")"
    let shared: [Target.Dependency] = [.target(name: "Util", condition: .when(platforms: [.linux]))]

    let package = Package(
        name: "Shop",
        platforms: [.iOS(.v16), .macOS(.v13)],
        products: [.library(name: "ShopKit", targets: ["ShopKit"])],
        dependencies: [.package(url: "https://github.com/Swinject/Swinject.git", from: "2.8.0")],
        targets: [
            .target(
                name: "ShopKit",
                dependencies: ["Util", .product(name: "Swinject", package: "Swinject"), .target(name: "Macros")],
                path: "Code/ShopKit",
                swiftSettings: [.define("DEBUG_\("X")")]
            ),
            .target(name: "Util"),
            .executableTarget(name: "shop", dependencies: [.byName(name: "ShopKit")]),
            .macro(name: "Macros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
            .plugin(name: "Lint", capability: .buildTool()),
            .systemLibrary(name: "CSQLite", path: "Vendor/CSQLite", pkgConfig: "sqlite3"),
            .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
            .target(name: "Generated\(suffix)"),
            .testTarget(name: #"RawTests"#, path: "Tests/Raw"),
        ]
    )
    """#

    func testRealisticManifest() {
        let manifest = PackageManifestReader.read(text: Self.realistic, path: "shop/Package.swift")
        XCTAssertEqual(manifest.packageName, "Shop")
        XCTAssertEqual(manifest.directory, "shop")
        XCTAssertEqual(manifest.targets.map(\.name), ["ShopKit", "Util", "shop", "Macros", "Lint", "CSQLite", "ShopKitTests", "RawTests"])
        XCTAssertEqual(manifest.targets.map(\.kind), [.regular, .regular, .executable, .macro, .plugin, .systemLibrary, .test, .test])

        let kit = manifest.target(named: "ShopKit")
        XCTAssertEqual(kit?.path, "Code/ShopKit")
        XCTAssertEqual(kit?.sourceFolder, "Code/ShopKit")
        XCTAssertEqual(kit?.dependencies, ["Util", "Macros"])
        XCTAssertEqual(manifest.target(named: "Util")?.sourceFolder, "Sources/Util")
        XCTAssertEqual(manifest.target(named: "Util")?.sourceFolders, ["Sources/Util", "Source/Util", "src/Util", "srcs/Util"])
        XCTAssertEqual(manifest.target(named: "shop")?.dependencies, ["ShopKit"])
        XCTAssertEqual(manifest.target(named: "Macros")?.dependencies, [])
        XCTAssertEqual(manifest.target(named: "Lint")?.sourceFolder, "Plugins/Lint")
        XCTAssertEqual(manifest.target(named: "CSQLite")?.sourceFolder, "Vendor/CSQLite")
        XCTAssertEqual(manifest.target(named: "ShopKitTests")?.sourceFolder, "Tests/ShopKitTests")
        XCTAssertEqual(manifest.target(named: "RawTests")?.sourceFolder, "Tests/Raw")
    }

    func testLanguageModeAndDefaultIsolation() {
        let manifest = PackageManifestReader.read(text: """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
            name: "Ledger",
            targets: [
                .target(name: "LedgerCore"),
                .target(name: "LedgerUI", swiftSettings: [.defaultIsolation(MainActor.self), .enableUpcomingFeature("X")]),
                .target(name: "LedgerLegacy", swiftSettings: [.swiftLanguageMode(.v5)]),
                .target(name: "LedgerOpen", swiftSettings: [.defaultIsolation(nil)]),
            ]
        )
        """)
        XCTAssertEqual(manifest.toolsVersion, "6.2")
        let byName = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0) })
        XCTAssertEqual(byName["LedgerCore"].flatMap(manifest.languageMode), "6", "a 6.x manifest builds in the Swift 6 mode")
        XCTAssertEqual(byName["LedgerUI"]?.defaultIsolation, "MainActor")
        XCTAssertNil(byName["LedgerCore"]?.defaultIsolation)
        XCTAssertNil(byName["LedgerOpen"]?.defaultIsolation, "nil is no isolation")
        XCTAssertEqual(byName["LedgerLegacy"].flatMap(manifest.languageMode), "5", "the target's own mode comes first")

        let older = PackageManifestReader.read(text: """
        // swift-tools-version:5.9
        let package = Package(name: "Old", targets: [.target(name: "A")], swiftLanguageVersions: [.v5, .version("6")])
        """)
        XCTAssertEqual(older.languageModes, ["5", "6"])
        XCTAssertEqual(older.targets.first.flatMap(older.languageMode), "6", "the newest mode the package lists")
        let five = PackageManifestReader.read(text: "// swift-tools-version:5.7.1\nlet package = Package(name: \"P\", targets: [.target(name: \"A\")])")
        XCTAssertEqual(five.targets.first.flatMap(five.languageMode), "5")
        let unstated = PackageManifestReader.read(text: "let package = Package(name: \"P\", targets: [.target(name: \"A\")])")
        XCTAssertNil(unstated.targets.first.flatMap(unstated.languageMode), "no tools version: the mode is not known")
    }

    func testTargetOffsetPointsAtTheCallName() {
        let text = "let p = Package(name: \"P\", targets: [.target(name: \"A\")])"
        let manifest = PackageManifestReader.read(text: text)
        let offset = manifest.targets.first?.offset ?? -1
        XCTAssertEqual(String(Array(text.utf8)[offset..<(offset + 6)].map { Character(UnicodeScalar($0)) }), "target")
        XCTAssertEqual(manifest.directory, ".")
    }

    func testComputedNamesAndNestedDependenciesAreNotTargets() {
        let manifest = PackageManifestReader.read(text: """
        let names = ["A", "B"]
        let package = Package(name: "P", targets: names.map { .target(name: $0) } + [
            .testTarget(name: "T", dependencies: [.target(name: "NotATarget")]),
        ])
        """)
        XCTAssertEqual(manifest.targets.map(\.name), ["T"])
        XCTAssertEqual(manifest.targets.first?.dependencies, ["NotATarget"])
    }

    func testTargetsInEveryConditionalBranchAreFoundOnce() {
        let manifest = PackageManifestReader.read(text: """
        var targets: [Target] = [.target(name: "Core")]
        #if os(Linux)
        targets.append(.target(name: "LinuxOnly", path: "Linux"))
        #else
        targets.append(.target(name: "Core", path: "Other"))
        #endif
        """)
        XCTAssertEqual(manifest.targets.map(\.name), ["Core", "LinuxOnly"])
        XCTAssertEqual(manifest.target(named: "Core")?.path, nil)
    }

    func testMalformedManifestsDoNotCrash() {
        for text in ["", ".target(", ".target(name: \"A\"", ".target(name: \"A\", path: ", "Package(name:", ".testTarget(name: \"\\(x)\")", ")))]]]", ".target(name: \"A\" ] ) .target(name: \"B\")"] {
            _ = PackageManifestReader.read(text: text)
        }
        XCTAssertEqual(PackageManifestReader.read(text: ".target(name: \"A\"").targets.map(\.name), ["A"])
        XCTAssertEqual(PackageManifestReader.read(text: ".target(name: \"A\" ] ) .target(name: \"B\")").targets.map(\.name), ["A", "B"])
    }

    func testEscapedAndRawStrings() {
        let manifest = PackageManifestReader.read(text: ##".target(name: "Q\"uote", path: #"a\b"#)"##)
        XCTAssertEqual(manifest.targets.first?.name, "Q\"uote")
        XCTAssertEqual(manifest.targets.first?.path, #"a\b"#)
    }
}

final class ProjectManifestPathTests: XCTestCase {
    func testManifestPaths() {
        XCTAssertTrue(PackageManifestReader.isManifest(path: "Package.swift"))
        XCTAssertTrue(PackageManifestReader.isManifest(path: "/a/b/Package.swift"))
        XCTAssertFalse(PackageManifestReader.isManifest(path: "/a/Package@swift-6.0.swift"))
        XCTAssertFalse(PackageManifestReader.isManifest(path: "/a/MyPackage.swift"))
        XCTAssertNil(PackageManifestReader.read(path: "/nonexistent/Package.swift"))
    }

    func testAnyManifestIsTheLastComponentsName() {
        for path in ["Package.swift", "a/b/Package.swift", "/a/Package.swift", "Package@swift-6.0.swift", "x/Package@swift-5.9.swift"] {
            XCTAssertTrue(PackageManifestReader.isAnyManifest(path: path), path)
        }
        for path in ["MyPackage.swift", "a/Package.swift.bak", "Package@swift-/x.swift", "Package.swift/Main.swift", "a/Package", ""] {
            XCTAssertFalse(PackageManifestReader.isAnyManifest(path: path), path)
        }
    }
}
