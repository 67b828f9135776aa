import DilintFacts
import DilintSyntax

/// Which modules' registrations a module's resolutions can be served by. Separate targets
/// are separate containers (an app and its widget extension each build their own); a
/// target and the targets it depends on, in either direction, may share one (the app
/// registers what a framework resolves, or the reverse). Modules that are not SwiftPM
/// targets carry no dependency information: nothing is kept apart from them but a
/// playground.
public struct ModuleVisibility: Sendable {
    /// Each target's transitive dependencies among the analyzed targets.
    let dependencies: [String: Set<String>]

    public init(targets: [String: PackageTarget]) {
        var closure: [String: Set<String>] = [:]
        for name in targets.keys {
            var seen = Set<String>()
            var pending = targets[name]?.dependencies ?? []
            while let next = pending.popLast() {
                guard targets[next] != nil, seen.insert(next).inserted else { continue }
                pending += targets[next]?.dependencies ?? []
            }
            closure[name] = seen
        }
        dependencies = closure
    }

    public init() { dependencies = [:] }

    public func canShare(_ a: String, _ b: String) -> Bool {
        guard a != b else { return true }
        // A playground is a program of its own: no target links it, it links none.
        if ModuleMap.isPlayground(a) != ModuleMap.isPlayground(b) { return false }
        guard let fromA = dependencies[a], let fromB = dependencies[b] else { return true }
        return fromA.contains(b) || fromB.contains(a)
    }

    /// One module, or two a project description shows depending on each other: not merely
    /// two whose relation is not known.
    public func areRelated(_ a: String, _ b: String) -> Bool {
        guard a != b else { return true }
        guard let fromA = dependencies[a], let fromB = dependencies[b] else { return false }
        return fromA.contains(b) || fromB.contains(a)
    }
}
