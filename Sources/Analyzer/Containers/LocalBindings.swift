/// The variables a function's or closure's own statements declare, by name, each body
/// read the first time one of its names is asked for. A registration's receiver is looked
/// up in the bodies around it, and a body holding thousands of registrations was read
/// again for each of them.
final class LocalBindings {
    /// A closure by its offset, a function by its declaration's.
    struct Body: Hashable {
        var isClosure: Bool
        var offset: Int
    }

    private var bodies: [Body: [String: Binding]] = [:]

    /// The first binding named `name` in the first of `statements` that declares one.
    func binding(_ name: String, in statements: [Statement], key: Body) -> Binding? {
        if let known = bodies[key] { return known[name] }
        var byName: [String: Binding] = [:]
        for statement in statements {
            guard case .declaration(let d) = statement.kind, d.kind == .variable else { continue }
            for binding in d.bindings where byName[binding.name] == nil { byName[binding.name] = binding }
        }
        bodies[key] = byName
        return byName[name]
    }
}
