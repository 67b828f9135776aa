import Analyzer
import DilintFacts
import DilintSyntax

/// A rule: one small, independent pass over the project model that returns findings.
/// Each rule lives in its own file, named after its id, and declares itself once.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public static var id: String { description.id }

    /// A finding of this rule at its configured severity.
    public func diagnostic(_ message: String, at location: SourceLocation, notes: [DiagnosticNote] = [],
                           symbol: String? = nil, in context: RuleContext, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(ruleID: Self.id, severity: context.severity(for: Self.id, default: severity ?? Self.description.defaultSeverity),
                   message: message, location: location, notes: notes, symbol: symbol)
    }
}
