import DilintSyntax

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull
/// request's diff. Notes travel inside their finding's message, because GitHub caps the
/// number of annotations per step.
public struct GitHubActionsReporter: Reporter {
    public static let name = "github"
    public static let summary = "GitHub Actions workflow commands (annotations on pull requests)"

    public init() {}

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let at = diagnostic.location
            var message = diagnostic.message
            for note in diagnostic.notes {
                let n = note.location
                message += "\n\(n.file):\(n.line):\(n.column): note: \(note.message)"
            }
            out += "::\(Self.command(for: diagnostic.severity)) "
            out += "file=\(Self.escapeProperty(at.file)),line=\(at.line),col=\(at.column),"
            out += "title=\(Self.escapeProperty(diagnostic.ruleID))::\(Self.escapeData(message))\n"
        }
        return out
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// The runner splits a command at line breaks and decodes `%XX`, so these three must
    /// be encoded in the message.
    static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Properties are also split at `,` and end at `::`.
    static func escapeProperty(_ s: String) -> String {
        var out = ""
        for scalar in escapeData(s).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
