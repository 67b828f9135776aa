@testable import DilintCore
import Foundation
import XCTest

/// The files in `Integrations/` read dilint's real output.
final class EndToEndIntegrationsTests: XCTestCase {
    private func integration(_ path: String) throws -> Data {
        try Data(contentsOf: EndToEndDilint.packageRoot.appendingPathComponent("Integrations/\(path)"))
    }

    private func regularExpression(in pattern: [String: Any]) throws -> NSRegularExpression {
        try NSRegularExpression(pattern: XCTUnwrap(pattern["regexp"] as? String))
    }

    private func groups(_ expression: NSRegularExpression, _ line: String) -> [String?]? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = expression.firstMatch(in: line, range: range) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: line).map { String(line[$0]) }
        }
    }

    func testVSCodeProblemMatcherReadsEveryXcodeLine() throws {
        let matcher = try XCTUnwrap(try JSONSerialization.jsonObject(with: integration("vscode/problem-matcher.json")) as? [String: Any])
        let pattern = try XCTUnwrap(matcher["pattern"] as? [String: Any])
        XCTAssertEqual(pattern["file"] as? Int, 1)
        XCTAssertEqual(pattern["code"] as? Int, 6)
        let expression = try regularExpression(in: pattern)
        let lines = GoldenOutputs.xcode.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 6)
        let first = try XCTUnwrap(groups(expression, lines[0]))
        XCTAssertEqual(first[1], "App/Orders/OrdersVM.swift")
        XCTAssertEqual(first[2], "5")
        XCTAssertEqual(first[3], "24")
        XCTAssertEqual(first[4], "error")
        XCTAssertEqual(first[5]?.hasSuffix("second line, with: colon"), true, first[5] ?? "")
        XCTAssertEqual(first[6], "unregistered-resolution")
        let note = try XCTUnwrap(groups(expression, lines[2]))
        XCTAssertEqual(note[4], "note")
        XCTAssertEqual(note[5], "registered again here")
        XCTAssertNil(note[6])
        for line in lines { XCTAssertNotNil(groups(expression, line), line) }

        let tasks = try XCTUnwrap(try JSONSerialization.jsonObject(with: integration("vscode/tasks.json")) as? [String: Any])
        let task = try XCTUnwrap((tasks["tasks"] as? [[String: Any]])?.first)
        let taskPattern = try XCTUnwrap((task["problemMatcher"] as? [String: Any])?["pattern"] as? [String: Any])
        XCTAssertEqual(taskPattern["regexp"] as? String, pattern["regexp"] as? String)
        XCTAssertTrue((task["command"] as? String)?.contains("--reporter xcode") == true)
    }

    func testGitHubProblemMatcherReadsFindingsButNotNotes() throws {
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: integration("github/problem-matcher.json")) as? [String: Any])
        let matcher = try XCTUnwrap((root["problemMatcher"] as? [[String: Any]])?.first)
        let pattern = try XCTUnwrap((matcher["pattern"] as? [[String: Any]])?.first)
        let expression = try regularExpression(in: pattern)
        let lines = GoldenOutputs.xcode.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { groups(expression, $0) != nil }.count, 3)
        XCTAssertEqual(groups(expression, lines[5])?[4], "warning")
    }

    func testGitHubWorkflowAnnotatesAndUploadsSARIF() throws {
        let workflow = String(decoding: try integration("github/dilint.yml"), as: UTF8.self)
        XCTAssertTrue(workflow.contains("dilint lint --reporter github --reporter sarif:dilint.sarif"))
        XCTAssertTrue(workflow.contains("uses: github/codeql-action/upload-sarif@"))
        XCTAssertTrue(workflow.contains("sarif_file: dilint.sarif"))
        XCTAssertTrue(workflow.contains("security-events: write"))
    }

    func testXcodeRunScriptUsesTheXcodeReporter() throws {
        let script = String(decoding: try integration("xcode/run-script.sh"), as: UTF8.self)
        XCTAssertTrue(script.hasPrefix("#!/bin/sh\n"))
        XCTAssertTrue(script.contains("dilint lint --reporter xcode"))
        XCTAssertTrue(script.contains("set -o pipefail"), "the build must still fail when dilint does")
    }
}
