import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax
import Foundation
import XCTest

/// Checks the SARIF output against the properties SARIF 2.1.0 requires and GitHub code
/// scanning reads, by parsing it back with Foundation rather than trusting the golden.
final class ReporterSARIFTests: XCTestCase {
    private func parsedSARIF(_ report: Report = SampleReport.make()) throws -> [String: Any] {
        let text = SARIFReporter().render(report)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any], "top level must be an object")
    }

    func testTopLevelAndDriver() throws {
        let sarif = try parsedSARIF()
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        XCTAssertEqual(sarif["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let tool = try XCTUnwrap(runs[0]["tool"] as? [String: Any])
        let driver = try XCTUnwrap(tool["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "dilint")
        XCTAssertEqual(driver["version"] as? String, CommandLineTool.version)
        let uri = try XCTUnwrap(driver["informationUri"] as? String)
        XCTAssertNotNil(URL(string: uri)?.scheme, "informationUri must be an absolute URI")
    }

    func testRulesAreCompleteAndUnique() throws {
        let rules = try rulesOf(parsedSARIF())
        let ids = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids.count, rules.count, "every rule needs a string id")
        XCTAssertEqual(Set(ids).count, ids.count, "rule ids must be unique")
        XCTAssertTrue(ids.contains("dependency-cycle"), "declared rules appear even without findings")
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[key] as? [String: Any])?["text"] as? String
                XCTAssertFalse(text?.isEmpty ?? true, "\(rule["id"] ?? "?").\(key).text")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            XCTAssertTrue(["error", "warning", "note", "none"].contains(level ?? ""), "level \(level ?? "nil")")
        }
    }

    func testResultsPointAtTheirRules() throws {
        let sarif = try parsedSARIF()
        let rules = try rulesOf(sarif)
        let results = try resultsOf(sarif)
        XCTAssertEqual(results.count, SampleReport.diagnostics.count)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            let index = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertTrue(rules.indices.contains(index))
            XCTAssertEqual(rules[index]["id"] as? String, ruleID, "ruleIndex must point at ruleId")
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let fingerprints = try XCTUnwrap(result["partialFingerprints"] as? [String: String])
            XCTAssertEqual(fingerprints["dilint/v1"]?.count, 16)
        }
    }

    func testLocationsAndRelatedLocations() throws {
        let results = try resultsOf(parsedSARIF())
        for result in results {
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            XCTAssertEqual(locations.count, 1)
            try checkPhysicalLocation(locations[0])
            for related in result["relatedLocations"] as? [[String: Any]] ?? [] {
                XCTAssertNotNil(related["id"] as? Int)
                XCTAssertNotNil((related["message"] as? [String: Any])?["text"] as? String)
                try checkPhysicalLocation(related)
            }
        }
        let ambiguous = try XCTUnwrap(results.first { $0["ruleId"] as? String == "ambiguous-registration" })
        XCTAssertEqual((ambiguous["relatedLocations"] as? [Any])?.count, 2, "one related location per note")
    }

    func testColumnsAreUTF16UnitsWhenTheLineIsKnown() throws {
        let results = try resultsOf(parsedSARIF())
        let cafe = try XCTUnwrap(results.first { $0["ruleId"] as? String == "unregistered-resolution" })
        let region = try XCTUnwrap(regionOf((cafe["locations"] as? [[String: Any]])?.first))
        // Byte column 24 on `    let café: Café = container…`: two é take two bytes each, one unit each.
        XCTAssertEqual(region["startColumn"] as? Int, 22)
        XCTAssertEqual(region["startLine"] as? Int, 5)
    }

    func testUnusualPathsBecomeValidURIs() throws {
        XCTAssertEqual(SARIFReporter.uri(forPath: "App/My Screens/Ünits+1.swift"),
                       "App/My%20Screens/%C3%9Cnits%2B1.swift")
        let diagnostic = Diagnostic(ruleID: "r", severity: .error, message: "m",
                                    location: SourceLocation(file: "A B/#x.swift", line: 0, column: 0))
        let results = try resultsOf(parsedSARIF(Report(diagnostics: [diagnostic], summary: ReportSummary(files: 1))))
        let physical = try XCTUnwrap(((results[0]["locations"] as? [[String: Any]])?[0])?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["artifactLocation"] as? [String: Any])?["uri"] as? String, "A%20B/%23x.swift")
        XCTAssertNil(physical["region"], "a line below 1 cannot be a SARIF region")
    }

    func testUndeclaredRuleStillGetsADescriptor() throws {
        let diagnostic = Diagnostic(ruleID: "made-up-rule", severity: .warning, message: "m",
                                    location: SourceLocation(file: "A.swift", line: 1, column: 1))
        let sarif = try parsedSARIF(Report(diagnostics: [diagnostic], summary: ReportSummary(files: 1)))
        let rules = try rulesOf(sarif)
        XCTAssertEqual(rules.map { $0["id"] as? String }, ["made-up-rule"])
        XCTAssertEqual(try resultsOf(sarif)[0]["ruleIndex"] as? Int, 0)
    }

    private func checkPhysicalLocation(_ location: [String: Any]) throws {
        let physical = try XCTUnwrap(location["physicalLocation"] as? [String: Any])
        let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: Any])
        let uri = try XCTUnwrap(artifact["uri"] as? String)
        XCTAssertFalse(uri.isEmpty)
        XCTAssertNotNil(URL(string: uri), "uri must be a valid URI reference: \(uri)")
        let region = try XCTUnwrap(physical["region"] as? [String: Any])
        XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
        XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
    }

    private func regionOf(_ location: [String: Any]?) -> [String: Any]? {
        (location?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    }

    private func rulesOf(_ sarif: [String: Any]) throws -> [[String: Any]] {
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return try XCTUnwrap(driver["rules"] as? [[String: Any]])
    }

    private func resultsOf(_ sarif: [String: Any]) throws -> [[String: Any]] {
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        return try XCTUnwrap(run["results"] as? [[String: Any]])
    }
}
