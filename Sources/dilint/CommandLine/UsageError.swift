import Analyzer
import DilintFacts
import DilintSyntax

/// A command line dilint cannot act on: an unknown command, flag, rule or reporter, a
/// missing or malformed value, a path that does not exist, a configuration that cannot be
/// used. Printed as one line on stderr; the exit status is 2 (SPEC §2).
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Printed as is, without the `dilint: error:` prefix: configuration errors already
    /// read `path:line:col: error: message`.
    public var isPreformatted: Bool

    public init(_ message: String) {
        self.message = message
        self.isPreformatted = false
    }

    public init(preformatted line: String) {
        self.message = line
        self.isPreformatted = true
    }

    public var description: String { isPreformatted ? message : "dilint: error: \(message)" }

    /// "unknown reporter 'jsn'; did you mean 'json'?" — the closing hint only when a
    /// candidate is close enough to be a helpful guess.
    static func unknown(_ what: String, _ word: String, among candidates: [String], listAll: Bool = false) -> UsageError {
        var message = "unknown \(what) '\(word)'"
        if let guess = closestMatch(word, in: candidates) {
            message += "; did you mean '\(guess)'?"
        } else if listAll, !candidates.isEmpty {
            message += "; expected one of: " + candidates.joined(separator: ", ")
        }
        return UsageError(message)
    }
}

/// dilint's exit statuses (SPEC §2).
public enum ExitStatus: Int32, Sendable {
    /// No finding fails: none at error severity, or none at all with `--strict`.
    case success = 0
    /// Findings that fail.
    case findings = 1
    /// Usage error, invalid configuration, a named input that does not exist.
    case usage = 2
}
