/// What writes to a variable look like in an expression, for the shared-mutable-state
/// summaries (`MutableState` in the Analyzer target) and for `BodyDigest`, which keeps the
/// writes of a body it drops.

package func isAssignment(_ op: String) -> Bool {
    op == "=" || (op.count >= 2 && op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op))
}

/// The property a write lands on: `x`, `self.x`, `x[i]`, `x.field`, `x?.field`.
package func assignedName(_ target: Expression) -> String? {
    switch target.kind {
    case .identifier(let name): return name
    case .member(let base?, let name, _):
        if case .identifier("self") = base.kind { return name }
        return assignedName(base)
    case .subscript(let base, _), .postfix(let base, _): return assignedName(base)
    default: return nil
    }
}

package func isMutatingMethod(_ name: String) -> Bool {
    // Called for every method call a digest meets: the first letter rules most names out.
    guard let first = name.utf8.first, mutatingMethodInitials.contains(first) else { return false }
    return mutatingMethodPrefixes.contains { name.hasPrefix($0) }
}

private let mutatingMethodPrefixes = ["append", "insert", "remove", "update", "merge", "sort", "reverse", "pop", "form", "subtract",
                                      "shuffle", "swapAt", "reserveCapacity", "replace", "toggle"]
private let mutatingMethodInitials = Set(mutatingMethodPrefixes.compactMap(\.utf8.first))
