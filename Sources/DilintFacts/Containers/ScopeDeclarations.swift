import DilintSyntax

/// The project's own scopes, declared where the libraries ask for them
/// (`extension Scope { static let session = Cached() }`, `extension ObjectScope { static
/// let loggedIn = ObjectScope(storageFactory: WeakStorage.init) }`), with how long what
/// each keeps lives: a custom scope that stores its instances for good is a singleton's.
enum ScopeDeclarations {
    /// The types whose extensions declare scopes, by library.
    static let scopeTypes: Set<String> = ["Scope", "SharedContainer.Scope", "Container.Scope", "ResolverScope", "ObjectScope"]

    static func read(_ syntax: SyntaxFile) -> [String: WrittenScope.Span] {
        var found: [String: WrittenScope.Span] = [:]
        for declaration in syntax.declarations where declaration.kind == .extension && scopeTypes.contains(declaration.name) {
            for member in declaration.members where member.kind == .variable && member.modifiers.contains(.static) {
                for binding in member.bindings {
                    if let span = binding.initializer.flatMap(span(ofInitializer:)) { found[binding.name] = span }
                }
            }
        }
        return found
    }

    /// What the storage a scope is made with keeps: Factory's `Singleton()`, `Cached()`,
    /// `Shared()`; Resolver's `ResolverScopeApplication()` and the like; Swinject's
    /// `ObjectScope(storageFactory: PermanentStorage.init)`.
    static func span(ofInitializer expression: Expression) -> WrittenScope.Span? {
        guard case .call(let callee, let arguments, _) = expression.unwrapped.kind, let name = callee.dottedName else { return nil }
        switch NameBytes.lastDottedPart(name) ?? name {
        case "Singleton", "ResolverScopeApplication", "ResolverScopeContainer": return .container
        case "Cached", "Shared", "ResolverScopeCache", "ResolverScopeShare": return .scoped
        case "Graph", "Unique", "ResolverScopeGraph", "ResolverScopeUnique": return .transient
        case "ObjectScope":
            guard let storageName = arguments.first(where: { $0.label == "storageFactory" })?.value.unwrapped.dottedName else { return nil }
            switch storageName.replacingOccurrences(of: ".init", with: "") {
            case "PermanentStorage": return .container
            case "WeakStorage": return .scoped
            case "TransientStorage", "GraphStorage": return .transient
            default: return nil
            }
        default: return nil
        }
    }
}
