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
