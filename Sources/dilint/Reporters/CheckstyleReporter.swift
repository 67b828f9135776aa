import DilintSyntax

/// Checkstyle 4.3 XML, which Jenkins' warnings plugin, SonarQube and reviewdog import.
/// Checkstyle has no notes, so they are appended to the finding's message.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public static let summary = "Checkstyle XML for CI dashboards (Jenkins, SonarQube, reviewdog)"

    public init() {}

    public func render(_ report: Report) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        var openFile: String?
        for diagnostic in report.diagnostics {
            let at = diagnostic.location
            if openFile != at.file {
                if openFile != nil { out += "  </file>\n" }
                out += "  <file name=\"\(XMLEscaping.attribute(at.file))\">\n"
                openFile = at.file
            }
            out += "    <error line=\"\(at.line)\" column=\"\(at.column)\""
            out += " severity=\"\(Self.severity(diagnostic.severity))\""
            out += " message=\"\(XMLEscaping.attribute(Self.messageWithNotes(diagnostic)))\""
            out += " source=\"dilint.\(XMLEscaping.attribute(diagnostic.ruleID))\"/>\n"
        }
        if openFile != nil { out += "  </file>\n" }
        out += "</checkstyle>\n"
        return out
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }

    static func messageWithNotes(_ diagnostic: Diagnostic) -> String {
        var message = diagnostic.message
        for note in diagnostic.notes {
            let n = note.location
            message += "\n\(n.file):\(n.line):\(n.column): note: \(note.message)"
        }
        return message
    }
}
