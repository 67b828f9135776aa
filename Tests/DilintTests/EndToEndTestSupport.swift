import Foundation
import XCTest

/// Runs the built `dilint` executable, as users and CI do, and collects what it says.
enum EndToEndDilint {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixturesFolder = packageRoot.appendingPathComponent("Fixtures/EndToEnd")

    static func fixture(_ name: String) -> URL { fixturesFolder.appendingPathComponent(name) }

    /// The executable next to the test bundle (the products folder `swift test` builds
    /// into), else `.build/debug/dilint` in the package; `DILINT_BINARY` overrides both.
    static let executable: URL? = {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["DILINT_BINARY"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("dilint"))
        }
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("dilint"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("dilint"))
        candidates.append(packageRoot.appendingPathComponent(".build/debug/dilint"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static func run(_ arguments: [String], in directory: URL, environment extra: [String: String] = [:],
                    file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        guard let executable else {
            XCTFail("the dilint executable was not found next to the tests or in .build/debug; build it first",
                    file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        // No analysis cache beside the fixtures: the cache's own tests turn it back on.
        environment["CI"] = "true"
        for (key, value) in extra { environment[key] = value }
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes are drained at once, so a full stderr cannot block a long stdout.
        let errData = CollectedOutput()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData.data, as: UTF8.self))
    }

    /// A fresh empty folder, removed when the test ends.
    static func temporaryFolder(for test: XCTestCase) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dilint-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}

/// Written by one reader thread, read after it is done (the group's wait orders the two).
private final class CollectedOutput: @unchecked Sendable {
    var data = Data()
}
