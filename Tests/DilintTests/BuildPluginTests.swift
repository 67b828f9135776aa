import Foundation
import XCTest

/// Builds `Fixtures/BuildPlugin/Demo`, a package whose App target uses the DilintBuildTool
/// plugin, and looks for dilint's finding in the build log. Opt-in, with
/// `DILINT_BUILD_PLUGIN_TEST=1` or `Scripts/check-build-plugin.sh`: the demo compiles dilint
/// again from source, which takes minutes. `DILINT_BUILD_PLUGIN_SCRATCH=DIR` keeps that
/// build for the next run; else it goes to a temporary folder.
final class BuildPluginTests: XCTestCase {
    private let demo = EndToEndDilint.packageRoot.appendingPathComponent("Fixtures/BuildPlugin/Demo")

    func testAnErrorFindingInTheTargetFailsTheBuildAndIsPrintedAsAnIssue() throws {
        let environment = ProcessInfo.processInfo.environment
        try XCTSkipUnless(environment["DILINT_BUILD_PLUGIN_TEST"] == "1",
                          "set DILINT_BUILD_PLUGIN_TEST=1 (or run Scripts/check-build-plugin.sh) to build the demo package")
        let scratch = try environment["DILINT_BUILD_PLUGIN_SCRATCH"].map { URL(fileURLWithPath: $0) }
            ?? EndToEndDilint.temporaryFolder(for: self)
        // dilint prints the path of the folder it works in as the system gives it back.
        let file = demo.resolvingSymlinksInPath().path + "/Sources/App/CheckoutScreen.swift"
        let finding = file + ":11:59: error: 'Analytics' is resolved here but no registration provides it [unregistered-resolution]"

        let first = try build(scratch: scratch)
        XCTAssertNotEqual(first.status, 0, "an error-level finding fails the build:\n\(first.log)")
        XCTAssertTrue(first.lines.contains(finding), "no '\(finding)' in the build log:\n\(first.log)")
        // Payments is registered in the Services target: the whole package was analyzed.
        XCTAssertFalse(first.log.contains("'Payments'"), first.log)
        // Services has a finding of its own, but Services does not run the plugin.
        XCTAssertFalse(first.log.contains("Sources/Services/"), first.log)

        // A failed command runs again on the next build, so the error does not vanish.
        let second = try build(scratch: scratch)
        XCTAssertNotEqual(second.status, 0, second.log)
        XCTAssertTrue(second.lines.contains(finding), second.log)
    }

    private struct Build {
        var status: Int32
        var log: String
        var lines: [String] { log.split(separator: "\n").map(String.init) }
    }

    private func build(scratch: URL) throws -> Build {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", demo.path, "--scratch-path", scratch.path]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Build(status: process.terminationStatus, log: String(decoding: data, as: UTF8.self))
    }
}
