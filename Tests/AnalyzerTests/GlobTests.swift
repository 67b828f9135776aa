@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class GlobTests: XCTestCase {
    func testLiteralFolderMatchesItselfAndEverythingUnder() throws {
        let pods = try Glob("Pods")
        XCTAssertTrue(pods.matches("Pods"))
        XCTAssertTrue(pods.matches("Pods/Alamofire/Source/Request.swift"))
        XCTAssertFalse(pods.matches("App/Pods/x.swift"), "patterns are anchored at the configuration's folder")
        XCTAssertFalse(pods.matches("PodsExtra/x.swift"))
        XCTAssertFalse(pods.matches("Pod"))
    }

    func testStarStaysInsideOneComponent() throws {
        let glob = try Glob("App/*.swift")
        XCTAssertTrue(glob.matches("App/A.swift"))
        XCTAssertTrue(glob.matches("App/.swift"))
        XCTAssertFalse(glob.matches("App/Sub/A.swift"))
        XCTAssertFalse(glob.matches("App/A.swiftx"))
        XCTAssertTrue(try Glob("*Tests").matches("AppTests/X.swift"))
        XCTAssertTrue(try Glob("a*b*c").matches("abbbcbc"))
        XCTAssertFalse(try Glob("a*b*c").matches("abbbcb"))
    }

    /// `*` then plain ASCII is compared as a suffix of bytes: the same answers as the
    /// general matcher, non-ASCII names and a star that matches nothing included.
    func testStarThenSuffix() throws {
        let glob = try Glob("**/*Tests.swift")
        XCTAssertTrue(glob.matches("Feature/CartTests.swift"))
        XCTAssertTrue(glob.matches("Tests.swift"))
        XCTAssertTrue(glob.matches("Übersicht/ÜbersichtTests.swift"))
        XCTAssertFalse(glob.matches("Feature/CartTests.swif"))
        XCTAssertFalse(glob.matches("Feature/ests.swift"))
        XCTAssertFalse(glob.matches("Feature/CartTestsXswift"))
        XCTAssertTrue(try Glob("*é.swift").matches("Café.swift"), "a non-ASCII suffix goes the general way")
        XCTAssertFalse(try Glob("*.swift").matches("a.Swift"))
    }

    func testDoubleStarMatchesAnyNumberOfComponentsIncludingNone() throws {
        let generated = try Glob("**/Generated/**")
        XCTAssertTrue(generated.matches("Generated/x.swift"))
        XCTAssertTrue(generated.matches("A/Generated/b/x.swift"))
        XCTAssertTrue(generated.matches("A/B/C/Generated/x.swift"))
        XCTAssertTrue(generated.matches("Generated"))
        XCTAssertFalse(generated.matches("A/NotGenerated/x.swift"))
        XCTAssertFalse(generated.matches("A/Generatedx/x.swift"))

        let mocks = try Glob("**/*Mock.swift")
        XCTAssertTrue(mocks.matches("AMock.swift"))
        XCTAssertTrue(mocks.matches("a/b/AMock.swift"))
        XCTAssertFalse(mocks.matches("a/b/AMock.swift.orig"))

        let middle = try Glob("App/**/Views")
        XCTAssertTrue(middle.matches("App/Views/V.swift"))
        XCTAssertTrue(middle.matches("App/a/b/Views/V.swift"))
        XCTAssertFalse(middle.matches("Views/V.swift"))

        XCTAssertTrue(try Glob("**").matches("anything/at/all.swift"))
        XCTAssertTrue(try Glob("a/**/**/b").matches("a/b"), "repeated ** collapse")
    }

    func testDoubleStarInsideAComponentIsAStar() throws {
        let glob = try Glob("a**b")
        XCTAssertTrue(glob.matches("axxb"))
        XCTAssertFalse(glob.matches("ax/xb"))
    }

    func testQuestionMarkAndSets() throws {
        XCTAssertTrue(try Glob("v?.swift").matches("v1.swift"))
        XCTAssertTrue(try Glob("v?.swift").matches("vé.swift"), "? is one character, not one byte")
        XCTAssertFalse(try Glob("v?.swift").matches("v12.swift"))
        XCTAssertTrue(try Glob("[abc].swift").matches("b.swift"))
        XCTAssertFalse(try Glob("[abc].swift").matches("d.swift"))
        XCTAssertTrue(try Glob("[a-z]1").matches("q1"))
        XCTAssertFalse(try Glob("[a-z]1").matches("Q1"))
        XCTAssertTrue(try Glob("[!a]x").matches("bx"))
        XCTAssertFalse(try Glob("[!a]x").matches("ax"))
        XCTAssertTrue(try Glob("[]]x").matches("]x"))
        XCTAssertTrue(try Glob("[a-]x").matches("-x"))
        XCTAssertTrue(try Glob("\\*.swift").matches("*.swift"))
        XCTAssertFalse(try Glob("\\*.swift").matches("a.swift"))
    }

    func testNormalizesSlashesAndDots() throws {
        XCTAssertTrue(try Glob("./Pods/").matches("Pods/x.swift"))
        XCTAssertTrue(try Glob("App//Sub").matches("App/Sub/x.swift"))
        XCTAssertTrue(try Glob("../Shared/**").matches("../Shared/a.swift"))
    }

    func testAbsolutePatterns() throws {
        let glob = try Glob("/tmp/project/Vendor")
        XCTAssertTrue(glob.isAbsolute)
        XCTAssertTrue(glob.matches("/tmp/project/Vendor/x.swift"))
        XCTAssertFalse(try Glob("Vendor").isAbsolute)
    }

    func testInvalidPatterns() {
        XCTAssertThrowsError(try Glob("")) { XCTAssertTrue(($0 as! GlobError).message.contains("empty")) }
        XCTAssertThrowsError(try Glob("/")) { XCTAssertTrue(($0 as! GlobError).message.contains("empty")) }
        XCTAssertThrowsError(try Glob("a[bc")) { XCTAssertTrue(($0 as! GlobError).message.contains("unterminated '['")) }
        XCTAssertThrowsError(try Glob("[z-a]")) { XCTAssertTrue(($0 as! GlobError).message.contains("invalid range")) }
        XCTAssertThrowsError(try Glob("a\\")) { XCTAssertTrue(($0 as! GlobError).message.contains("after '\\'")) }
    }

    func testExactMatchAndCouldMatchInsideDrivePruning() throws {
        let glob = try Glob("App/*/Views/*.swift")
        XCTAssertTrue(glob.couldMatchInside(["App"]))
        XCTAssertTrue(glob.couldMatchInside(["App", "Orders"]))
        XCTAssertTrue(glob.couldMatchInside(["App", "Orders", "Views"]))
        XCTAssertFalse(glob.couldMatchInside(["App", "Orders", "Models"]))
        XCTAssertFalse(glob.couldMatchInside(["Modules"]))
        XCTAssertTrue(glob.matchesExactly(["App", "Orders", "Views", "V.swift"]))
        XCTAssertFalse(glob.matchesExactly(["App", "Orders", "Views"]))
        XCTAssertFalse(try Glob("Pods").matchesExactly(["Pods", "x.swift"]), "folders do not count for exact matches")
    }

    func testPathologicalPatternsStayFast() throws {
        let stars = try Glob(String(repeating: "a*", count: 30) + "b")
        let name = String(repeating: "a", count: 2_000)
        let doubleStars = try Glob(Array(repeating: "**/a", count: 30).joined(separator: "/") + "/b")
        let deep = Array(repeating: "a", count: 2_000).joined(separator: "/")
        let start = Date()
        XCTAssertFalse(stars.matches(name))
        XCTAssertFalse(doubleStars.matches(deep))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2, "matching must not backtrack exponentially")
    }
}
