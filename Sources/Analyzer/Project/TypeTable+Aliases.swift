import DilintFacts
import DilintSyntax

/// Typealiases read through to the type a DI key names.
extension TypeTable {
    /// The type a name written without generic arguments stands for when it is a typealias
    /// (nested or not, through other aliases) to a generic type with its arguments written
    /// (`typealias Endpoint = Provider1<Screen, Input>`), or to a type that is no name
    /// (`typealias Completion = (Result<User, Error>) -> Void`, `[Entry]`, `(A, B)`), with
    /// where the alias's target is read: `denote` gives only a generic type's name, the
    /// arguments are in the alias, and nothing for the others. nil for anything else, and
    /// for a generic alias or one inside a generic type, whose parameters this does not
    /// substitute.
    public func aliasTarget(_ components: [String], in context: LookupContext) -> (type: TypeSyntax, scope: [String], module: String, file: String)? {
        var components = components
        var context = context
        for depth in 0..<Self.aliasDepthLimit {
            guard case .entry(.alias(let alias)) = lastEntry(components, in: context, depth: depth),
                  let aliased = self[alias].aliased, self[alias].declaration.genericParameters.isEmpty else { return nil }
            let stripped = Self.strippingExistential(aliased)
            guard case .named(let target) = stripped else {
                switch stripped {
                case .function, .tuple, .array, .dictionary, .optional:
                    guard !inGenericType(self[alias].parent) else { return nil }
                    let scope = self[alias].parent.map { NameBytes.dottedParts(name(of: $0)) } ?? []
                    return (stripped, scope, self[alias].module, self[alias].site.path)
                default:
                    return nil
                }
            }
            let aliasContext = aliasContext(alias)
            if let last = target.last, !last.genericArguments.isEmpty {
                // `struct Box<T> { typealias Made = Provider<T> }`: T is each use's own.
                guard !inGenericType(self[alias].parent) else { return nil }
                let scope = self[alias].parent.map { NameBytes.dottedParts(name(of: $0)) } ?? []
                return (.named(target), scope, self[alias].module, self[alias].site.path)
            }
            components = target.map(\.name)
            context = aliasContext
        }
        return nil
    }
}
