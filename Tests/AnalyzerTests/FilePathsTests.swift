@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class FilePathsTests: XCTestCase {
    /// The shortcut for a file under the base and the component walk agree.
    func testRelativePathsReadFromTheBase() {
        XCTAssertEqual(FilePaths.relative("/work/app/Sources/A.swift", to: "/work/app"), "Sources/A.swift")
        XCTAssertEqual(FilePaths.relative("/work/app", to: "/work/app"), ".")
        XCTAssertEqual(FilePaths.relative("/work/apps/A.swift", to: "/work/app"), "../apps/A.swift")
        XCTAssertEqual(FilePaths.relative("/work/app/./B/../A.swift", to: "/work/app"), "A.swift")
        XCTAssertEqual(FilePaths.relative("/work/app//A.swift", to: "/work/app/"), "A.swift")
        XCTAssertEqual(FilePaths.relative("/work/other/A.swift", to: "/work/app"), "../other/A.swift")
        XCTAssertEqual(FilePaths.relative("/A.swift", to: "/"), "A.swift")
    }

    /// Paths outside the base, which every file of a folder outside the current one takes.
    func testRelativePathsClimbOutOfTheBase() {
        XCTAssertEqual(FilePaths.relative("/work", to: "/work/app/x"), "../..")
        XCTAssertEqual(FilePaths.relative("/a/b", to: "/c"), "../a/b")
        XCTAssertEqual(FilePaths.relative("/work/app2/A.swift", to: "/work/app/Sources"), "../../app2/A.swift")
        XCTAssertEqual(FilePaths.relative("/work/ap/A.swift", to: "/work/app"), "../ap/A.swift")
        XCTAssertEqual(FilePaths.relative("/work/caf\u{E9}/A.swift", to: "/work/caf\u{E8}"), "../caf\u{E9}/A.swift")
        XCTAssertEqual(FilePaths.relative("/tmp/corpus/x/A.swift", to: "/work/main"), "../../tmp/corpus/x/A.swift")
        XCTAssertEqual(FilePaths.relative("/work/app/../other/./A.swift", to: "/work//app/"), "../other/A.swift")
        XCTAssertEqual(FilePaths.relative("/", to: "/work"), "..")
        XCTAssertEqual(FilePaths.relative("/work", to: "/"), "work")
    }

    func testNormalizeKeepsANormalizedPathAndMendsTheRest() {
        XCTAssertEqual(FilePaths.normalize("/a/b.swift"), "/a/b.swift")
        XCTAssertEqual(FilePaths.normalize("a/./b//c/../d/"), "a/b/d")
        XCTAssertEqual(FilePaths.normalize("/../a"), "/a")
        XCTAssertEqual(FilePaths.normalize(""), ".")
        XCTAssertEqual(FilePaths.normalize("../a"), "../a")
    }
}
