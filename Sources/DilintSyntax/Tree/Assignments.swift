/// What an assignment looks like in an expression, and the name it lands on: read by the
/// passes that ask what a type's members write.

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
