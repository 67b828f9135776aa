/// One line per finding and per note, in the shape Xcode, VS Code problem matchers, vim's
/// errorformat and emacs' compilation mode all read.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public static let summary = "path:line:col: severity: message [rule-id], one line each"

    public init() {}

    public func render(_ report: Report) -> String {
        var out = ""
        for diagnostic in report.diagnostics {
            let at = diagnostic.location
            out += "\(at.file):\(at.line):\(at.column): \(diagnostic.severity.rawValue): "
                + "\(diagnostic.message.onOneLine) [\(diagnostic.ruleID)]\n"
            for note in diagnostic.notes {
                let at = note.location
                out += "\(at.file):\(at.line):\(at.column): note: \(note.message.onOneLine)\n"
            }
        }
        return out
    }
}
