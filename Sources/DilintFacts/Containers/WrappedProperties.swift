import DilintSyntax

/// The stored properties under a property wrapper, in every type and extension of a file
/// (`@Injected var api: API`, a project's `@Inject var api: API`): what a dialect's
/// wrappers resolve.
enum WrappedProperties {
    struct Use {
        /// The type or extension declaring the property, and the names of those around it.
        let owner: Declaration
        let scope: [String]
        let property: Declaration
        let binding: Binding
        let attribute: Attribute

        /// Where the resolution's owner is: the type, unless the property is static or a
        /// protocol's.
        var resolutionOwner: ResolutionOwner {
            let isStatic = !property.modifiers.isDisjoint(with: [.static, .class])
            return isStatic || owner.kind == .protocol ? .none : .type(WrittenType(.named(owner.name), scope: scope))
        }

        var path: [String] { scope + [owner.name] }
        var symbol: String { (path + [binding.name]).joined(separator: ".") }
    }

    /// Each property whose first wrapper attribute `isWrapper` accepts.
    static func forEach(in declarations: [Declaration], scope: [String] = [], isWrapper: (String) -> Bool, _ body: (Use) -> Void) {
        for declaration in declarations where declaration.isTypeDeclaration || declaration.kind == .extension {
            let path = scope + [declaration.name]
            for member in declaration.members {
                guard member.kind == .variable else {
                    forEach(in: [member], scope: path, isWrapper: isWrapper, body)
                    continue
                }
                guard let attribute = member.attributes.first(where: { isWrapper($0.name) }), let binding = member.bindings.first else { continue }
                body(Use(owner: declaration, scope: scope, property: member, binding: binding, attribute: attribute))
            }
        }
    }
}

extension WrappedProperties {
    /// The resolutions a project's own wrappers make in the file: each property or local
    /// under one (`@Inject var api: API`) with no arguments of its own and a written type
    /// resolves that type on first use, from the container `container` gives for the
    /// wrapper's name (nil: not one of them).
    static func resolutions(in extraction: ContainerExtraction, dialect: Dialect, container: (String) -> ContainerHint?) -> [Resolution] {
        var found: [Resolution] = []
        func use(_ attribute: Attribute, _ binding: Binding, path: [String], owner: ResolutionOwner, conditions: [ConditionalBranch]) {
            guard let container = container(attribute.name), attribute.arguments?.isEmpty ?? true, let type = binding.type else { return }
            found.append(Resolution(
                dialect: dialect, container: container, demand: .type(WrittenType(type.unwrappingOptional.type, scope: path)),
                handling: .forced, argumentTypes: nil, owner: owner, timing: .deferred, conditions: conditions,
                location: extraction.location(binding.offset), symbol: (path + [binding.name]).joined(separator: ".")).via(.wrapper))
        }
        forEach(in: extraction.syntax.declarations, isWrapper: { container($0) != nil }) { property in
            use(property.attribute, property.binding, path: property.path, owner: property.resolutionOwner, conditions: property.property.conditions)
        }
        // `@Inject var assets: Assets` inside a function or a closure: resolved there, on first use.
        forEachLocal(in: extraction.syntax.declarations, isWrapper: { container($0) != nil }) { local, binding, attribute, scope in
            use(attribute, binding, path: scope, owner: .none, conditions: local.conditions)
        }
        return found.sorted { $0.location < $1.location }
    }

    /// Each local variable under a wrapper `isWrapper` accepts (`@Inject var assets: Assets`
    /// inside a function, an initializer, an accessor or a closure), with the names of the
    /// types around it.
    static func forEachLocal(in declarations: [Declaration], scope: [String] = [], isWrapper: (String) -> Bool,
                             _ body: (_ local: Declaration, _ binding: Binding, _ attribute: Attribute, _ scope: [String]) -> Void) {
        for declaration in declarations {
            if declaration.isTypeDeclaration || declaration.kind == .extension {
                forEachLocal(in: declaration.members, scope: scope + [declaration.name], isWrapper: isWrapper, body)
                continue
            }
            var walk = LocalWalk()
            walk.declaration(declaration, isLocal: false)
            for local in walk.attributed {
                guard let attribute = local.attributes.first(where: { isWrapper($0.name) }), let binding = local.bindings.first else { continue }
                body(local, binding, attribute, scope)
            }
        }
    }

    /// Collects the local variables that carry an attribute.
    private struct LocalWalk {
        var attributed: [Declaration] = []

        mutating func declaration(_ d: Declaration, isLocal: Bool) {
            if isLocal, d.kind == .variable, !d.attributes.isEmpty { attributed.append(d) }
            for binding in d.bindings {
                if let initializer = binding.initializer { expression(initializer) }
                for accessor in binding.accessors { statements(accessor.body) }
            }
            for accessor in d.accessors { statements(accessor.body) }
            if let b = d.body { statements(b) }
        }

        mutating func statements(_ list: [Statement]) { for s in list { statement(s) } }

        mutating func statement(_ s: Statement) {
            switch s.kind {
            case .expression(let e), .throw(let e): expression(e)
            case .return(let e): if let e { expression(e) }
            case .declaration(let d): declaration(d, isLocal: true)
            case .if(let clauses, let then, let otherwise):
                for c in clauses { clause(c) }
                statements(then)
                statements(otherwise)
            case .guard(let clauses, let otherwise):
                for c in clauses { clause(c) }
                statements(otherwise)
            case .while(let clauses, let b):
                for c in clauses { clause(c) }
                statements(b)
            case .repeat(let b, let condition):
                statements(b)
                expression(condition)
            case .forIn(_, let sequence, let b):
                expression(sequence)
                statements(b)
            case .switch(let subject, let cases):
                expression(subject)
                for c in cases { statements(c.body) }
            case .do(let b, let catches):
                statements(b)
                catches.forEach { statements($0) }
            case .defer(let b): statements(b)
            case .other: break
            }
        }

        mutating func clause(_ c: ConditionClause) {
            switch c {
            case .expression(let e), .pattern(_, let e): expression(e)
            case .optionalBinding(_, _, _, _, let value): if let value { expression(value) }
            case .availability: break
            }
        }

        /// Closures, trailing ones included, hold statements and so locals.
        mutating func expression(_ e: Expression) {
            switch e.kind {
            case .closure(let c): statements(c.body)
            case .call(let callee, let arguments, let trailing):
                expression(callee)
                arguments.forEach { expression($0.value) }
                trailing.forEach { statements($0.closure.body) }
            case .statement(let s): statement(s)
            default:
                SyntaxTraversal.forEachChild(of: e) { expression($0) }
            }
        }
    }
}
