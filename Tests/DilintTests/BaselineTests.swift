import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax
import Foundation
import XCTest

final class BaselineTests: XCTestCase {
    private let file = "App/OrdersVM.swift"

    private func finding(line: Int, column: Int = 5, rule: String = "unregistered-resolution",
                         symbol: String? = "OrdersVM.init") -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .error, message: "'Analytics' is not registered",
                   location: SourceLocation(file: file, line: line, column: column), symbol: symbol)
    }

    private func lookup(_ lines: [String]) -> SourceLineLookup {
        SourceLineLookup(lines: [file: lines])
    }

    // MARK: Fingerprints

    func testFNV1aMatchesPublishedVectors() {
        var empty = FNV1a64()
        empty.add([UInt8]())
        XCTAssertEqual(empty.hex, "cbf29ce484222325")
        var a = FNV1a64()
        a.add(Array("a".utf8))
        XCTAssertEqual(a.hex, "af63dc4c8601ec8c")
        var foobar = FNV1a64()
        foobar.add(Array("foobar".utf8))
        XCTAssertEqual(foobar.hex, "85944171f73967e8")
    }

    func testFingerprintIgnoresLineNumberAndWhitespace() {
        let one = Fingerprint.of(finding(line: 3), lineText: "  let a: Analytics = c.resolve()")
        let moved = Fingerprint.of(finding(line: 90, column: 9), lineText: "\tlet a:   Analytics = c.resolve()  ")
        XCTAssertEqual(one, moved)
        XCTAssertEqual(one.count, 16)
        XCTAssertTrue(one.allSatisfy(\.isHexDigit))
    }

    func testFingerprintDependsOnRuleFileSymbolAndText() {
        let text = "let a: Analytics = c.resolve()"
        let base = Fingerprint.of(finding(line: 3), lineText: text)
        XCTAssertNotEqual(base, Fingerprint.of(finding(line: 3, rule: "dependency-cycle"), lineText: text))
        XCTAssertNotEqual(base, Fingerprint.of(finding(line: 3, symbol: "OrdersVM.load"), lineText: text))
        XCTAssertNotEqual(base, Fingerprint.of(finding(line: 3, symbol: nil), lineText: text))
        XCTAssertNotEqual(Fingerprint.of(finding(line: 3, symbol: nil), lineText: text),
                          Fingerprint.of(finding(line: 3, symbol: ""), lineText: text))
        XCTAssertNotEqual(base, Fingerprint.of(finding(line: 3), lineText: "let b: Analytics = c.resolve()"))
        var elsewhere = finding(line: 3)
        elsewhere.location.file = "App/Other.swift"
        XCTAssertNotEqual(base, Fingerprint.of(elsewhere, lineText: text))
    }

    func testNormalisation() {
        XCTAssertEqual(Fingerprint.normalised(" \t a  =\t\tb \r"), "a = b")
        XCTAssertEqual(Fingerprint.normalised(""), "")
        // The ASCII path and the Character path agree, whatever the line holds.
        for line in ["  let x\u{0B}=\u{0C}1  ", "\r\n", "a\u{00A0}b  c", "é\tè ", "  \u{2028}x"] {
            XCTAssertEqual(Fingerprint.normalised(line), line.split(whereSeparator: \.isWhitespace).joined(separator: " "), line.debugDescription)
        }
    }

    // MARK: Matching

    func testFindingStaysMatchedWhenLinesAreInsertedAbove() {
        let before = ["final class OrdersVM {", "    init() {", "        let a: Analytics = c.resolve()"]
        let baseline = Baseline(recording: [finding(line: 3, column: 28)], sourceLines: lookup(before))

        let after = ["import Foundation", "", "// Orders", "final class OrdersVM {", "    let x = 1",
                     "    init() {", "        let a: Analytics = c.resolve()"]
        let match = baseline.apply(to: [finding(line: 7, column: 28)], sourceLines: lookup(after))
        XCTAssertEqual(match.newDiagnostics, [])
        XCTAssertEqual(match.baselined, 1)
        XCTAssertEqual(match.fixedSinceBaseline, 0)
    }

    func testEditedLineIsNew() {
        let baseline = Baseline(recording: [finding(line: 1)], sourceLines: lookup(["let a: Analytics = c.resolve()"]))
        let match = baseline.apply(to: [finding(line: 1)], sourceLines: lookup(["let b: Analytics = c.resolve()"]))
        XCTAssertEqual(match.newDiagnostics.count, 1)
        XCTAssertEqual(match.baselined, 0)
        XCTAssertEqual(match.fixedSinceBaseline, 1)
    }

    func testMatchingIsByCount() {
        // Three identical lines in one declaration share one fingerprint.
        let lines = Array(repeating: "c.resolve() as Analytics", count: 3)
        let baseline = Baseline(recording: [finding(line: 1), finding(line: 2)], sourceLines: lookup(lines))
        XCTAssertEqual(baseline.entries.count, 1)
        XCTAssertEqual(baseline.entries[0].count, 2)

        let three = baseline.apply(to: [finding(line: 3), finding(line: 1), finding(line: 2)], sourceLines: lookup(lines))
        XCTAssertEqual(three.newDiagnostics.map(\.location.line), [3], "the one beyond the count, last in report order")
        XCTAssertEqual(three.baselined, 2)
        XCTAssertEqual(three.fixedSinceBaseline, 0)

        let one = baseline.apply(to: [finding(line: 2)], sourceLines: lookup(lines))
        XCTAssertEqual(one.newDiagnostics, [])
        XCTAssertEqual(one.baselined, 1)
        XCTAssertEqual(one.fixedSinceBaseline, 1)
    }

    func testMatchFeedsTheReportSummary() {
        let lines = ["a", "b"]
        let baseline = Baseline(recording: [finding(line: 1)], sourceLines: lookup(lines))
        let match = baseline.apply(to: [finding(line: 1), finding(line: 2)], sourceLines: lookup(lines))
        let report = Report(diagnostics: match.newDiagnostics,
                            summary: ReportSummary(files: 1, baselined: match.baselined,
                                                   fixedSinceBaseline: match.fixedSinceBaseline),
                            sourceLines: lookup(lines))
        XCTAssertEqual(report.summary.errors, 1)
        XCTAssertTrue(TextReporter().render(report).hasSuffix("1 error in 1 file (1 hidden by the baseline)\n"))
    }

    func testReportsCarryTheBaselineFingerprint() {
        let report = SampleReport.make()
        let baseline = Baseline(recording: SampleReport.diagnostics, sourceLines: SourceLineLookup(lines: SampleReport.lines))
        XCTAssertEqual(Set(report.fingerprints), Set(baseline.entries.map(\.fingerprint)))
        XCTAssertTrue(JSONReporter().render(report).contains("\"fingerprint\": \"\(report.fingerprints[0])\""))
    }

    // MARK: The file

    func testRoundTrip() throws {
        let lines = ["let a: Analytics = c.resolve()", "let b: \"Ünïcode\" <T> & 100%", "let a: Analytics = c.resolve()"]
        let baseline = Baseline(recording: [finding(line: 1), finding(line: 2, rule: "shared-mutable-state"), finding(line: 3)],
                                sourceLines: lookup(lines))
        let text = baseline.serialized()
        let read = try Baseline(parsing: Data(text.utf8), path: "b.json")
        XCTAssertEqual(read, baseline)
        XCTAssertEqual(read.totalCount, 3)
        XCTAssertEqual(read.serialized(), text, "writing is stable")
        XCTAssertTrue(text.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n"))
    }

    func testWriteAndReadAFile() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("dilint-baseline-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let baseline = Baseline(recording: [finding(line: 1)], sourceLines: lookup(["x"]))
        try baseline.write(to: path)
        XCTAssertEqual(try Baseline.read(from: path), baseline)
    }

    func testDuplicateEntriesAddUp() throws {
        let text = #"{"version": 1, "findings": [{"fingerprint": "aa", "count": 2}, {"fingerprint": "aa", "count": 1}]}"#
        let baseline = try Baseline(parsing: Data(text.utf8), path: "b.json")
        XCTAssertEqual(baseline.entries.map(\.count), [3])
    }

    func testMalformedFilesAreClearErrors() {
        let cases: [(String, String)] = [
            ("", "not JSON"),
            ("{\"version\": 1, \"findings\": [", "not JSON"),
            ("[]", "expected a JSON object"),
            ("\"text\"", "expected a JSON object"),
            ("{\"findings\": []}", "missing \"version\""),
            ("{\"version\": 2, \"findings\": []}", "unsupported \"version\""),
            ("{\"version\": \"1\", \"findings\": []}", "unsupported \"version\""),
            ("{\"version\": 1}", "missing \"findings\""),
            ("{\"version\": 1, \"findings\": {}}", "\"findings\" must be an array"),
            ("{\"version\": 1, \"findings\": [3]}", "finding 1 must be an object"),
            ("{\"version\": 1, \"findings\": [{\"count\": 1}]}", "finding 1 needs a \"fingerprint\""),
            ("{\"version\": 1, \"findings\": [{\"fingerprint\": \"a\", \"count\": 1}, {\"fingerprint\": \"b\"}]}", "finding 2 needs a \"count\""),
            ("{\"version\": 1, \"findings\": [{\"fingerprint\": \"a\", \"count\": 0}]}", "finding 1 needs a \"count\""),
            ("{\"version\": 1, \"findings\": [{\"fingerprint\": \"a\", \"count\": 1.5}]}", "finding 1 needs a \"count\""),
            ("{\"version\": 1, \"findings\": [{\"fingerprint\": \"a\", \"count\": true}]}", "finding 1 needs a \"count\""),
            ("\u{FF}\u{FE}garbage", "not JSON"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Baseline(parsing: Data(text.utf8), path: "base.json"), text) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("base.json: not a valid dilint baseline: "), message)
                XCTAssertTrue(message.contains(expected), "\(message) should mention \(expected)")
            }
        }
    }

    func testDeeplyNestedInputDoesNotCrash() {
        let text = String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try Baseline(parsing: Data(text.utf8), path: "deep.json"))
    }

    func testMissingAndUnreadableFiles() {
        XCTAssertThrowsError(try Baseline.read(from: "/nonexistent/dilint-baseline.json")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/dilint-baseline.json: no such baseline file")
        }
        let directory = FileManager.default.temporaryDirectory.path
        XCTAssertThrowsError(try Baseline.read(from: directory)) { error in
            XCTAssertEqual("\(error)", "\(directory): cannot read the baseline file")
        }
        let baseline = Baseline(entries: [])
        XCTAssertThrowsError(try baseline.write(to: "/nonexistent/dir/b.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("/nonexistent/dir/b.json: cannot write the baseline"))
        }
    }
}
