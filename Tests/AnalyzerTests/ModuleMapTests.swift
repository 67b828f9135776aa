@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class ModuleMapTests: XCTestCase {
    let manifest = PackageManifestReader.read(text: """
    let package = Package(name: "Shop", targets: [
        .target(name: "ShopKit", path: "Code/ShopKit"),
        .target(name: "ShopKitUI", path: "Code/ShopKit/UI"),
        .target(name: "Util"),
        .executableTarget(name: "shop"),
        .testTarget(name: "ShopKitTests", dependencies: ["ShopKit"]),
        .plugin(name: "Lint", capability: .buildTool()),
    ])
    """, path: "/repo/Package.swift")

    func testFilesGoToTheInnermostTargetFolder() {
        let files = [
            "/repo/Code/ShopKit/Cart.swift",
            "/repo/Code/ShopKit/Model/Item.swift",
            "/repo/Code/ShopKit/UI/CartView.swift",
            "/repo/Sources/Util/Strings.swift",
            "/repo/src/Util/Old.swift",
            "/repo/Sources/shop/main.swift",
            "/repo/Tests/ShopKitTests/CartTests.swift",
            "/repo/Plugins/Lint/Plugin.swift",
        ]
        let map = ModuleMap(files: files, roots: ["/repo"], manifests: [manifest])
        XCTAssertEqual(files.map { map.module(of: $0) }, ["ShopKit", "ShopKit", "ShopKitUI", "Util", "Util", "shop", "ShopKitTests", "Lint"])
        XCTAssertEqual(map.filesByModule["ShopKit"], ["/repo/Code/ShopKit/Cart.swift", "/repo/Code/ShopKit/Model/Item.swift"])
        XCTAssertEqual(map.modules, ["Lint", "ShopKit", "ShopKitTests", "ShopKitUI", "Util", "shop"])
        XCTAssertEqual(map.targets["ShopKitTests"]?.kind, .test)
    }

    func testEachTargetsLanguageModeAndIsolationReachTheModules() {
        let manifest = PackageManifestReader.read(text: """
        // swift-tools-version:6.0
        let package = Package(name: "Till", targets: [
            .target(name: "TillUI", swiftSettings: [.defaultIsolation(MainActor.self)]),
            .target(name: "TillLegacy", swiftSettings: [.swiftLanguageMode(.v5)]),
        ])
        """, path: "/till/Package.swift")
        let map = ModuleMap(files: ["/till/Sources/TillUI/A.swift", "/till/Sources/TillLegacy/B.swift"], roots: ["/till"], manifests: [manifest])
        XCTAssertEqual(map.info["TillUI"]?.swiftVersion, "6")
        XCTAssertEqual(map.info["TillUI"]?.defaultIsolation, "MainActor")
        XCTAssertEqual(map.info["TillLegacy"]?.swiftVersion, "5")
        XCTAssertNil(map.info["TillLegacy"]?.defaultIsolation)
    }

    /// A package's files outside its targets belong to the package, not to one module
    /// with every other package's loose files.
    func testAPackagesLooseFilesAreThePackages() {
        let other = PackageManifestReader.read(text: """
        let package = Package(name: "Codec", targets: [.target(name: "Codec")])
        """, path: "/repo/Vendor/Codec/Package.swift")
        let files = ["/repo/Vendor/Codec/Sources/Codec/A.swift", "/repo/Vendor/Codec/Reference/Generated.swift", "/repo/Samples/Demo.swift"]
        let map = ModuleMap(files: files, roots: ["/repo"], manifests: [manifest, other])
        XCTAssertEqual(files.map { map.module(of: $0) }, ["Codec", "Codec", "repo"])
    }

    /// Each playground page is a program of its own: two pages' top-level containers are
    /// two containers.
    func testEachPlaygroundPageIsItsOwnModule() {
        let files = [
            "/repo/Docs/Tour.playground/Pages/Intro.xcplaygroundpage/Contents.swift",
            "/repo/Docs/Tour.playground/Pages/Scopes.xcplaygroundpage/Contents.swift",
            "/repo/Docs/Tour.playground/Sources/Helpers.swift",
            "/repo/Sources/Util/Strings.swift",
        ]
        let map = ModuleMap(files: files, roots: ["/repo"], manifests: [manifest])
        XCTAssertEqual(files.map { map.module(of: $0) }, ["Tour.playground/Intro", "Tour.playground/Scopes", "Tour.playground", "Util"])
    }

    /// A folder that only starts like a target's is not in it: its files are what no
    /// target claims, one module named after the one folder analyzed.
    func testAFolderThatOnlyStartsLikeATargetFolderIsNotInIt() {
        let map = ModuleMap(files: ["/repo/Code/ShopKitExtras/X.swift", "/repo/Sources/UtilKit/Y.swift"], roots: ["/repo"], manifests: [manifest])
        XCTAssertEqual(map.module(of: "/repo/Code/ShopKitExtras/X.swift"), "repo")
        XCTAssertEqual(map.module(of: "/repo/Sources/UtilKit/Y.swift"), "repo")
        XCTAssertEqual(map.info["repo"]?.origin, .fallback)
        XCTAssertEqual(map.info["ShopKit"], nil, "a module without files has no entry")
    }

    func testNestedPackageTargetsWin() {
        let inner = PackageManifestReader.read(text: ".target(name: \"Bench\", path: \"Sources/Util\")", path: "/repo/Benchmarks/Package.swift")
        let map = ModuleMap(files: ["/repo/Benchmarks/Sources/Util/B.swift", "/repo/Sources/Util/U.swift"], roots: ["/repo"], manifests: [manifest, inner])
        XCTAssertEqual(map.module(of: "/repo/Benchmarks/Sources/Util/B.swift"), "Bench")
        XCTAssertEqual(map.module(of: "/repo/Sources/Util/U.swift"), "Util")
    }

    func testRelativeSpellingsMatch() {
        let relative = PackageManifestReader.read(text: ".target(name: \"App\", path: \"./Code/App/\")", path: "./Package.swift")
        let map = ModuleMap(files: ["Code/App/A.swift", "./Code//App/B.swift", "Code/Other/C.swift", "Package.swift"], roots: ["."], manifests: [relative])
        XCTAssertEqual(map.module(of: "Code/App/A.swift"), "App")
        XCTAssertEqual(map.module(of: "./Code//App/B.swift"), "App")
        XCTAssertEqual(map.module(of: "Code/Other/C.swift"), "main")
        XCTAssertEqual(map.module(of: "Package.swift"), "main")
    }

    func testATargetAtThePackageRootHoldsEverything() {
        let rooted = PackageManifestReader.read(text: ".target(name: \"Whole\", path: \".\")", path: "/pkg/Package.swift")
        let map = ModuleMap(files: ["/pkg/a/b/C.swift", "/pkg/D.swift", "/other/E.swift"], roots: ["/pkg", "/other"], manifests: [rooted])
        XCTAssertEqual(map.module(of: "/pkg/a/b/C.swift"), "Whole")
        XCTAssertEqual(map.module(of: "/pkg/D.swift"), "Whole")
        XCTAssertEqual(map.module(of: "/other/E.swift"), "main", "two folders analyzed: the rest is `main`")
    }

    /// Without any project description the analyzed tree is one module, never one per
    /// folder: `App/` and `Core/` may be one target or five, and folders do not say which.
    func testFallbackWithoutManifestsIsOneModule() {
        let files = ["/proj/App/Views/Home.swift", "/proj/App/AppDelegate.swift", "/proj/Core/Net.swift",
                     "/proj/Sources/Feature/F.swift", "/proj/Loose.swift"]
        let map = ModuleMap(files: files, roots: ["/proj"])
        XCTAssertEqual(files.map { map.module(of: $0) }, Array(repeating: "proj", count: 5))
        XCTAssertEqual(map.modules, ["proj"])
        XCTAssertEqual(map.info["proj"]?.isTest, false)
        for (roots, name) in [(["."], "main"), (["/proj", "/other"], "main"), (["Single.swift"], "main"), (["a/b/"], "b"), (["/"], "main")] {
            XCTAssertEqual(ModuleMap(files: ["x/Y.swift"], roots: roots).module(of: "x/Y.swift"), name, "\(roots)")
        }
    }

    func testTestTargetsAreKnown() {
        let map = ModuleMap(files: ["/repo/Tests/ShopKitTests/T.swift", "/repo/Sources/Util/U.swift"], roots: ["/repo"], manifests: [manifest])
        XCTAssertEqual(map.info["ShopKitTests"]?.isTest, true)
        XCTAssertEqual(map.info["Util"]?.isTest, false)
        XCTAssertEqual(map.info["Util"]?.origin, .package("/repo/Package.swift"))
    }

    func testPathSpellingsNormalize() {
        let expected = [
            "": ".", ".": ".", "/": "/", "a": "a", "a/b": "a/b", "/a/b": "/a/b", "a/": "a", "a//b": "a/b",
            "./a": "a", "a/./b": "a/b", "a/../b": "b", "../a": "../a", "/../a": "/a", "a/..": ".",
            "//a": "/a", "a/...": "a/...", ".hidden/x": ".hidden/x", "a/b/": "a/b", "a/.b/..c": "a/.b/..c",
            "a/../..": "..", "../../x/../y": "../../y", "/a/../../b": "/b", "é/./ü/../ß": "é/ß",
            "../..": "../..", "../../x": "../../x", "../x/..": "..", "/..": "/", "..": "..", "x/../../y": "../y",
        ]
        for (path, normal) in expected {
            XCTAssertEqual(PathNames.normalize(path), normal, path)
            // The fast path may pass a normal path by (`.`, `/`), never take a wrong one.
            if PathNames.isNormalized(path) { XCTAssertEqual(path, normal, path) }
        }
        for path in ["../..", "../../x/y", "..", "../.hidden/x", "a/b"] { XCTAssertTrue(PathNames.isNormalized(path), path) }
    }

    /// Every path of up to seven bytes over `a`, `.` and `/`: a path the fast test passes
    /// is one `normalize` gives back, and a relative one it gives back (but `.`) passes.
    func testTheNormalizedTestAgreesWithNormalizeOnEveryShortPath() {
        var paths = [""]
        var checked = 0
        for _ in 0..<7 {
            paths = paths.flatMap { path in ["a", ".", "/"].map { path + $0 } }
            for path in paths {
                let normal = PathNames.normalize(path)
                if PathNames.isNormalized(path) { XCTAssertEqual(normal, path, path) }
                if normal == path, !path.hasPrefix("/"), path != "." { XCTAssertTrue(PathNames.isNormalized(path), path) }
                checked += 1
            }
        }
        XCTAssertEqual(checked, 3_279)
    }

    func testManyFilesAndTargetsStayFast() {
        var text = "let package = Package(name: \"Big\", targets: [\n"
        for t in 0..<2_000 { text += ".target(name: \"T\(t)\"),\n" }
        text += "])"
        let big = PackageManifestReader.read(text: text, path: "/big/Package.swift")
        XCTAssertEqual(big.targets.count, 2_000)
        let files = (0..<50_000).map { "/big/Sources/T\($0 % 2_000)/Sub/F\($0).swift" }
        let started = Date()
        let map = ModuleMap(files: files, roots: ["/big"], manifests: [big])
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        XCTAssertEqual(map.module(of: "/big/Sources/T1999/Sub/F3999.swift"), "T1999")
        XCTAssertEqual(map.filesByModule["T7"]?.count, 25)
    }
}
