import Analyzer
import DilintFacts
import DilintSyntax

/// Swinject and Dip key registrations on their runtime argument types too: registered
/// with one argument and resolved with none is a miss.
enum ArgumentMatching {
    struct Mismatch {
        var requested: String
        var registered: String
    }

    /// `providers` by id in `graph`.
    static func mismatch(_ request: DIGraph.Request, _ providers: [Int], in graph: DIGraph, types: TypeTable) -> Mismatch? {
        let count = request.resolution.argumentCount
        if request.resolution.dialect == .diTranquillity {
            return request.isWrapped ? nil : tooFewArguments(count, providers, in: graph, types: types)
        }
        guard [.swinject, .dip].contains(request.resolution.dialect), !providers.isEmpty else { return nil }
        let counts = providers.compactMap { graph.providers[$0].registration.argumentCount }
        guard counts.count == providers.count else { return nil }
        if !counts.contains(count) {
            return Mismatch(requested: count == 0 ? "no arguments" : "\(count) argument\(count == 1 ? "" : "s")",
                            registered: Set(counts).sorted().map { $0 == 0 ? "no arguments" : "\($0) argument\($0 == 1 ? "" : "s")" }.joined(separator: " or "))
        }
        let known = providers.compactMap { graph.providers[$0].argumentTypes }
        guard known.count == providers.count else { return nil }
        if known.contains(where: { $0.count == count }) {
            guard let requested = request.argumentTypes, !requested.isEmpty else { return nil }
            if known.contains(where: { $0 == requested || $0.count != requested.count }) { return nil }
            return Mismatch(requested: "arguments (\(requested.joined(separator: ", ")))",
                            registered: known.map { "(\($0.joined(separator: ", ")))" }.joined(separator: " or "))
        }
        return Mismatch(requested: count == 0 ? "no arguments" : "\(count) argument\(count == 1 ? "" : "s")",
                        registered: known.map { $0.isEmpty ? "no arguments" : "arguments (\($0.joined(separator: ", ")))" }.joined(separator: " or "))
    }
}

extension ArgumentMatching {
    /// DITranquillity: every registration takes runtime arguments (`register(X.init(id:))
    /// { arg($0) }`) and the resolution passes fewer (`resolve()` for one that needs
    /// `resolve(args: 10)`): it gets nil. Arguments passed and not used are ignored; an
    /// argument for an optional parameter may be left out (nil is passed).
    static func tooFewArguments(_ count: Int, _ providers: [Int], in graph: DIGraph, types: TypeTable) -> Mismatch? {
        let counts = providers.compactMap { graph.providers[$0].registration.argumentCount }
        guard !providers.isEmpty, counts.count == providers.count, let fewest = counts.min(), fewest > count,
              providers.allSatisfy({ firstParameterIsRequired(graph.providers[$0], types) }) else { return nil }
        func described(_ n: Int) -> String { n == 0 ? "no arguments" : "\(n) argument\(n == 1 ? "" : "s")" }
        return Mismatch(requested: described(count), registered: Set(counts).sorted().map(described).joined(separator: " or "))
    }

    /// Whether every initializer with parameters of the type a provider builds (the one
    /// registered is among them) takes a first parameter that is not optional.
    private static func firstParameterIsRequired(_ provider: DIGraph.Provider, _ types: TypeTable) -> Bool {
        guard let name = provider.concrete, let id = types.type(named: name, module: provider.module) else { return false }
        let firsts = types[id].initializers.compactMap(\.parameters.first)
        return !firsts.isEmpty && firsts.allSatisfy { !$0.type.unwrappingOptional.wasOptional }
    }
}

/// Registered types spelled close to a requested one, for "did you mean" notes.
enum NearMatches {
    /// At most three, compared in order; each comparison of spellings takes one from
    /// `budget`, and none is made once it is spent.
    static func types(near wanted: String, in candidates: [String], budget: inout Int) -> [String] {
        let limit = max(1, wanted.count / 4)
        var near: [String] = []
        let scope = FilePrivateName.file(of: wanted)
        for candidate in candidates where candidate != wanted && abs(candidate.count - wanted.count) <= limit {
            guard budget > 0 else { break }
            // Another file's private type is out of sight, however it is spelled.
            if let other = FilePrivateName.file(of: candidate), other != scope { continue }
            budget -= 1
            if distance(candidate, wanted) <= limit {
                near.append(candidate)
                if near.count == 3 { break }
            }
        }
        return near
    }

    /// The edit distance of the two spellings, ignoring case.
    static func distance(_ a: String, _ b: String) -> Int {
        // Type names are nearly always ASCII: compared as bytes, without making arrays of
        // `Character`s (a third of the rule's time on DITranquillity's suite).
        if let a = asciiLowercased(a), let b = asciiLowercased(b) { return distance(a, b) }
        return distance(Array(a.lowercased()), Array(b.lowercased()))
    }

    private static func asciiLowercased(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            bytes.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return bytes
    }

    private static func distance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
