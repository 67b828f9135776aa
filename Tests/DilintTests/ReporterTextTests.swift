import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax
import XCTest

final class ReporterTextTests: XCTestCase {
    private func report(line: String, column: Int) -> Report {
        let diagnostic = Diagnostic(ruleID: "r", severity: .warning, message: "m",
                                    location: SourceLocation(file: "A.swift", line: 1, column: column))
        return Report(diagnostics: [diagnostic], summary: ReportSummary(files: 1),
                      sourceLines: SourceLineLookup(lines: ["A.swift": [line]]))
    }

    private func caretLine(line: String, column: Int) -> String {
        let lines = TextReporter().render(report(line: line, column: column)).split(separator: "\n")
        return String(lines[2])
    }

    func testCaretReusesTabsAndCountsCharactersNotBytes() {
        // Column 7 is the byte after "\t\tlet ": the caret sits under `x`.
        XCTAssertEqual(caretLine(line: "\t\tlet x = 1", column: 7), "\t\t    ^")
        // "ü" and "🙂" are 2 and 4 bytes but one character each.
        XCTAssertEqual(caretLine(line: "üü🙂 = x", column: 12), "      ^")
        XCTAssertEqual(caretLine(line: "\tlet ü = x", column: 11), "\t        ^")
    }

    func testCaretInsideAMultiByteCharacterStaysOnIt() {
        // Byte column 2 points into the middle of "é": the caret goes under "é".
        XCTAssertEqual(caretLine(line: "é = 1", column: 2), "^")
    }

    func testCaretPastTheEndOfTheLineStopsAfterIt() {
        XCTAssertEqual(caretLine(line: "abc", column: 40), "   ^")
    }

    func testNoExcerptWhenTheLineIsUnknown() {
        let diagnostic = Diagnostic(ruleID: "r", severity: .error, message: "m",
                                    location: SourceLocation(file: "Gone.swift", line: 3, column: 2))
        let out = TextReporter().render(Report(diagnostics: [diagnostic], summary: ReportSummary(files: 1)))
        XCTAssertEqual(out, "Gone.swift:3:2: error: m [r]\n1 error in 1 file\n")
    }

    func testSummaryLineCountsAndPlurals() {
        let text = TextReporter()
        func summary(files: Int, errors: Int = 0, warnings: Int = 0, notes: Int = 0,
                     baselined: Int = 0, fixed: Int = 0) -> String {
            var s = ReportSummary(files: files, baselined: baselined, fixedSinceBaseline: fixed)
            s.errors = errors
            s.warnings = warnings
            s.notes = notes
            return text.summaryLine(s)
        }
        XCTAssertEqual(summary(files: 48, errors: 2, warnings: 1), "2 errors, 1 warning in 48 files")
        XCTAssertEqual(summary(files: 1, errors: 1), "1 error in 1 file")
        XCTAssertEqual(summary(files: 3, warnings: 2, notes: 1), "2 warnings, 1 note in 3 files")
        XCTAssertEqual(summary(files: 0), "no findings in 0 files")
        XCTAssertEqual(summary(files: 5, baselined: 4, fixed: 1),
                       "no findings in 5 files (4 hidden by the baseline, 1 baselined finding fixed)")
        XCTAssertEqual(summary(files: 5, errors: 1, fixed: 2),
                       "1 error in 5 files (2 baselined findings fixed)")
    }

    /// The last line says what was seen, so that silence can be trusted.
    func testSummaryLineSaysWhatWasSeen() {
        let text = TextReporter()
        var seen = ReportSummary(files: 4_056, registrations: 412, resolutions: 1_030, untypedResolutions: 12,
                                 unknownContainerResolutions: 3, baselined: 2)
        seen.errors = 1
        XCTAssertEqual(text.summaryLine(seen),
                       "1 error in 4,056 files (2 hidden by the baseline); 412 registrations, 1,030 resolutions, 12 of unknown type, 3 of unknown container")
        XCTAssertEqual(text.summaryLine(ReportSummary(files: 2, registrations: 1, resolutions: 0)),
                       "no findings in 2 files; 1 registration, 0 resolutions")
        XCTAssertEqual(text.summaryLine(ReportSummary(files: 2)), "no findings in 2 files", "no DI, nothing said of it")
        XCTAssertEqual(TextReporter.grouped(12_830), "12,830")
        XCTAssertEqual(TextReporter.grouped(999), "999")
        XCTAssertEqual(TextReporter.grouped(1_000_000), "1,000,000")
    }

    func testColourOnlyWhenAskedFor() {
        let plain = TextReporter(colour: false).render(SampleReport.make())
        let coloured = TextReporter(colour: true).render(SampleReport.make())
        XCTAssertFalse(plain.contains("\u{1B}"))
        XCTAssertTrue(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        XCTAssertTrue(coloured.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        XCTAssertEqual(Self.strippingANSI(coloured), plain, "colour must add escapes and nothing else")
        let viaRegistry = ReporterRegistry.reporter(named: "text", options: ReporterOptions(colour: true))
        XCTAssertEqual(viaRegistry?.render(SampleReport.make()), coloured)
    }

    func testMessageWithLineBreakStaysOnOneLine() {
        let out = XcodeReporter().render(SampleReport.make())
        let lines = out.split(separator: "\n")
        XCTAssertEqual(lines.count, 6, "four findings and two notes, one line each")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("App/") })
    }

    static func strippingANSI(_ s: String) -> String {
        var out = ""
        var inEscape = false
        for scalar in s.unicodeScalars {
            if scalar == "\u{1B}" { inEscape = true; continue }
            if inEscape { if scalar == "m" { inEscape = false }; continue }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
