import DilintSyntax

/// clang-style output for people: each finding with its source line and a caret, notes
/// indented under it, and a closing summary.
public struct TextReporter: Reporter {
    public static let name = "text"
    public static let summary = "clang-style messages with source lines and carets (default)"

    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    private static let noteIndent = "    "

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            out += headline(at: diagnostic.location, severity: diagnostic.severity,
                            message: "\(diagnostic.message.onOneLine) [\(diagnostic.ruleID)]")
            out += excerpt(at: diagnostic.location, report: report, indent: "")
            for note in diagnostic.notes {
                out += Self.noteIndent
                out += headline(at: note.location, severity: .note, message: note.message.onOneLine)
                out += excerpt(at: note.location, report: report, indent: Self.noteIndent)
            }
        }
        out += style(summaryLine(report.summary), .bold) + "\n"
        return out
    }

    private func headline(at location: SourceLocation, severity: Severity, message: String) -> String {
        let place = "\(location.file):\(location.line):\(location.column):"
        return style(place, .bold) + " " + style("\(severity.rawValue):", Self.style(of: severity))
            + " " + style(message, .bold) + "\n"
    }

    private func excerpt(at location: SourceLocation, report: Report, indent: String) -> String {
        guard let line = report.sourceLines.line(location.line, of: location.file) else { return "" }
        let padding = SourceColumns.caretPadding(for: line, byteColumn: location.column)
        return indent + line + "\n" + indent + padding + style("^", .green) + "\n"
    }

    func summaryLine(_ summary: ReportSummary) -> String {
        var counts: [String] = []
        if summary.errors > 0 { counts.append(Self.count(summary.errors, "error")) }
        if summary.warnings > 0 { counts.append(Self.count(summary.warnings, "warning")) }
        if summary.notes > 0 { counts.append(Self.count(summary.notes, "note")) }
        let findings = counts.isEmpty ? "no findings" : counts.joined(separator: ", ")
        var line = "\(findings) in \(Self.count(summary.files, "file"))"
        var baseline: [String] = []
        if summary.baselined > 0 { baseline.append("\(summary.baselined) hidden by the baseline") }
        if summary.fixedSinceBaseline > 0 {
            baseline.append("\(Self.count(summary.fixedSinceBaseline, "baselined finding")) fixed")
        }
        if !baseline.isEmpty { line += " (" + baseline.joined(separator: ", ") + ")" }
        // What was seen, so that silence can be trusted; a project without DI says nothing of it.
        if summary.registrations + summary.resolutions > 0 {
            line += "; " + Self.count(summary.registrations, "registration") + ", " + Self.count(summary.resolutions, "resolution")
            if summary.untypedResolutions > 0 { line += ", \(Self.grouped(summary.untypedResolutions)) of unknown type" }
            if summary.unknownContainerResolutions > 0 { line += ", \(Self.grouped(summary.unknownContainerResolutions)) of unknown container" }
        }
        return line
    }

    static func count(_ n: Int, _ noun: String) -> String {
        "\(grouped(n)) \(noun)\(n == 1 ? "" : "s")"
    }

    /// `12830` as `12,830`: the same bytes whatever the locale.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (n < 0 ? "-" : "") + out
    }

    private enum Style: String {
        case bold = "1", red = "1;31", yellow = "1;33", cyan = "1;36", green = "1;32"
    }

    private static func style(of severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .note: return .cyan
        }
    }

    private func style(_ text: String, _ style: Style) -> String {
        colour ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
