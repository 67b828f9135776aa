@testable import DilintFacts
import DilintSyntax

/// Writes statements and expressions of the light syntax tree (see `TreeEncoding`).
extension ByteWriter {
    mutating func statements(_ list: [Statement]) {
        count(list.count)
        for s in list { statement(s) }
    }

    mutating func statement(_ s: Statement) {
        int(s.offset)
        conditions(s.conditions)
        switch s.kind {
        case .expression(let e): byte(0); expression(e)
        case .declaration(let d): byte(1); declaration(d)
        case .return(let e): byte(2); optionalExpression(e)
        case .throw(let e): byte(3); expression(e)
        case .if(let clauses, let then, let otherwise): byte(4); conditionClauses(clauses); statements(then); statements(otherwise)
        case .guard(let clauses, let otherwise): byte(5); conditionClauses(clauses); statements(otherwise)
        case .while(let clauses, let body): byte(6); conditionClauses(clauses); statements(body)
        case .repeat(let body, let condition): byte(7); statements(body); expression(condition)
        case .forIn(let pattern, let sequence, let body): byte(8); string(pattern); expression(sequence); statements(body)
        case .switch(let subject, let cases):
            byte(9)
            expression(subject)
            count(cases.count)
            for c in cases {
                count(c.patterns.count)
                for p in c.patterns { string(p) }
                statements(c.body)
                conditions(c.conditions)
            }
        case .do(let body, let catches):
            byte(10)
            statements(body)
            count(catches.count)
            for c in catches { statements(c) }
        case .defer(let body): byte(11); statements(body)
        case .other: byte(12)
        }
    }

    mutating func conditionClauses(_ list: [ConditionClause]) {
        count(list.count)
        for clause in list {
            switch clause {
            case .expression(let e): byte(0); expression(e)
            case .optionalBinding(let isLet, let name, let offset, let type, let value):
                byte(1); bool(isLet); string(name); int(offset); optionalType(type); optionalExpression(value)
            case .pattern(let pattern, let value): byte(2); string(pattern); expression(value)
            case .availability: byte(3)
            }
        }
    }

    mutating func optionalExpression(_ e: Expression?) {
        bool(e != nil)
        if let e { expression(e) }
    }

    mutating func expressions(_ list: [Expression]) {
        count(list.count)
        for e in list { expression(e) }
    }

    mutating func arguments(_ list: [Argument]) {
        count(list.count)
        for a in list {
            optionalString(a.label)
            int(a.offset)
            expression(a.value)
        }
    }

    mutating func closure(_ c: Closure) {
        int(c.offset)
        count(c.parameters.count)
        for p in c.parameters {
            string(p.name)
            int(p.offset)
            optionalType(p.type)
        }
        optionalType(c.returnType)
        bool(c.isThrowing)
        bool(c.isAsync)
        optionalString(c.captureList)
        bool(c.isMainActor)
        statements(c.body)
    }

    mutating func expression(_ e: Expression) {
        int(e.offset)
        switch e.kind {
        case .identifier(let name): byte(0); string(name)
        case .member(let base, let name, let nameOffset): byte(1); optionalExpression(base); string(name); int(nameOffset)
        case .call(let callee, let arguments, let trailing):
            byte(2)
            expression(callee)
            self.arguments(arguments)
            count(trailing.count)
            for t in trailing {
                optionalString(t.label)
                closure(t.closure)
            }
        case .subscript(let base, let arguments): byte(3); expression(base); self.arguments(arguments)
        case .specialization(let base, let arguments): byte(4); expression(base); types(arguments)
        case .closure(let c): byte(5); closure(c)
        case .keyPath(let root, let components):
            byte(6)
            optionalType(root)
            count(components.count)
            for c in components { string(c) }
        case .cast(let operand, let kind, let target): byte(7); expression(operand); string(kind.rawValue); type(target)
        case .typeCheck(let operand, let target): byte(8); expression(operand); type(target)
        case .try(let kind, let operand): byte(9); string(kind.rawValue); expression(operand)
        case .await(let operand): byte(10); expression(operand)
        case .prefix(let op, let operand): byte(11); string(op); expression(operand)
        case .postfix(let operand, let op): byte(12); expression(operand); string(op)
        case .infix(let l, let op, let r): byte(13); expression(l); string(op); expression(r)
        case .ternary(let c, let t, let f): byte(14); expression(c); expression(t); expression(f)
        case .literal(let literal):
            byte(15)
            switch literal {
            case .string(let interpolations): byte(0); expressions(interpolations)
            case .integer(let text): byte(1); string(text)
            case .float(let text): byte(2); string(text)
            case .boolean(let value): byte(3); bool(value)
            case .nil: byte(4)
            case .regex: byte(5)
            }
        case .array(let elements): byte(16); expressions(elements)
        case .dictionary(let elements):
            byte(17)
            count(elements.count)
            for element in elements { expression(element.key); expression(element.value) }
        case .tuple(let elements): byte(18); self.arguments(elements)
        case .type(let t): byte(19); type(t)
        case .statement(let s): byte(20); statement(s)
        case .unknown: byte(21)
        }
    }
}
