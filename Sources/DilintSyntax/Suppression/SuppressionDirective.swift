/// A `// dilint:disable…` or `// dilint:enable…` comment (SPEC §5).
public struct SuppressionDirective: Codable, Sendable, Hashable {
    public enum Scope: String, Codable, Sendable {
        case thisLine = "disable:this"
        case nextLine = "disable:next"
        case previousLine = "disable:previous"
        case regionStart = "disable"
        case regionEnd = "enable"
    }

    public var scope: Scope
    /// Rule ids as written; `all` stands for every rule.
    public var rules: [String]
    public var reason: String?
    public var location: SourceLocation

    public init(scope: Scope, rules: [String], reason: String?, location: SourceLocation) {
        self.scope = scope
        self.rules = rules
        self.reason = reason
        self.location = location
    }

    public func covers(_ ruleID: String) -> Bool { rules.contains("all") || rules.contains(ruleID) }
}

/// Reads suppression directives from a file's comment tokens only, so that the same text
/// in a string literal, or in code that is not a comment, never suppresses anything.
public enum SuppressionReader {
    public static func directives(in file: SourceFile, tokens: [Token]) -> [SuppressionDirective] {
        // Most files have comments and no directive: reading every comment's text costs
        // more than one look through the bytes.
        guard file.contains("dilint:") else { return [] }
        var result: [SuppressionDirective] = []
        for token in tokens where token.kind.isComment {
            guard let body = commentBody(file, token), body.hasPrefix("dilint:") else { continue }
            if let directive = parse(body, location: file.location(of: Int(token.start))) {
                result.append(directive)
            }
        }
        return result
    }

    /// The comment's text without its `//`, `///`, `/*`, `*/` markers, trimmed.
    static func commentBody(_ file: SourceFile, _ token: Token) -> String? {
        guard token.length <= 2_000 else { return nil }
        var text = Substring(file.text(of: token))
        if token.kind == .lineComment {
            text = text.drop { $0 == "/" }
        } else {
            text = text.dropFirst(2)
            if text.hasSuffix("*/") { text = text.dropLast(2) }
            text = text.drop { $0 == "*" }
        }
        return text.trimming(" \t\r\n")
    }

    /// `dilint:disable:next rule-a, rule-b - the reason`
    static func parse(_ body: String, location: SourceLocation) -> SuppressionDirective? {
        var rest = Substring(body.dropFirst("dilint:".count))
        var reason: String?
        if let dash = rest.range(of: " - ") {
            reason = String(rest[dash.upperBound...]).trimming(" \t")
            rest = rest[..<dash.lowerBound]
        }
        let command = rest.prefix { $0 != " " && $0 != "\t" }
        guard let scope = SuppressionDirective.Scope(rawValue: String(command)) else { return nil }
        let rules = rest.dropFirst(command.count)
            .split { $0 == "," || $0 == " " || $0 == "\t" }
            .map(String.init)
        guard !rules.isEmpty else { return nil }
        return SuppressionDirective(scope: scope, rules: rules, reason: reason, location: location)
    }
}
