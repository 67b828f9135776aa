@testable import DilintDriver
import DilintFacts
import DilintSyntax

/// One source file linted in memory, as `Setup.swift`: the findings of one rule.
enum LintSnippet {
    static func findings(_ source: String, rule: String) -> [Diagnostic] {
        Linter.run(sources: [SourceFile(path: "Setup.swift", bytes: Array(source.utf8))]).diagnostics.filter { $0.ruleID == rule }
    }
}
