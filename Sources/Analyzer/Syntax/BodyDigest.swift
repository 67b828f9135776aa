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
            for index in declaration.bindings.indices where !declaration.bindings[index].accessors.isEmpty {
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
        case .member(let base?, "self", _) where isDottedName(base):
            kept.append(expression)
            return
        case .infix(let target, let op, let value) where isAssignment(op):
            // The target is kept whole: what it holds is met through it.
            kept.append(Expression(offset: expression.offset, kind: .infix(target, op: op, placeholder(value))))
            collect(value, into: &kept)
            return
        case .prefix("&", _):
            kept.append(expression)
            return
        case .cast(let inner, .forced, let type):
            kept.append(Expression(offset: expression.offset, kind: .cast(placeholder(inner), .forced, type)))
            collect(inner, into: &kept)
            return
        case .call(let callee, let arguments, let trailing):
            guard case .member(let base, let method, let nameOffset) = callee.kind else { break }
            if isMutatingMethod(method), base != nil {
                kept.append(Expression(offset: expression.offset, kind: .call(callee: callee, arguments: [], trailingClosures: [])))
                for argument in arguments { collect(argument.value, into: &kept) }
                for closure in trailing { for statement in closure.closure.body { collect(statement, into: &kept) } }
                return
            }
            if method.hasPrefix("register") {
                let metatypes = arguments.filter { if case .member(let b?, "self", _) = $0.value.kind { return isDottedName(b) } else { return false } }
                let reducedCallee = Expression(offset: callee.offset, kind: .member(base: nil, name: method, nameOffset: nameOffset))
                kept.append(Expression(offset: expression.offset, kind: .call(callee: reducedCallee, arguments: metatypes, trailingClosures: [])))
                if let base { collect(base, into: &kept) }
                for argument in arguments where !metatypes.contains(where: { $0.offset == argument.offset }) {
                    collect(argument.value, into: &kept)
                }
                for closure in trailing { for statement in closure.closure.body { collect(statement, into: &kept) } }
                return
            }
        default:
            break
        }
        SyntaxTraversal.forEachChild(of: expression) { collect($0, into: &kept) }
    }

    /// `X`, `A.B`: what `X.self` may name (the readers decide whether it names a type).
    private static func isDottedName(_ expression: Expression) -> Bool {
        switch expression.kind {
        case .identifier: return true
        case .member(let base?, _, _): return isDottedName(base)
        default: return false
        }
    }
}
