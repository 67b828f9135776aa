import Analyzer
import XCTest

/// A file is in test code when a folder on its path is named like a test folder; the
/// file's own name does not count.
final class TestPathTests: XCTestCase {
    /// What `TestCode.isTestPath` answered before it read paths byte by byte.
    private func bySplitting(_ path: String) -> Bool {
        let folders: Set<String> = ["Tests", "Test", "UITests", "TestHelpers", "TestSupport", "Mocks", "Mock", "Fakes", "Stubs",
                                    "Preview Content", "PreviewContent", "Previews", "fastlane"]
        return path.utf8.split(separator: UInt8(ascii: "/")).dropLast().contains { folders.contains(String(Substring($0))) }
    }

    func testFoldersNamedForTestsMarkTheirFiles() {
        let paths = ["Tests/AppTests.swift", "App/Tests/X.swift", "App/TestsX/Y.swift", "App/Preview Content/Z.swift",
                     "a/b/Mocks/c.swift", "Mocks", "Mocks/", "App/Mocks/", "/abs/UITests/x.swift", "x//Tests//y.swift",
                     "Ünicode/Tests/a.swift", "Tests", "App/Sources/Tests.swift", "fastlane/Fastfile.swift", "App/Fastlane/a.swift",
                     "", "/", "App/Test/a.swift", "App/TestHelpers/b.swift", "Feature/PreviewContent/c.swift", "A/B/C/D.swift"]
        for path in paths {
            XCTAssertEqual(TestCode.isTestPath(path), bySplitting(path), path)
        }
        XCTAssertTrue(TestCode.isTestPath("App/Tests/X.swift"))
        XCTAssertFalse(TestCode.isTestPath("App/Sources/Tests.swift"), "the file's own name is not a folder")
        XCTAssertFalse(TestCode.isTestPath("App/TestsX/Y.swift"))
    }
}
