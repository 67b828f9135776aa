@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class FileWalkTests: XCTestCase {
    private var root = ""
    private let files = FileManager.default

    override func setUpWithError() throws {
        // Real path, so display paths are predictable even where /tmp is a link.
        let temporary = FileSystemEntry.realPath(NSTemporaryDirectory())!
        root = temporary + "/dilint-walk-\(UUID().uuidString)"
        for file in ["App/A.swift", "App/B.swift", "App/readme.md", "App/Generated/G.swift",
                     "App/Sub/Generated/H.swift", "App/Sub/C.swift", "Pods/Lib/P.swift",
                     "Modules/M.swift", ".build/X.swift", ".git/Y.swift", ".hidden/Z.swift",
                     ".swiftpm/W.swift", "Top.swift"] {
            try write(file)
        }
    }

    override func tearDownWithError() throws {
        chmod(root + "/Locked", 0o755)
        try? files.removeItem(atPath: root)
    }

    func testFindsSwiftFilesSortedAndSkipsToolAndHiddenFolders() throws {
        let result = walk(excluded: [])
        XCTAssertEqual(result.files.map(\.displayPath), [
            "App/A.swift", "App/B.swift", "App/Generated/G.swift", "App/Sub/C.swift",
            "App/Sub/Generated/H.swift", "Modules/M.swift", "Pods/Lib/P.swift", "Top.swift",
        ])
        XCTAssertEqual(result.files.first?.absolutePath, root + "/App/A.swift")
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.missingInputs, [])
    }

    func testExcludedFoldersAndPatterns() throws {
        let result = walk(excluded: ["**/Generated/**", "Pods", "App/B.swift"])
        XCTAssertEqual(result.files.map(\.displayPath), ["App/A.swift", "App/Sub/C.swift", "Modules/M.swift", "Top.swift"])
    }

    func testExcludedFoldersAreNeverEntered() throws {
        // A loop inside an excluded folder would be reported if the walk went in.
        try files.createSymbolicLink(atPath: root + "/Pods/Lib/up", withDestinationPath: root)
        let result = walk(excluded: ["Pods"])
        XCTAssertEqual(result.problems, [])
        let unpruned = walk(excluded: [])
        XCTAssertEqual(unpruned.problems.map(\.kind), [.symlinkLoop])
    }

    func testIncludedPatternsLimitTheWalk() throws {
        try files.createSymbolicLink(atPath: root + "/Modules/up", withDestinationPath: root)
        let result = walk(included: ["App/Sub", "Top.swift"], excluded: [])
        XCTAssertEqual(result.files.map(\.displayPath), ["App/Sub/C.swift", "App/Sub/Generated/H.swift", "Top.swift"])
        XCTAssertEqual(result.problems, [], "Modules cannot hold a match, so its loop is never seen")
        let stars = walk(included: ["**/Generated/*.swift"], excluded: [])
        XCTAssertEqual(stars.files.map(\.displayPath), ["App/Generated/G.swift", "App/Sub/Generated/H.swift"])
    }

    func testSymlinkLoopIsReportedAndTheRestGoesOn() throws {
        try files.createSymbolicLink(atPath: root + "/App/Sub/loop", withDestinationPath: root + "/App")
        try files.createSymbolicLink(atPath: root + "/self", withDestinationPath: ".")
        let result = walk(excluded: [])
        XCTAssertEqual(result.files.count, 8)
        XCTAssertEqual(result.problems.map(\.description), [
            "App/Sub/loop: symbolic link loop: leads back to 'App'; not followed",
            "self: symbolic link loop: leads back to '.'; not followed",
        ])
    }

    func testLinkedFolderIsFollowedAndEachRealFileListedOnceUnderItsRealPath() throws {
        try files.createSymbolicLink(atPath: root + "/AAA", withDestinationPath: root + "/Modules")
        let outside = root + "-outside"
        try files.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: outside) }
        try "struct O {}".write(toFile: outside + "/O.swift", atomically: true, encoding: .utf8)
        try files.createSymbolicLink(atPath: root + "/Vendor", withDestinationPath: outside)
        let result = walk(excluded: ["App", "Pods"])
        XCTAssertEqual(result.files.map(\.displayPath), ["Modules/M.swift", "Top.swift", "Vendor/O.swift"])
        XCTAssertEqual(result.problems, [])
    }

    /// Two links to one folder outside: its files are shown under the link met first
    /// going down the folders in name order (`App/Sub/z` before `App-b`, though the
    /// slash sorts after the dash), whatever order the file system lists them in.
    func testFolderLinkedTwiceIsShownUnderTheLinkMetFirst() throws {
        let outside = root + "-outside"
        try files.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer { try? files.removeItem(atPath: outside) }
        try "struct O {}".write(toFile: outside + "/O.swift", atomically: true, encoding: .utf8)
        try files.createSymbolicLink(atPath: root + "/App-b", withDestinationPath: outside)
        try files.createSymbolicLink(atPath: root + "/App/Sub/z", withDestinationPath: outside)
        let result = walk(excluded: ["Pods", "Modules"])
        XCTAssertEqual(result.files.map(\.displayPath), [
            "App/A.swift", "App/B.swift", "App/Generated/G.swift", "App/Sub/C.swift", "App/Sub/Generated/H.swift",
            "App/Sub/z/O.swift", "Top.swift",
        ])
    }

    func testBrokenLinkAndSpecialFilesAreProblemsNotFailures() throws {
        try files.createSymbolicLink(atPath: root + "/App/Broken.swift", withDestinationPath: root + "/nowhere.swift")
        try files.createSymbolicLink(atPath: root + "/App/broken-note.txt", withDestinationPath: root + "/nowhere.txt")
        XCTAssertEqual(mkfifo(root + "/App/Pipe.swift", 0o644), 0)
        let result = walk(excluded: [])
        XCTAssertEqual(result.files.count, 8)
        XCTAssertEqual(result.problems.map(\.description), [
            "App/Broken.swift: symbolic link to a missing file; skipped",
            "App/Pipe.swift: not a regular file; reading it could block; skipped",
        ])
        XCTAssertEqual(result.problems.map(\.kind), [.brokenSymlink, .notARegularFile])
    }

    /// A file that cannot be read is still listed: reading it names it
    /// (`UnreadableFileLintTests`).
    func testUnreadableFolderIsAProblemAndTheRestGoesOn() throws {
        try write("Locked/L.swift")
        chmod(root + "/Locked", 0)
        chmod(root + "/App/B.swift", 0)
        // Permissions do not stop root, so only an ordinary user can see the failure.
        try XCTSkipIf(getuid() == 0, "running as root: chmod 000 folders and files stay readable")
        let result = walk(excluded: [])
        XCTAssertEqual(result.files.count, 8)
        XCTAssertEqual(result.problems.map(\.kind), [.unreadableDirectory])
        XCTAssertEqual(result.problems.map(\.description), ["Locked: cannot read folder: permission denied"])
    }

    func testNamedInputs() throws {
        let result = FileWalk(baseDirectory: root, displayBase: root)
            .run(inputs: [root + "/App/Sub", root + "/Top.swift", root + "/missing", "relative-missing", root + "/App/readme.md"])
        XCTAssertEqual(result.files.map(\.displayPath), ["App/Sub/C.swift", "App/Sub/Generated/H.swift", "Top.swift"])
        XCTAssertEqual(result.missingInputs, [root + "/missing", "relative-missing"])
        XCTAssertEqual(result.problems.map(\.description), ["App/readme.md: not a Swift file; skipped"])
    }

    func testOverlappingInputsListEachFileOnce() throws {
        let result = FileWalk(baseDirectory: root, displayBase: root)
            .run(inputs: [root + "/App/Sub", root + "/App", root + "/App/A.swift"])
        XCTAssertEqual(result.files.map(\.displayPath), [
            "App/A.swift", "App/B.swift", "App/Generated/G.swift", "App/Sub/C.swift", "App/Sub/Generated/H.swift",
        ])
    }

    func testDisplayPathsAreRelativeToTheDisplayBase() throws {
        let result = FileWalk(baseDirectory: root, displayBase: root + "/App").run(inputs: [root + "/Modules"])
        XCTAssertEqual(result.files.map(\.displayPath), ["../Modules/M.swift"])
    }

    /// A folder that holds the display base shows what it holds by no rule of its own:
    /// the base itself is `.`, what lies in it is shown without `..` at all.
    func testDisplayBaseInsideTheWalkedFolder() throws {
        let result = FileWalk(baseDirectory: root, displayBase: root + "/App/Sub").run(inputs: [root])
        XCTAssertEqual(result.files.map(\.displayPath), [
            "../../Modules/M.swift", "../../Pods/Lib/P.swift", "../../Top.swift", "../A.swift", "../B.swift",
            "../Generated/G.swift", "C.swift", "Generated/H.swift",
        ])
        XCTAssertEqual(result.files.last?.absolutePath, root + "/App/Sub/Generated/H.swift")
    }

    func testConfigurationPatternsAreRelativeToItsFolder() throws {
        var configuration = Configuration()
        configuration.excluded = [try Glob("Sub")]
        configuration.baseDirectory = root + "/App"
        let result = FileWalk(configuration: configuration, displayBase: root).run(inputs: [root + "/App"])
        XCTAssertEqual(result.files.map(\.displayPath), ["App/A.swift", "App/B.swift", "App/Generated/G.swift"])
    }

    func testHiddenFoldersCanBeWalkedButToolFoldersNever() throws {
        var settings = FileWalk(baseDirectory: root, displayBase: root)
        settings.skipsHiddenFolders = false
        let result = settings.run(inputs: [root])
        XCTAssertTrue(result.files.map(\.displayPath).contains(".hidden/Z.swift"))
        XCTAssertFalse(result.files.contains { $0.displayPath.hasPrefix(".build") || $0.displayPath.hasPrefix(".git") })
    }

    // MARK: - Helpers

    private func walk(included: [String] = [], excluded: [String]) -> FileWalkResult {
        FileWalk(included: included.map { try! Glob($0) }, excluded: excluded.map { try! Glob($0) },
                 baseDirectory: root, displayBase: root)
            .run(inputs: [root])
    }

    private func write(_ relative: String) throws {
        let path = root + "/" + relative
        try files.createDirectory(atPath: FilePaths.parent(of: path), withIntermediateDirectories: true)
        try "// \(relative)\n".write(toFile: path, atomically: true, encoding: .utf8)
    }
}
