import DilintSyntax

extension SwinjectRecognizer {
    /// Whether `resolve(value)` on this receiver may be Swinject's: unless the file shows the
    /// receiver is of some other type (RealmSwift's `realm.resolve(reference)` after `let
    /// realm = try Realm()` or `if let realm = try? Realm()`). Swinject's `Container` is
    /// final; another resolver is a type conforming to its `Resolver`, which a type declared
    /// elsewhere may be: only one this file declares without such a conformance, or one it
    /// builds and does not declare, is ruled out.
    static func mayBeAResolver(_ receiver: Expression, _ context: ExpressionContext, _ extraction: ContainerExtraction) -> Bool {
        if let value = binding(of: receiver, context), case .call(let callee, _, _) = value.unwrapped.kind,
           let built = StaticType.constructed(by: callee)?.nominalName {
            return isResolver(built, extraction) ?? false
        }
        guard var type = StaticType.of(receiver, context) else { return true }
        while case .optional(let wrapped) = type { type = wrapped }
        return type.nominalName.flatMap { isResolver($0, extraction) } ?? true
    }

    /// true for Swinject's own types and a type this file declares conforming to `Resolver`,
    /// false for one it declares otherwise, nil for any other.
    private static func isResolver(_ name: String, _ extraction: ContainerExtraction) -> Bool? {
        let name = NameBytes.lastDottedPart(name) ?? name
        if ["Container", "Resolver", "Assembler"].contains(name) { return true }
        guard let declared = extraction.syntax.declarations.first(where: { $0.isTypeDeclaration && $0.name == name }) else { return nil }
        return declared.inheritance.contains { $0.nominalName.map { (NameBytes.lastDottedPart($0) ?? $0) == "Resolver" } ?? false }
    }

    /// The value a plain name is bound to: a local, an `if let`/`guard let` of an enclosing
    /// closure's or the function's own statements, or a property.
    private static func binding(of receiver: Expression, _ context: ExpressionContext) -> Expression? {
        guard case .identifier(let name) = receiver.unwrapped.kind else { return nil }
        if let value = context.localBindings(named: name).lazy.compactMap(\.initializer).first { return value }
        for body in context.closures.reversed().map(\.closure.body) + [context.enclosingFunction?.body ?? []] {
            for statement in body {
                let clauses: [ConditionClause]
                switch statement.kind {
                case .if(let found, _, _), .guard(let found, _), .while(let found, _): clauses = found
                default: continue
                }
                for clause in clauses {
                    if case .optionalBinding(_, let bound, _, _, let value?) = clause, bound == name { return value }
                }
            }
        }
        return context.memberBinding(named: name)?.initializer
    }
}
