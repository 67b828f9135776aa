/// Visits every expression under a declaration or statement, sub-expressions included.
/// The parser caps nesting, so the recursion here is bounded by that cap, not the input.
public enum SyntaxTraversal {
    public static func forEachExpression(in declaration: Declaration, _ visit: (Expression) -> Void) {
        forEachTopExpression(in: declaration) { walk($0, visit) }
    }

    public static func forEachExpression(in statements: [Statement], _ visit: (Expression) -> Void) {
        for statement in statements { forEachExpression(in: statement, visit) }
    }

    public static func forEachExpression(in statement: Statement, _ visit: (Expression) -> Void) {
        forEachTopExpression(in: statement) { walk($0, visit) }
    }

    /// The outermost expressions of a statement and of the statements and local
    /// declarations nested in it, in source order; their sub-expressions are not visited.
    static func forEachTopExpression(in statement: Statement, _ visit: (Expression) -> Void) {
        switch statement.kind {
        case .expression(let e), .throw(let e): visit(e)
        case .return(let e): if let e { visit(e) }
        case .declaration(let d): forEachTopExpression(in: d, visit)
        case .if(let clauses, let then, let otherwise):
            clauses.forEach { topExpression(of: $0, visit) }
            then.forEach { forEachTopExpression(in: $0, visit) }
            otherwise.forEach { forEachTopExpression(in: $0, visit) }
        case .guard(let clauses, let otherwise):
            clauses.forEach { topExpression(of: $0, visit) }
            otherwise.forEach { forEachTopExpression(in: $0, visit) }
        case .while(let clauses, let body):
            clauses.forEach { topExpression(of: $0, visit) }
            body.forEach { forEachTopExpression(in: $0, visit) }
        case .repeat(let body, let condition):
            body.forEach { forEachTopExpression(in: $0, visit) }
            visit(condition)
        case .forIn(_, let sequence, let body):
            visit(sequence)
            body.forEach { forEachTopExpression(in: $0, visit) }
        case .switch(let subject, let cases):
            visit(subject)
            for c in cases { c.body.forEach { forEachTopExpression(in: $0, visit) } }
        case .do(let body, let catches):
            body.forEach { forEachTopExpression(in: $0, visit) }
            catches.forEach { $0.forEach { forEachTopExpression(in: $0, visit) } }
        case .defer(let body): body.forEach { forEachTopExpression(in: $0, visit) }
        case .other: break
        }
    }

    /// A local declaration's outermost expressions, in `forEachExpression(in:)`'s order.
    static func forEachTopExpression(in declaration: Declaration, _ visit: (Expression) -> Void) {
        for attribute in declaration.attributes { for argument in attribute.arguments ?? [] { visit(argument.value) } }
        for binding in declaration.bindings {
            if let initializer = binding.initializer { visit(initializer) }
            for accessor in binding.accessors { accessor.body.forEach { forEachTopExpression(in: $0, visit) } }
        }
        for parameter in declaration.parameters { if let value = parameter.defaultValue { visit(value) } }
        for accessor in declaration.accessors { accessor.body.forEach { forEachTopExpression(in: $0, visit) } }
        if let body = declaration.body { body.forEach { forEachTopExpression(in: $0, visit) } }
        for member in declaration.members { forEachTopExpression(in: member, visit) }
    }

    private static func topExpression(of clause: ConditionClause, _ visit: (Expression) -> Void) {
        switch clause {
        case .expression(let e), .pattern(_, let e): visit(e)
        case .optionalBinding(_, _, _, _, let value): if let value { visit(value) }
        case .availability: break
        }
    }

    public static func walk(_ expression: Expression, _ visit: (Expression) -> Void) {
        visit(expression)
        forEachChild(of: expression) { walk($0, visit) }
    }

    /// The sub-expressions one level down, in source order; a closure's are the outermost
    /// expressions of its body.
    public static func forEachChild(of expression: Expression, _ visit: (Expression) -> Void) {
        switch expression.kind {
        case .identifier, .keyPath, .literal(.integer), .literal(.float), .literal(.boolean), .literal(.nil), .literal(.regex), .type, .unknown:
            break
        case .literal(.string(let interpolations)): interpolations.forEach(visit)
        case .member(let base, _, _): if let base { visit(base) }
        case .call(let callee, let arguments, let trailing):
            visit(callee)
            arguments.forEach { visit($0.value) }
            trailing.forEach { $0.closure.body.forEach { forEachTopExpression(in: $0, visit) } }
        case .subscript(let base, let arguments):
            visit(base)
            arguments.forEach { visit($0.value) }
        case .specialization(let base, _): visit(base)
        case .closure(let closure): closure.body.forEach { forEachTopExpression(in: $0, visit) }
        case .cast(let e, _, _), .typeCheck(let e, _), .try(_, let e), .await(let e), .prefix(_, let e), .postfix(let e, _):
            visit(e)
        case .infix(let l, _, let r):
            visit(l)
            visit(r)
        case .ternary(let c, let t, let e):
            visit(c)
            visit(t)
            visit(e)
        case .array(let elements): elements.forEach(visit)
        case .dictionary(let elements): elements.forEach { visit($0.key); visit($0.value) }
        case .tuple(let elements): elements.forEach { visit($0.value) }
        case .statement(let s): forEachTopExpression(in: s, visit)
        }
    }
}
