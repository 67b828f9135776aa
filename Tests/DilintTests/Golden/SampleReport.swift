import Analyzer
@testable import DilintCore
import DilintFacts
import DilintSyntax

/// The fixed report every reporter's golden output is made from: two files, an error
/// with two notes, a warning, a note-severity finding, and a message full of characters
/// each format must escape. Source lines have a tab and multi-byte characters before the
/// reported column, to test caret alignment and column conversion.
enum SampleReport {
    static let orders = "App/Orders/OrdersVM.swift"
    static let assembly = "App/Setup/Assembly.swift"

    static let lines: [String: [String]] = [
        orders: [
            "import Foundation",
            "",
            "final class OrdersVM {",
            "\tlet analytics: Analytics = container.resolve()",
            "    let café: Café = container.resolve() // ½",
        ],
        assembly: [
            "container.register(Analytics.self) { _ in AnalyticsImpl() }",
            "container.register(Analytics.self) { _ in FakeAnalytics() }",
            "var shared = Store()",
        ],
    ]

    static let trickyMessage = "'Café' is resolved here but no registration provides it; \"quoted\" <T> & 100% done\nsecond line, with: colon"

    /// Given out of report order on purpose: reporters must sort.
    static let diagnostics: [Diagnostic] = [
        Diagnostic(ruleID: "unregistered-resolution", severity: .error, message: trickyMessage,
                   location: SourceLocation(file: orders, line: 5, column: 24), symbol: "OrdersVM"),
        Diagnostic(ruleID: "shared-mutable-state", severity: .warning,
                   message: "global var 'shared' can be changed from anywhere",
                   location: SourceLocation(file: assembly, line: 3, column: 1)),
        Diagnostic(ruleID: "ambiguous-registration", severity: .error,
                   message: "'Analytics' is registered twice and the later registration replaces the earlier",
                   location: SourceLocation(file: assembly, line: 1, column: 20),
                   notes: [
                       DiagnosticNote(message: "registered again here",
                                      location: SourceLocation(file: assembly, line: 2, column: 20)),
                       DiagnosticNote(message: "resolved here",
                                      location: SourceLocation(file: orders, line: 4, column: 29)),
                   ],
                   symbol: "AppAssembly.assemble(container:)"),
        Diagnostic(ruleID: "unused-registration", severity: .note,
                   message: "'FakeAnalytics' is registered but never resolved",
                   location: SourceLocation(file: assembly, line: 2, column: 43)),
    ]

    static let rules: [RuleMetadata] = [
        RuleMetadata(id: "unregistered-resolution", defaultSeverity: .error,
                     summary: "A resolved type that no registration provides",
                     help: "Register the type, or add it to `assume_registered` when it comes from outside."),
        RuleMetadata(id: "ambiguous-registration", defaultSeverity: .error,
                     summary: "Two registrations provide the same type and name",
                     help: "Keep one registration, give each a name, or mark one as the default."),
        RuleMetadata(id: "shared-mutable-state", defaultSeverity: .warning,
                     summary: "State many parts of the app share and can change",
                     help: "Isolate it in an actor or @MainActor, or let a factory give each user its own instance."),
        RuleMetadata(id: "dependency-cycle", defaultSeverity: .error,
                     summary: "Types whose construction resolves each other",
                     help: "Break the cycle with property injection or a lazy provider."),
    ]

    static func make(diagnostics: [Diagnostic] = diagnostics, baselined: Int = 0, fixed: Int = 0) -> Report {
        Report(diagnostics: diagnostics,
               summary: ReportSummary(files: 2, registrations: 2, resolutions: 2, untypedResolutions: 1,
                                      baselined: baselined, fixedSinceBaseline: fixed),
               rules: rules, sourceLines: SourceLineLookup(lines: lines))
    }
}
