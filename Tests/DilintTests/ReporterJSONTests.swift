import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax
import Foundation
import XCTest

/// The JSON reporter against schema v1 of SPEC §3: names and types of every field, and
/// messages that survive escaping unchanged.
final class ReporterJSONTests: XCTestCase {
    private func parsed(_ report: Report = SampleReport.make()) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(report).utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    func testTopLevelFields() throws {
        let json = try parsed()
        XCTAssertEqual(json["version"] as? Int, 1)
        let tool = try XCTUnwrap(json["tool"] as? [String: Any])
        XCTAssertEqual(tool["name"] as? String, "dilint")
        XCTAssertEqual(tool["version"] as? String, CommandLineTool.version)
        let summary = try XCTUnwrap(json["summary"] as? [String: Any])
        let expected = ["files": 2, "errors": 2, "warnings": 1, "notes": 1, "registrations": 2,
                        "resolutions": 2, "untypedResolutions": 1, "unknownContainerResolutions": 0, "baselined": 0,
                        "fixedSinceBaseline": 0]
        for (key, value) in expected {
            XCTAssertEqual(summary[key] as? Int, value, "summary.\(key)")
        }
    }

    func testDiagnosticFields() throws {
        let diagnostics = try XCTUnwrap(parsed()["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 4)
        for diagnostic in diagnostics {
            for key in ["rule", "severity", "message", "file", "fingerprint"] {
                XCTAssertNotNil(diagnostic[key] as? String, key)
            }
            XCTAssertTrue(["error", "warning", "note"].contains(diagnostic["severity"] as? String ?? ""))
            XCTAssertGreaterThanOrEqual(diagnostic["line"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(diagnostic["column"] as? Int ?? 0, 1)
            let notes = try XCTUnwrap(diagnostic["notes"] as? [[String: Any]])
            for note in notes {
                XCTAssertNotNil(note["message"] as? String)
                XCTAssertNotNil(note["file"] as? String)
                XCTAssertNotNil(note["line"] as? Int)
                XCTAssertNotNil(note["column"] as? Int)
            }
        }
        XCTAssertEqual(diagnostics.map { $0["rule"] as? String },
                       ["unregistered-resolution", "ambiguous-registration", "unused-registration",
                        "shared-mutable-state"], "sorted by file, line, column")
        XCTAssertEqual((diagnostics[1]["notes"] as? [Any])?.count, 2)
    }

    func testMessagesSurviveEscaping() throws {
        let diagnostics = try XCTUnwrap(parsed()["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics[0]["message"] as? String, SampleReport.trickyMessage)
    }

    func testControlCharactersAreEscaped() throws {
        let message = "tab\there, bell\u{07}, nul\u{00}, backslash\\, separator\u{2028}end"
        var out = ""
        JSONValue.writeString(message, to: &out)
        XCTAssertEqual(out, #""tab\there, bell\u0007, nul\u0000, backslash\\, separator\u2028end""#)
        let diagnostic = Diagnostic(ruleID: "r", severity: .error, message: message,
                                    location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let json = try parsed(Report(diagnostics: [diagnostic], summary: ReportSummary(files: 1)))
        let first = try XCTUnwrap((json["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["message"] as? String, message)
    }
}
