@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

final class FileBytesTests: XCTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "dilint-filebytes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testReadsAWholeFile() throws {
        let text = String(repeating: "struct S {}\n", count: 5_000)
        try text.write(toFile: folder + "/S.swift", atomically: false, encoding: .utf8)
        XCTAssertEqual(try FileBytes.reading(folder + "/S.swift").get(), Array(text.utf8))
    }

    func testAMissingFileGivesTheSystemsReason() {
        guard case .failure(let error) = FileBytes.reading(folder + "/Gone.swift") else { return XCTFail("read a missing file") }
        XCTAssertEqual(error.reason, "no such file or directory")
    }

    /// A file replaced by a pipe after the walk listed it: opening a pipe to read waits
    /// for a writer, so the read would hang the run.
    func testAPipeIsNotReadAndDoesNotBlock() {
        let pipe = folder + "/Pipe.swift"
        XCTAssertEqual(mkfifo(pipe, 0o644), 0)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var reason: String?
        DispatchQueue.global().async {
            if case .failure(let error) = FileBytes.reading(pipe) { reason = error.reason }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "reading a pipe blocked")
        XCTAssertEqual(reason, "not a regular file")
    }

    func testAFolderIsNotAFile() throws {
        try FileManager.default.createDirectory(atPath: folder + "/Dir.swift", withIntermediateDirectories: false)
        XCTAssertNil(FileBytes.contents(of: folder + "/Dir.swift"))
    }
}
