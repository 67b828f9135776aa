import DilintSyntax

/// Reads statements and expressions back from the fact cache (see `SyntaxDecoding`).
extension ByteReader {
    mutating func statements() throws(CacheEntryError) -> [Statement] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in try r.statement() }
    }

    mutating func statement() throws(CacheEntryError) -> Statement {
        try enter()
        defer { leave() }
        let offset = try int()
        let conditions = try conditions()
        let kind: Statement.Kind
        switch try byte() {
        case 0: kind = .expression(try expression())
        case 1: kind = .declaration(try declaration())
        case 2: kind = .return(try optionalExpression())
        case 3: kind = .throw(try expression())
        case 4: kind = .if(clauses: try conditionClauses(), then: try statements(), else: try statements())
        case 5: kind = .guard(clauses: try conditionClauses(), else: try statements())
        case 6: kind = .while(clauses: try conditionClauses(), body: try statements())
        case 7: kind = .repeat(body: try statements(), condition: try expression())
        case 8: kind = .forIn(pattern: try string(), sequence: try expression(), body: try statements())
        case 9:
            let subject = try expression()
            let cases = try array { (r: inout ByteReader) throws(CacheEntryError) in
                var c = SwitchCase(patterns: try r.array { (r: inout ByteReader) throws(CacheEntryError) in try r.string() },
                                   body: try r.statements())
                c.conditions = try r.conditions()
                return c
            }
            kind = .switch(subject: subject, cases: cases)
        case 10:
            let body = try statements()
            kind = .do(body: body, catches: try array { (r: inout ByteReader) throws(CacheEntryError) in try r.statements() })
        case 11: kind = .defer(try statements())
        case 12: kind = .other
        default: throw CacheEntryError()
        }
        return Statement(offset: offset, conditions: conditions, kind: kind)
    }

    mutating func conditionClauses() throws(CacheEntryError) -> [ConditionClause] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in
            switch try r.byte() {
            case 0: return .expression(try r.expression())
            case 1:
                return .optionalBinding(isLet: try r.bool(), name: try r.string(), offset: try r.int(),
                                        type: try r.optionalType(), value: try r.optionalExpression())
            case 2: return .pattern(pattern: try r.string(), value: try r.expression())
            case 3: return .availability
            default: throw CacheEntryError()
            }
        }
    }

    mutating func optionalExpression() throws(CacheEntryError) -> Expression? {
        try bool() ? try expression() : nil
    }

    mutating func expressions() throws(CacheEntryError) -> [Expression] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in try r.expression() }
    }

    mutating func arguments() throws(CacheEntryError) -> [Argument] {
        try array { (r: inout ByteReader) throws(CacheEntryError) in
            Argument(label: try r.optionalString(), offset: try r.int(), value: try r.expression())
        }
    }

    mutating func closure() throws(CacheEntryError) -> Closure {
        let offset = try int()
        let parameters = try array { (r: inout ByteReader) throws(CacheEntryError) in
            ClosureParameter(name: try r.string(), offset: try r.int(), type: try r.optionalType())
        }
        var closure = Closure(offset: offset, parameters: parameters, returnType: try optionalType(), isThrowing: try bool(),
                              isAsync: try bool(), captureList: try optionalString())
        closure.isMainActor = try bool()
        closure.body = try statements()
        return closure
    }

    mutating func expression() throws(CacheEntryError) -> Expression {
        try enter()
        defer { leave() }
        let offset = try int()
        let kind: Expression.Kind
        switch try byte() {
        case 0: kind = .identifier(try string())
        case 1: kind = .member(base: try optionalExpression(), name: try string(), nameOffset: try int())
        case 2:
            let callee = try expression()
            let arguments = try arguments()
            let trailing = try array { (r: inout ByteReader) throws(CacheEntryError) in
                TrailingClosure(label: try r.optionalString(), closure: try r.closure())
            }
            kind = .call(callee: callee, arguments: arguments, trailingClosures: trailing)
        case 3: kind = .subscript(base: try expression(), arguments: try arguments())
        case 4: kind = .specialization(base: try expression(), arguments: try types())
        case 5: kind = .closure(try closure())
        case 6:
            let root = try optionalType()
            kind = .keyPath(root: root, components: try array { (r: inout ByteReader) throws(CacheEntryError) in try r.string() })
        case 7:
            let operand = try expression()
            guard let cast = CastKind(rawValue: try string()) else { throw CacheEntryError() }
            kind = .cast(operand, cast, try type())
        case 8: kind = .typeCheck(try expression(), try type())
        case 9:
            guard let tryKind = TryKind(rawValue: try string()) else { throw CacheEntryError() }
            kind = .try(tryKind, try expression())
        case 10: kind = .await(try expression())
        case 11: kind = .prefix(op: try string(), try expression())
        case 12: kind = .postfix(try expression(), op: try string())
        case 13: kind = .infix(try expression(), op: try string(), try expression())
        case 14: kind = .ternary(condition: try expression(), then: try expression(), else: try expression())
        case 15:
            switch try byte() {
            case 0: kind = .literal(.string(interpolations: try expressions()))
            case 1: kind = .literal(.integer(try string()))
            case 2: kind = .literal(.float(try string()))
            case 3: kind = .literal(.boolean(try bool()))
            case 4: kind = .literal(.nil)
            case 5: kind = .literal(.regex)
            default: throw CacheEntryError()
            }
        case 16: kind = .array(try expressions())
        case 17:
            kind = .dictionary(try array { (r: inout ByteReader) throws(CacheEntryError) in
                DictionaryElement(key: try r.expression(), value: try r.expression())
            })
        case 18: kind = .tuple(try arguments())
        case 19: kind = .type(try type())
        case 20: kind = .statement(try statement())
        case 21: kind = .unknown
        default: throw CacheEntryError()
        }
        return Expression(offset: offset, kind: kind)
    }
}
