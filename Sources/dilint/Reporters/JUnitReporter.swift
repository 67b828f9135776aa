import DilintSyntax

/// JUnit XML, which most CI services show as a test report: one suite per file, one test
/// case per finding. Errors and warnings fail their test case; note-severity findings
/// pass and carry their text as output.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public static let summary = "JUnit XML: one test suite per file, one failing test case per finding"

    public init() {}

    public func render(_ report: Report) -> String {
        let byFile = Dictionary(grouping: report.diagnostics, by: \.location.file)
        let files = byFile.keys.sorted()
        let failures = report.summary.errors + report.summary.warnings
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(XMLEscaping.attribute(report.tool.name))\""
        out += " tests=\"\(report.diagnostics.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for file in files {
            let diagnostics = byFile[file] ?? []
            let fileFailures = diagnostics.count { $0.severity != .note }
            out += "  <testsuite name=\"\(XMLEscaping.attribute(file))\" tests=\"\(diagnostics.count)\""
            out += " failures=\"\(fileFailures)\" errors=\"0\">\n"
            for diagnostic in diagnostics { out += testCase(diagnostic) }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private func testCase(_ diagnostic: Diagnostic) -> String {
        let at = diagnostic.location
        let name = "\(diagnostic.ruleID) at \(at.line):\(at.column)"
        var out = "    <testcase classname=\"\(XMLEscaping.attribute(at.file))\""
        out += " name=\"\(XMLEscaping.attribute(name))\">\n"
        var details = "\(at.file):\(at.line):\(at.column): \(diagnostic.severity.rawValue): "
            + "\(diagnostic.message) [\(diagnostic.ruleID)]"
        for note in diagnostic.notes {
            let n = note.location
            details += "\n\(n.file):\(n.line):\(n.column): note: \(note.message)"
        }
        if diagnostic.severity == .note {
            out += "      <system-out>\(XMLEscaping.text(details))</system-out>\n"
        } else {
            out += "      <failure type=\"\(diagnostic.severity.rawValue)\""
            out += " message=\"\(XMLEscaping.attribute(diagnostic.message))\">"
            out += XMLEscaping.text(details) + "</failure>\n"
        }
        out += "    </testcase>\n"
        return out
    }
}
