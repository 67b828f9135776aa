/// What is left of a body once the file's own analysis is done. The per-file DI facts
/// read whole bodies; after the merge, only three questions are asked of them — which
/// properties a member writes (`MutableState`), which `X.self` it names and registers,
/// and which `as!` casts it makes (`Visitors`) — and they are asked of a few types. The
/// bodies are most of a syntax tree's memory, so each is replaced by a flat list of the
/// expressions those questions read, in the order a full walk meets them: a walk of the
/// digest answers exactly as a walk of the body would.
extension Declaration {
    /// Replaces the statement bodies of this declaration and of its members by their
    /// digests. Property initializers, parameters' defaults and attributes stay whole.
    public func digestBodies() {
        var work: [Declaration] = [self]
        while let declaration = work.popLast() {
            if let body = declaration.body { declaration.body = BodyDigest.of(body) }
            for index in declaration.accessors.indices {
                declaration.accessors[index].body = BodyDigest.of(declaration.accessors[index].body)
            }
            for index in declaration.bindings.indices {
                for accessor in declaration.bindings[index].accessors.indices {
                    declaration.bindings[index].accessors[accessor].body = BodyDigest.of(declaration.bindings[index].accessors[accessor].body)
                }
            }
            work.append(contentsOf: declaration.members)
        }
    }
}

extension SyntaxFile {
    /// Every declaration's bodies digested; top-level statements stay (scripts are few).
    public func digestBodies() {
        for declaration in declarations { declaration.digestBodies() }
    }
}

enum BodyDigest {
    static func of(_ body: [Statement]) -> [Statement] {
        var kept: [Expression] = []
        for statement in body { collect(statement, into: &kept) }
        return kept.map { Statement(offset: $0.offset, kind: .expression($0)) }
    }

    private static func collect(_ statement: Statement, into kept: inout [Expression]) {
        SyntaxTraversal.forEachTopExpression(in: statement) { collect($0, into: &kept) }
    }

    /// Keeps `expression` (reduced to what the questions read) when a question reads it,
    /// and goes on into the parts it dropped; other expressions are looked into whole.
    private static func collect(_ expression: Expression, into kept: inout [Expression]) {
        let placeholder = { (e: Expression) in Expression(offset: e.offset, kind: .unknown) }
        switch expression.kind {
        case .member:
            guard !isNamedMetatype(expression) else { return kept.append(expression) }
        case .infix(let target, let op, let value) where isAssignment(op):
            // The target is kept whole: what it holds is met through it.
            kept.append(Expression(offset: expression.offset, kind: .infix(target, op: op, placeholder(value))))
            return collect(value, into: &kept)
        case .prefix("&", _):
            return kept.append(expression)
        case .cast(let inner, .forced, let type):
            kept.append(Expression(offset: expression.offset, kind: .cast(placeholder(inner), .forced, type)))
            return collect(inner, into: &kept)
        case .call(let callee, let arguments, let trailing):
            guard case .member(let base, let method, let nameOffset) = callee.kind else { break }
            let isWrite = base != nil && isMutatingMethod(method)
            guard isWrite || isMetatypeRegistration(method) else { break }
            // A write keeps its receiver whole (what it holds is met through it); a
            // registration keeps only the `X.self` it is given.
            let keptCallee = isWrite ? callee : Expression(offset: callee.offset, kind: .member(base: nil, name: method, nameOffset: nameOffset))
            let keptArguments = isWrite ? [] : arguments.filter { isNamedMetatype($0.value) }
            kept.append(Expression(offset: expression.offset, kind: .call(callee: keptCallee, arguments: keptArguments, trailingClosures: [])))
            if !isWrite, let base { collect(base, into: &kept) }
            for argument in arguments where !keptArguments.contains(where: { $0.offset == argument.offset }) {
                collect(argument.value, into: &kept)
            }
            for closure in trailing { for statement in closure.closure.body { collect(statement, into: &kept) } }
            return
        default:
            break
        }
        SyntaxTraversal.forEachChild(of: expression) { collect($0, into: &kept) }
    }

    /// `X.self`, `A.B.self`: what may name a type (the readers decide whether it does).
    private static func isNamedMetatype(_ expression: Expression) -> Bool {
        if case .member(let base?, "self", _) = expression.kind { return base.dottedName != nil }
        return false
    }
}
