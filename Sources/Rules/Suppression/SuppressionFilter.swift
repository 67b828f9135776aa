import Analyzer
import DilintFacts
import DilintSyntax

/// Applies the suppression comments of SPEC §5 to the rules' diagnostics, and reports the
/// comments that suppress nothing (`superfluous-suppression`).
public enum SuppressionFilter {
    public static let ruleID = "superfluous-suppression"

    public struct Outcome {
        public var kept: [Diagnostic]
        public var suppressedCount: Int
        public var superfluous: [Diagnostic]
    }

    /// - Parameters:
    ///   - directives: every file's directives, keyed by the file's display path.
    ///   - activeRules: the rules that ran; a directive naming only rules that did not run
    ///     is not called superfluous (it may matter under another configuration).
    ///   - knownRules: every rule id dilint has, to tell a misspelt id from a disabled rule.
    public static func apply(_ diagnostics: [Diagnostic], directives: [String: [SuppressionDirective]],
                             activeRules: Set<String>, knownRules: Set<String>) -> Outcome {
        var used = Set<SuppressionDirective>()
        var kept: [Diagnostic] = []
        var suppressedCount = 0
        let regions = directives.mapValues(Region.build)
        for diagnostic in diagnostics {
            let fileDirectives = directives[diagnostic.location.file] ?? []
            let line = diagnostic.location.line
            var suppressor: SuppressionDirective?
            for directive in fileDirectives where directive.covers(diagnostic.ruleID) {
                let target: Int?
                switch directive.scope {
                case .thisLine: target = directive.location.line
                case .nextLine: target = directive.location.line + 1
                case .previousLine: target = directive.location.line - 1
                case .regionStart, .regionEnd: target = nil
                }
                if target == line { suppressor = directive; break }
            }
            if suppressor == nil {
                suppressor = regions[diagnostic.location.file]?.first { $0.contains(line) && $0.directive.covers(diagnostic.ruleID) }?.directive
            }
            if let suppressor {
                used.insert(suppressor)
                suppressedCount += 1
            } else {
                kept.append(diagnostic)
            }
        }
        var superfluous: [Diagnostic] = []
        for (_, fileDirectives) in directives {
            for directive in fileDirectives where directive.scope != .regionEnd && !used.contains(directive) {
                let unknown = directive.rules.filter { $0 != "all" && !knownRules.contains($0) }
                let named = directive.rules.filter { $0 == "all" || activeRules.contains($0) }
                let message: String
                if !unknown.isEmpty {
                    message = "'dilint:\(directive.scope.rawValue)' names no rule dilint has: \(unknown.map { "'\($0)'" }.joined(separator: ", "))"
                } else if !named.isEmpty {
                    message = "'dilint:\(directive.scope.rawValue) \(directive.rules.joined(separator: ", "))' suppresses nothing; remove it"
                } else {
                    continue
                }
                superfluous.append(Diagnostic(ruleID: ruleID, severity: .warning, message: message, location: directive.location))
            }
        }
        return Outcome(kept: kept, suppressedCount: suppressedCount, superfluous: superfluous)
    }

    /// The lines between a `dilint:disable RULE` and the `dilint:enable` that ends it for
    /// that rule (or the end of the file).
    struct Region {
        var directive: SuppressionDirective
        var firstLine: Int
        var lastLine: Int

        func contains(_ line: Int) -> Bool { line >= firstLine && line <= lastLine }

        static func build(_ directives: [SuppressionDirective]) -> [Region] {
            let ordered = directives.sorted { $0.location < $1.location }
            var regions: [Region] = []
            for (index, start) in ordered.enumerated() where start.scope == .regionStart {
                let end = ordered[(index + 1)...].first { $0.scope == .regionEnd && start.rules.contains(where: $0.covers) }
                regions.append(Region(directive: start, firstLine: start.location.line, lastLine: end.map { $0.location.line } ?? Int.max))
            }
            return regions
        }
    }
}
