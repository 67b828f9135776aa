import DilintSyntax

/// Many path patterns asked of many files, in time proportional to both rather than to
/// their product: each pattern is filed under the folders its pattern spells out before its
/// first wildcard (`Sources/Domain/**` under `Sources/Domain`), and a file is matched only
/// against the patterns filed under one of its folders (or under none).
public struct PatternIndex<Value: Sendable>: Sendable {
    private var byPrefix: [String: [(pattern: Glob, value: Value)]] = [:]
    /// Absolute patterns, matched against absolute paths.
    private var absolute: [(pattern: Glob, value: Value)] = []
    /// The most folders a prefix spells: a file's deeper folders hold no pattern.
    private var deepestPrefix = 0

    public init() {}

    public mutating func add(_ pattern: Glob, _ value: Value) {
        if pattern.isAbsolute {
            absolute.append((pattern, value))
            return
        }
        var literal: [Substring] = []
        for component in FilePaths.components(pattern.pattern) where component != "." {
            guard !component.contains(where: { "*?[\\".contains($0) }) else { break }
            literal.append(component)
        }
        // A pattern that matches a folder matches what is inside: the last literal
        // component may be the file itself, so it is filed under the folder above.
        if literal.count == FilePaths.components(pattern.pattern).filter({ $0 != "." }).count { literal.removeLast() }
        byPrefix[literal.joined(separator: "/"), default: []].append((pattern, value))
        deepestPrefix = max(deepestPrefix, literal.count)
    }

    /// The values of the patterns that match the file (relative to the patterns' folder) or
    /// a folder holding it, in the order they were added within each folder, shallow first.
    public func values(matching relative: String, absolute absolutePath: String) -> [Value] {
        var found: [Value] = []
        let components = FilePaths.components(relative)
        var prefix = ""
        for depth in 0...min(components.count, deepestPrefix) {
            if depth > 0 { prefix += (depth > 1 ? "/" : "") + components[depth - 1] }
            for entry in byPrefix[prefix] ?? [] where entry.pattern.matches(relative) { found.append(entry.value) }
        }
        for entry in absolute where entry.pattern.matches(absolutePath) { found.append(entry.value) }
        return found
    }
}
