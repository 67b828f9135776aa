@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class ConfigurationLoaderTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "dilint-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    func testDiscoverFindsTheNearestFileWalkingUp() throws {
        try "rules: {}\n".write(toFile: root + "/.dilint.yml", atomically: true, encoding: .utf8)
        try "included: [x]\n".write(toFile: root + "/a/b/.dilint.yml", atomically: true, encoding: .utf8)
        let real = FileSystemEntry.realPath(root)!
        XCTAssertEqual(ConfigurationLoader.discover(from: root + "/a/b/c").map(FileSystemEntry.realPath),
                       real + "/a/b/.dilint.yml")
        XCTAssertEqual(ConfigurationLoader.discover(from: root + "/a").map(FileSystemEntry.realPath), real + "/.dilint.yml")
    }

    func testDiscoverIgnoresAFolderNamedLikeTheFile() throws {
        try FileManager.default.createDirectory(atPath: root + "/a/.dilint.yml", withIntermediateDirectories: true)
        let found = ConfigurationLoader.discover(from: root + "/a/b")
        XCTAssertFalse(found?.hasPrefix(root) ?? false, "found \(found ?? "nil")")
    }

    func testLoadSetsTheBaseDirectoryToTheFilesFolder() throws {
        let path = root + "/a/.dilint.yml"
        try ConfigurationTests.specExample.write(toFile: path, atomically: true, encoding: .utf8)
        let config = try ConfigurationLoader.load(path: path, knownRuleIDs: ConfigurationTests.ruleIDs)
        XCTAssertEqual(config.baseDirectory, root + "/a")
        XCTAssertEqual(config.filePath, path)
        XCTAssertEqual(config.included.map(\.pattern), ["App", "Modules"])
    }

    func testLoadErrorsNameThePathAsGiven() throws {
        let path = root + "/bad.yml"
        try "rules:\n  x: [".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try ConfigurationLoader.load(path: path, knownRuleIDs: ["x"])) { error in
            XCTAssertEqual("\(error)", "\(path):2:6: error: unterminated flow list; expected ']' to close the '[' opened here")
        }
    }

    func testMissingFileAndFolderAreErrorsAtTheStart() {
        XCTAssertThrowsError(try ConfigurationLoader.load(path: root + "/none.yml", knownRuleIDs: [])) { error in
            XCTAssertEqual("\(error)", "\(root)/none.yml:1:1: error: configuration file not found")
        }
        XCTAssertThrowsError(try ConfigurationLoader.load(path: root + "/a", knownRuleIDs: [])) { error in
            XCTAssertTrue("\(error)".hasSuffix("1:1: error: expected a configuration file, found a directory"), "\(error)")
        }
    }

    func testBinaryFileIsAnErrorNotACrash() throws {
        let path = root + "/binary.yml"
        try Data([0x61, 0x3A, 0x20, 0x80, 0x00, 0xFF]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ConfigurationLoader.load(path: path, knownRuleIDs: [])) { error in
            XCTAssertEqual("\(error)", "\(path):1:4: error: invalid UTF-8; expected the file to be UTF-8 text")
        }
    }
}
