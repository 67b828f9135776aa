import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax
import XCTest

final class ReporterGoldenTests: XCTestCase {
    private let goldens: [String: String] = [
        "text": GoldenOutputs.text,
        "xcode": GoldenOutputs.xcode,
        "json": GoldenOutputs.json,
        "sarif": GoldenOutputs.sarif,
        "github": GoldenOutputs.github,
        "checkstyle": GoldenOutputs.checkstyle,
        "junit": GoldenOutputs.junit,
    ]

    func testEveryReporterHasAGolden() {
        XCTAssertEqual(Set(goldens.keys), Set(ReporterRegistry.names))
    }

    func testTextMatchesGolden() { assertGolden("text") }
    func testXcodeMatchesGolden() { assertGolden("xcode") }
    func testJSONMatchesGolden() { assertGolden("json") }
    func testSARIFMatchesGolden() { assertGolden("sarif") }
    func testGitHubMatchesGolden() { assertGolden("github") }
    func testCheckstyleMatchesGolden() { assertGolden("checkstyle") }
    func testJUnitMatchesGolden() { assertGolden("junit") }

    func testTwoRunsGiveIdenticalBytes() {
        for name in ReporterRegistry.names {
            let first = render(name, SampleReport.make())
            let second = render(name, SampleReport.make())
            XCTAssertEqual(Array(first.utf8), Array(second.utf8), name)
        }
    }

    func testInputOrderDoesNotChangeOutput() {
        var generator = SplitMix(seed: 7)
        for name in ReporterRegistry.names {
            let expected = render(name, SampleReport.make())
            for _ in 0..<5 {
                let shuffled = SampleReport.diagnostics.shuffled(using: &generator)
                XCTAssertEqual(render(name, SampleReport.make(diagnostics: shuffled)), expected, name)
            }
        }
    }

    func testEmptyReports() {
        let empty = Report(diagnostics: [], summary: ReportSummary(files: 48))
        XCTAssertEqual(render("text", empty), "no findings in 48 files\n")
        XCTAssertEqual(render("xcode", empty), "")
        XCTAssertEqual(render("github", empty), "")
        XCTAssertEqual(render("checkstyle", empty),
                       "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n</checkstyle>\n")
        XCTAssertTrue(render("json", empty).contains("\"diagnostics\": []\n"))
        XCTAssertTrue(render("sarif", empty).contains("\"results\": []\n"))
        XCTAssertTrue(render("junit", empty).contains("tests=\"0\" failures=\"0\""))
    }

    private func render(_ name: String, _ report: Report) -> String {
        guard let reporter = ReporterRegistry.reporter(named: name) else {
            XCTFail("no reporter named \(name)")
            return ""
        }
        return reporter.render(report)
    }

    private func assertGolden(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let actual = render(name, SampleReport.make())
        let expected = goldens[name] ?? ""
        guard actual != expected else { return }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let at = (0..<min(a.count, e.count)).first { a[$0] != e[$0] } ?? min(a.count, e.count)
        let got = at < a.count ? String(a[at]) : "<end>"
        let want = at < e.count ? String(e[at]) : "<end>"
        XCTFail("\(name) differs from its golden at line \(at + 1):\n  got:  \(got)\n  want: \(want)",
                file: file, line: line)
    }
}

/// A seeded generator, so a shuffle that breaks the output breaks it every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
