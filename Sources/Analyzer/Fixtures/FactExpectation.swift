import DilintFacts
import DilintSyntax

/// A container fixture's statement about the DI facts on its line:
/// `// expect-registration: P lifetime=singleton name="n" as=A,B concrete=X default args=Int`
/// `// expect-resolution: P optional many deferred name="n" by=X args=1` (`?` for untyped;
/// a key with spaces quoted: `"(Input) -> Screen"`).
/// The key must match; each attribute written must match; unwritten ones are not checked.
/// Every fact must be matched by a mark on its line.
public struct FactExpectation: Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable { case registration, resolution }

    public var kind: Kind
    public var type: String
    public var attributes: [String: String]
    public var file: String
    public var line: Int

    public var description: String {
        "\(file):\(line): expect-\(kind.rawValue): \(type)" + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined()
    }

    public static func read(_ file: SourceFile, tokens: [Token]) -> [FactExpectation] {
        var result: [FactExpectation] = []
        for token in tokens where token.kind.isComment {
            let text = file.text(of: token)
            let line = file.lineAndColumn(of: Int(token.start)).line
            for piece in text.components(separatedBy: "expect-").dropFirst() {
                guard let colon = piece.firstIndex(of: ":"), let kind = Kind(rawValue: String(piece[..<colon])) else { continue }
                let words = splitWords(String(piece[piece.index(after: colon)...]))
                // A key with spaces (a function type) is written quoted.
                guard let type = words.first?.trimming("\"") else { continue }
                var attributes: [String: String] = [:]
                for word in words.dropFirst() {
                    if word.hasPrefix("//") { break }
                    if let eq = word.firstIndex(of: "=") {
                        attributes[String(word[..<eq])] = String(word[word.index(after: eq)...]).trimming("\"")
                    } else {
                        attributes[word] = "true"
                    }
                }
                result.append(FactExpectation(kind: kind, type: type, attributes: attributes, file: file.path, line: line))
            }
        }
        return result
    }

    /// Words separated by spaces; a quoted value keeps its spaces.
    static func splitWords(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for c in text {
            if c == "\"" { quoted.toggle() }
            if c == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(c)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// One line per fact that no mark matches and per mark no fact matches.
    public static func mismatches(expected: [FactExpectation], graph: DIGraph) -> [String] {
        var facts: [(kind: Kind, file: String, line: Int, type: String, attributes: [String: String])] = []
        for provider in graph.providers where provider.registration.localID >= 0 || provider.registration.dialect == .conformance {
            let r = provider.registration
            var a: [String: String] = ["lifetime": r.lifetime.rawValue, "dialect": r.dialect.rawValue]
            if let name = r.name { a["name"] = name }
            if !r.aliases.isEmpty { a["as"] = provider.types.filter { $0 != provider.types.first || !r.providesKey }.joined(separator: ",") }
            if let concrete = provider.concrete { a["concrete"] = concrete }
            if r.isDefault { a["default"] = "true" }
            if let args = provider.argumentTypes { a["args"] = args.joined(separator: ",") }
            let key = r.providesKey ? (provider.types.first ?? r.key.description) : r.key.description
            facts.append((.registration, r.location.file, r.location.line, key, a))
        }
        for request in graph.requests {
            let r = request.resolution
            var a: [String: String] = [r.handling.rawValue: "true", "dialect": r.dialect.rawValue]
            if let name = r.name { a["name"] = name }
            if r.isMany { a["many"] = "true" }
            if !request.isEager { a["deferred"] = "true" }
            a["by"] = request.owners.map { id -> String in
                let owner = graph.providers[id]
                return owner.concrete ?? owner.types.first ?? "?"
            }.joined(separator: ",")
            a["args"] = String(r.argumentCount)
            facts.append((.resolution, r.location.file, r.location.line, request.type ?? "?", a))
        }
        var problems: [String] = []
        var unmatched = Array(facts.indices)
        for expectation in expected {
            let index = unmatched.firstIndex { i in
                let f = facts[i]
                return f.kind == expectation.kind && f.file == expectation.file && f.line == expectation.line && f.type == expectation.type
                    && expectation.attributes.allSatisfy { f.attributes[$0.key, default: $0.key == "by" || $0.key == "args" ? "" : "false"] == $0.value }
            }
            if let index { unmatched.remove(at: index) } else {
                let onLine = facts.filter { $0.file == expectation.file && $0.line == expectation.line && $0.kind == expectation.kind }
                problems.append("missing: \(expectation)" + (onLine.isEmpty ? "" : " — found " + onLine.map { "\($0.type) \($0.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))" }.joined(separator: "; ")))
            }
        }
        for i in unmatched {
            let f = facts[i]
            problems.append("unexpected: \(f.file):\(f.line): \(f.kind.rawValue) \(f.type) \(f.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))")
        }
        return problems
    }
}
