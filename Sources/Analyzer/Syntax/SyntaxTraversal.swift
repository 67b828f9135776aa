/// Visits every expression under a declaration or statement, sub-expressions included.
/// The parser caps nesting, so the recursion here is bounded by that cap, not the input.
public enum SyntaxTraversal {
    public static func forEachExpression(in declaration: Declaration, _ visit: (Expression) -> Void) {
        for attribute in declaration.attributes { for argument in attribute.arguments ?? [] { walk(argument.value, visit) } }
        for binding in declaration.bindings {
            if let initializer = binding.initializer { walk(initializer, visit) }
            for accessor in binding.accessors { forEachExpression(in: accessor.body, visit) }
        }
        for parameter in declaration.parameters { if let value = parameter.defaultValue { walk(value, visit) } }
        if let body = declaration.body { forEachExpression(in: body, visit) }
        for member in declaration.members { forEachExpression(in: member, visit) }
    }

    public static func forEachExpression(in statements: [Statement], _ visit: (Expression) -> Void) {
        for statement in statements { forEachExpression(in: statement, visit) }
    }

    public static func forEachExpression(in statement: Statement, _ visit: (Expression) -> Void) {
        switch statement.kind {
        case .expression(let e), .throw(let e): walk(e, visit)
        case .return(let e): if let e { walk(e, visit) }
        case .declaration(let d): forEachExpression(in: d, visit)
        case .if(let clauses, let then, let otherwise):
            clauses.forEach { walk($0, visit) }
            forEachExpression(in: then, visit)
            forEachExpression(in: otherwise, visit)
        case .guard(let clauses, let otherwise):
            clauses.forEach { walk($0, visit) }
            forEachExpression(in: otherwise, visit)
        case .while(let clauses, let body):
            clauses.forEach { walk($0, visit) }
            forEachExpression(in: body, visit)
        case .repeat(let body, let condition):
            forEachExpression(in: body, visit)
            walk(condition, visit)
        case .forIn(_, let sequence, let body):
            walk(sequence, visit)
            forEachExpression(in: body, visit)
        case .switch(let subject, let cases):
            walk(subject, visit)
            for c in cases { forEachExpression(in: c.body, visit) }
        case .do(let body, let catches):
            forEachExpression(in: body, visit)
            catches.forEach { forEachExpression(in: $0, visit) }
        case .defer(let body): forEachExpression(in: body, visit)
        case .other: break
        }
    }

    static func walk(_ clause: ConditionClause, _ visit: (Expression) -> Void) {
        switch clause {
        case .expression(let e), .pattern(_, let e): walk(e, visit)
        case .optionalBinding(_, _, _, _, let value): if let value { walk(value, visit) }
        case .availability: break
        }
    }

    public static func walk(_ expression: Expression, _ visit: (Expression) -> Void) {
        visit(expression)
        switch expression.kind {
        case .identifier, .keyPath, .literal(.integer), .literal(.float), .literal(.boolean), .literal(.nil), .literal(.regex), .type, .unknown:
            break
        case .literal(.string(let interpolations)): interpolations.forEach { walk($0, visit) }
        case .member(let base, _, _): if let base { walk(base, visit) }
        case .call(let callee, let arguments, let trailing):
            walk(callee, visit)
            arguments.forEach { walk($0.value, visit) }
            trailing.forEach { forEachExpression(in: $0.closure.body, visit) }
        case .subscript(let base, let arguments):
            walk(base, visit)
            arguments.forEach { walk($0.value, visit) }
        case .specialization(let base, _): walk(base, visit)
        case .closure(let closure): forEachExpression(in: closure.body, visit)
        case .cast(let e, _, _), .typeCheck(let e, _), .try(_, let e), .await(let e), .prefix(_, let e), .postfix(let e, _):
            walk(e, visit)
        case .infix(let l, _, let r):
            walk(l, visit)
            walk(r, visit)
        case .ternary(let c, let t, let e):
            walk(c, visit)
            walk(t, visit)
            walk(e, visit)
        case .array(let elements): elements.forEach { walk($0, visit) }
        case .dictionary(let elements): elements.forEach { walk($0.key, visit); walk($0.value, visit) }
        case .tuple(let elements): elements.forEach { walk($0.value, visit) }
        case .statement(let s): forEachExpression(in: s, visit)
        }
    }
}
