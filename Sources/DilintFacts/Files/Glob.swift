import DilintSyntax

/// A path pattern from `included`/`excluded` (SPEC §4), compiled once.
///
/// - `*` matches any run of characters within one path component, `?` one character,
///   `[abc]`, `[a-z]`, `[!a]` one character of a set, `\x` the character `x`.
/// - `**` as a whole component matches any number of components, zero included:
///   `**/Generated/**` matches `Generated/x.swift` and `A/Generated/b/x.swift`.
/// - A pattern is anchored at the configuration's folder (`Pods` is `<folder>/Pods`, not
///   `A/Pods`), unless it starts with `/`. A pattern that matches a folder matches
///   everything under it.
///
/// Matching simulates the pattern as a set of states (one per component), so it costs
/// at most components × pattern length and never backtracks exponentially.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    public let isAbsolute: Bool
    let segments: [Segment]

    enum Segment: Hashable, Sendable {
        /// `**`
        case anyDepth
        case name(NamePattern)
    }

    public init(_ pattern: String) throws(GlobError) {
        self.pattern = pattern
        isAbsolute = pattern.hasPrefix("/")
        var segments: [Segment] = []
        for component in pattern.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            if component == "**" {
                if segments.last != .anyDepth { segments.append(.anyDepth) }
            } else {
                segments.append(.name(try NamePattern(component)))
            }
        }
        if segments.isEmpty { throw GlobError(message: "expected a path pattern, found an empty one") }
        self.segments = segments
    }

    public var description: String { pattern }

    /// Whether `path` (`/`-separated; relative to the configuration's folder unless the
    /// pattern is absolute) or one of the folders that contain it matches.
    public func matches(_ path: String) -> Bool {
        let components = FilePaths.components(path)
        return simulate(components).matchedSomePrefix
    }

    /// Whether exactly these components match, not counting their folders.
    public func matchesExactly<C: Collection>(_ components: C) -> Bool where C.Element: StringProtocol {
        simulate(components).matchedWhole
    }

    /// Whether something inside this folder could still match: a walk may skip folders
    /// for which this is false for every included pattern.
    public func couldMatchInside<C: Collection>(_ components: C) -> Bool where C.Element: StringProtocol {
        simulate(components).isAlive
    }

    private struct Outcome {
        var matchedWhole = false
        var matchedSomePrefix = false
        var isAlive = false
    }

    private func simulate<C: Collection>(_ components: C) -> Outcome where C.Element: StringProtocol {
        var states = [Bool](repeating: false, count: segments.count + 1)
        states[0] = true
        followAnyDepth(&states)
        var outcome = Outcome()
        var next = states
        for component in components {
            for i in next.indices { next[i] = false }
            for i in 0..<segments.count where states[i] {
                switch segments[i] {
                case .anyDepth: next[i] = true
                case .name(let name): if name.matches(component) { next[i + 1] = true }
                }
            }
            followAnyDepth(&next)
            swap(&states, &next)
            if states[segments.count] { outcome.matchedSomePrefix = true }
            if !states.contains(true) { return outcome }
        }
        outcome.matchedWhole = !components.isEmpty && states[segments.count]
        outcome.isAlive = states.contains(true)
        return outcome
    }

    /// `**` may match zero components: being before it is also being after it.
    private func followAnyDepth(_ states: inout [Bool]) {
        for i in 0..<segments.count where states[i] && segments[i] == .anyDepth {
            states[i + 1] = true
        }
    }
}

public struct GlobError: Error, Hashable, Sendable {
    public var message: String
}

/// The pattern of one path component: literal characters, `?`, `*` and sets.
struct NamePattern: Hashable, Sendable {
    enum Part: Hashable, Sendable {
        case character(Unicode.Scalar)
        case anyCharacter
        case anyRun
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)
    }

    let parts: [Part]
    /// Set when the pattern has no wildcard, so matching is a string comparison.
    let literal: String?
    /// Set for `*` then ASCII characters (`*.swift`, `*Tests.swift`): a name matches when it
    /// ends with them, compared as bytes. Every file's every folder is matched against such
    /// a pattern under `**`.
    let asciiSuffix: [UInt8]?

    init(_ text: Substring) throws(GlobError) {
        var parts: [Part] = []
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            i += 1
            switch c {
            case "*": if parts.last != .anyRun { parts.append(.anyRun) }
            case "?": parts.append(.anyCharacter)
            case "[": parts.append(try NamePattern.parseSet(scalars, from: &i))
            case "\\":
                guard i < scalars.count else { throw GlobError(message: "expected a character after '\\'") }
                parts.append(.character(scalars[i]))
                i += 1
            default: parts.append(.character(c))
            }
        }
        self.parts = parts
        var literal = ""
        var hasWildcard = false
        for part in parts {
            guard case .character(let c) = part else { hasWildcard = true; break }
            literal.unicodeScalars.append(c)
        }
        self.literal = hasWildcard ? nil : literal
        var suffix: [UInt8]? = parts.first == .anyRun ? [] : nil
        for part in parts.dropFirst() {
            guard case .character(let c) = part, c.isASCII else { suffix = nil; break }
            suffix?.append(UInt8(c.value))
        }
        self.asciiSuffix = suffix
    }

    /// Starts just after `[`; leaves `i` just after the closing `]`. A `]` right after
    /// `[` or `[!` is a member, as in shells.
    private static func parseSet(_ s: [Unicode.Scalar], from i: inout Int) throws(GlobError) -> Part {
        var negated = false
        if i < s.count, s[i] == "!" || s[i] == "^" { negated = true; i += 1 }
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var first = true
        while i < s.count, s[i] != "]" || first {
            first = false
            var low = s[i]
            if low == "\\", i + 1 < s.count { i += 1; low = s[i] }
            i += 1
            if i + 1 < s.count, s[i] == "-", s[i + 1] != "]" {
                let high = s[i + 1]
                guard low <= high else {
                    throw GlobError(message: "invalid range '\(low)-\(high)' in '[…]'; expected the lower character first")
                }
                ranges.append(low...high)
                i += 2
            } else {
                ranges.append(low...low)
            }
        }
        guard i < s.count else { throw GlobError(message: "unterminated '['; expected a closing ']'") }
        i += 1
        return .set(ranges, negated: negated)
    }

    func matches<S: StringProtocol>(_ name: S) -> Bool {
        if let literal { return name == literal }
        if let asciiSuffix {
            let bytes = name.utf8
            return bytes.count >= asciiSuffix.count && bytes.suffix(asciiSuffix.count).elementsEqual(asciiSuffix)
        }
        let text = Array(name.unicodeScalars)
        // Greedy match that, on a mismatch, lets the last `*` take one more character:
        // at most text × pattern steps.
        var t = 0
        var p = 0
        var starP = -1
        var starT = 0
        while t < text.count {
            if p < parts.count, parts[p] != .anyRun, accepts(parts[p], text[t]) {
                t += 1
                p += 1
            } else if p < parts.count, parts[p] == .anyRun {
                starP = p
                starT = t
                p += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < parts.count, parts[p] == .anyRun { p += 1 }
        return p == parts.count
    }

    private func accepts(_ part: Part, _ c: Unicode.Scalar) -> Bool {
        switch part {
        case .character(let expected): return c == expected
        case .anyCharacter: return true
        case .anyRun: return true
        case .set(let ranges, let negated): return ranges.contains { $0.contains(c) } != negated
        }
    }
}
