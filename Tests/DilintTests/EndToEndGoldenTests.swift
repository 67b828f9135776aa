import DilintCore
import Foundation
import XCTest

/// Every folder under `Fixtures/EndToEnd/` with an `expected/` folder is a golden fixture:
/// the built dilint runs in it once per reporter, and its output must equal
/// `expected/<reporter>.<ext>` byte for byte. `expected/arguments` (one per line) adds
/// arguments; `expected/exit-status` is the status every run must end with.
/// `DILINT_RECORD_GOLDENS=1 swift test --filter EndToEndGoldenTests` rewrites the goldens;
/// read the diff as a review.
final class EndToEndGoldenTests: XCTestCase {
    private static let fileExtensions = [
        "text": "txt", "xcode": "txt", "json": "json", "sarif": "sarif", "github": "txt",
        "checkstyle": "xml", "junit": "xml",
    ]

    private var recording: Bool { ProcessInfo.processInfo.environment["DILINT_RECORD_GOLDENS"] == "1" }

    private func goldenFixtures() throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: EndToEndDilint.fixturesFolder.path).sorted()
        return names.map(EndToEndDilint.fixture).filter {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("expected").path)
        }
    }

    func testThereAreGoldenFixtures() throws {
        XCTAssertGreaterThanOrEqual(try goldenFixtures().count, 2)
    }

    func testEveryReporterHasAFileExtensionHere() {
        XCTAssertEqual(Set(Self.fileExtensions.keys), Set(ReporterRegistry.names))
    }

    func testEveryReporterMatchesItsGoldenInEveryFixture() throws {
        for fixture in try goldenFixtures() {
            let expected = fixture.appendingPathComponent("expected")
            let extra = (try? String(contentsOf: expected.appendingPathComponent("arguments"), encoding: .utf8))?
                .split(separator: "\n").map(String.init) ?? []
            let status = (try? String(contentsOf: expected.appendingPathComponent("exit-status"), encoding: .utf8))
                .flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
            for reporter in ReporterRegistry.names {
                let golden = expected.appendingPathComponent("\(reporter).\(Self.fileExtensions[reporter] ?? "txt")")
                let run = try EndToEndDilint.run(extra + ["--reporter", reporter], in: fixture)
                let place = "\(fixture.lastPathComponent)/expected/\(golden.lastPathComponent)"
                XCTAssertEqual(run.status, status, "\(place): exit status; stderr: \(run.stderr)")
                XCTAssertEqual(run.stderr, "", place)
                if recording {
                    try Data(run.stdout.utf8).write(to: golden)
                    continue
                }
                guard let data = FileManager.default.contents(atPath: golden.path) else {
                    XCTFail("\(place) is missing; record it with DILINT_RECORD_GOLDENS=1")
                    continue
                }
                let want = String(decoding: data, as: UTF8.self)
                if run.stdout != want {
                    XCTFail("\(place) differs:\n--- expected\n\(want)--- actual\n\(run.stdout)")
                }
            }
        }
    }

    func testTwoRunsGiveIdenticalBytesInEveryFormat() throws {
        for reporter in ReporterRegistry.names {
            let first = try EndToEndDilint.run(["--reporter", reporter], in: EndToEndDilint.fixture("Suppressions"))
            let second = try EndToEndDilint.run(["--reporter", reporter, "--jobs", "1"],
                                                in: EndToEndDilint.fixture("Suppressions"))
            XCTAssertFalse(first.stdout.isEmpty, reporter)
            XCTAssertEqual(Array(first.stdout.utf8), Array(second.stdout.utf8), reporter)
        }
    }

    func testOneRunFeedsTheLogAndAFile() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let sarif = folder.appendingPathComponent("dilint.sarif").path
        let junit = folder.appendingPathComponent("junit.xml").path
        let fixture = EndToEndDilint.fixture("Suppressions")
        let run = try EndToEndDilint.run(["--reporter", "xcode", "--reporter", "sarif:\(sarif)",
                                          "--reporter", "junit:\(junit)"], in: fixture)
        XCTAssertEqual(run.stdout, try golden("Suppressions", "xcode.txt"))
        XCTAssertEqual(try String(contentsOfFile: sarif, encoding: .utf8), try golden("Suppressions", "sarif.sarif"))
        XCTAssertEqual(try String(contentsOfFile: junit, encoding: .utf8), try golden("Suppressions", "junit.xml"))
    }

    func testOnlyFileReportersLeaveTheTextReportOnStandardOutput() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let json = folder.appendingPathComponent("report.json").path
        let run = try EndToEndDilint.run(["--reporter", "json:\(json)"], in: EndToEndDilint.fixture("Suppressions"))
        XCTAssertEqual(run.stdout, try golden("Suppressions", "text.txt"))
        XCTAssertEqual(try String(contentsOfFile: json, encoding: .utf8), try golden("Suppressions", "json.json"))
    }

    func testOutputWritesTheStandardOutputReportToAFile() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        let path = folder.appendingPathComponent("out.txt").path
        let run = try EndToEndDilint.run(["--reporter", "checkstyle", "--output", path],
                                         in: EndToEndDilint.fixture("Suppressions"))
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), try golden("Suppressions", "checkstyle.xml"))
    }

    func testQuietLeavesOutTheSummaryLine() throws {
        let run = try EndToEndDilint.run(["--quiet"], in: EndToEndDilint.fixture("Suppressions"))
        let full = try golden("Suppressions", "text.txt")
        let summary = "2 warnings in 2 files; 1 registration, 1 resolution, 1 of unknown container\n"
        XCTAssertTrue(full.hasSuffix(summary), full)
        XCTAssertEqual(run.stdout + summary, full)
        let clean = try EndToEndDilint.run(["--quiet"], in: EndToEndDilint.fixture("Clean"))
        XCTAssertEqual(clean.stdout, "")
    }

    /// SARIF 2.1.0's required properties and their types, on real output: what GitHub
    /// code scanning rejects an upload for.
    func testSARIFOutputHasTheRequiredStructure() throws {
        let run = try EndToEndDilint.run(["--reporter", "sarif"], in: EndToEndDilint.fixture("Suppressions"))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        let runs = try XCTUnwrap(root["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "dilint")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ruleIDs.count, rules.count)
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 2)
        for result in results {
            let message = try XCTUnwrap(result["message"] as? [String: Any])
            XCTAssertNotNil(message["text"] as? String)
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertTrue(ruleIDs.contains(ruleID), ruleID)
            XCTAssertTrue(["none", "note", "warning", "error"].contains(result["level"] as? String ?? ""))
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            let physical = try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertFalse(uri.hasPrefix("/"), uri)
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
        }
    }

    private func golden(_ fixture: String, _ name: String) throws -> String {
        try String(contentsOf: EndToEndDilint.fixture(fixture).appendingPathComponent("expected/\(name)"), encoding: .utf8)
    }
}
