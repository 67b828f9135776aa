import DilintFacts
import DilintSyntax

/// An expectation a fixture states about itself in a comment (SPEC §8):
/// `// expect-error: rule-id`, `// expect-warning: rule-id "message fragment"`, and
/// `// expect-note: rule-id` for a note of some finding of that rule on this line, or a
/// finding reported at note severity there.
public struct FixtureExpectation: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case error, warning, note }

    public var kind: Kind
    public var ruleID: String
    public var fragment: String?
    public var file: String
    public var line: Int

    public init(kind: Kind, ruleID: String, fragment: String?, file: String, line: Int) {
        self.kind = kind
        self.ruleID = ruleID
        self.fragment = fragment
        self.file = file
        self.line = line
    }

    public var description: String {
        "\(file):\(line): expect-\(kind.rawValue): \(ruleID)" + (fragment.map { " \"\($0)\"" } ?? "")
    }

    /// Every expectation in a file's comments; several may share one comment.
    public static func read(_ file: SourceFile, tokens: [Token]) -> [FixtureExpectation] {
        var result: [FixtureExpectation] = []
        for token in tokens where token.kind.isComment {
            let text = file.text(of: token)
            guard text.contains("expect-") else { continue }
            let line = file.lineAndColumn(of: Int(token.start)).line
            var rest = Substring(text)
            while let marker = rest.range(of: "expect-") {
                rest = rest[marker.upperBound...]
                guard let colon = rest.firstIndex(of: ":"), let kind = Kind(rawValue: String(rest[..<colon])) else { continue }
                rest = rest[rest.index(after: colon)...].drop { $0 == " " }
                let ruleID = rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
                rest = rest.dropFirst(ruleID.count).drop { $0 == " " }
                var fragment: String?
                if rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") {
                    fragment = String(rest[rest.index(after: rest.startIndex)..<close])
                    rest = rest[rest.index(after: close)...]
                }
                result.append(FixtureExpectation(kind: kind, ruleID: String(ruleID), fragment: fragment, file: file.path, line: line))
            }
        }
        return result
    }

    /// Compares a fixture's expectations with what dilint found. Returns one line per
    /// missing or unexpected finding; empty when they agree exactly.
    public static func mismatches(expected: [FixtureExpectation], found: [Diagnostic]) -> [String] {
        var problems: [String] = []
        var unmatched = found
        for expectation in expected where expectation.kind != .note {
            let index = unmatched.firstIndex { d in
                d.ruleID == expectation.ruleID && d.location.file == expectation.file && d.location.line == expectation.line
                    && d.severity.rawValue == expectation.kind.rawValue
                    && (expectation.fragment.map { d.message.contains($0) } ?? true)
            }
            if let index { unmatched.remove(at: index) } else { problems.append("missing: \(expectation)") }
        }
        var notesExpected = expected.filter { $0.kind == .note }
        unmatched.removeAll { d in
            guard d.severity == .note, let index = notesExpected.firstIndex(where: { e in
                d.ruleID == e.ruleID && d.location.file == e.file && d.location.line == e.line && (e.fragment.map { d.message.contains($0) } ?? true)
            }) else { return false }
            notesExpected.remove(at: index)
            return true
        }
        for d in unmatched {
            problems.append("unexpected: \(d.location.file):\(d.location.line):\(d.location.column): \(d.severity.rawValue): \(d.message) [\(d.ruleID)]")
        }
        let notes = Set(found.flatMap { d in d.notes.map { "\(d.ruleID)@\($0.location.file):\($0.location.line)" } })
        for expectation in notesExpected {
            if !notes.contains("\(expectation.ruleID)@\(expectation.file):\(expectation.line)") {
                problems.append("missing note: \(expectation)")
            }
        }
        return problems
    }
}
