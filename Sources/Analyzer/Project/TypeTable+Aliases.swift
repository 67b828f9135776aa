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

extension TypeTable {
    /// A generic typealias's target with a use's arguments put for its parameters:
    /// `typealias Store<S> = CurrentValueSubject<S, Never>` makes `Store<Cart>` the type
    /// `CurrentValueSubject<Cart, Never>`. The arguments come as the caller names them,
    /// already read where the use is. nil when the name is no generic alias, the count of
    /// arguments differs, or the alias sits in a generic type.
    public func genericAliasTarget(_ components: [String], arguments: [TypeSyntax], in context: LookupContext)
        -> (type: TypeSyntax, scope: [String], module: String, file: String)? {
        guard case .entry(.alias(let alias)) = lastEntry(components, in: context, depth: 0), let aliased = self[alias].aliased else { return nil }
        let parameters = self[alias].declaration.genericParameters.map(\.name)
        guard !parameters.isEmpty, parameters.count == arguments.count, !inGenericType(self[alias].parent) else { return nil }
        let substitutions = Dictionary(zip(parameters, arguments)) { first, _ in first }
        let scope = self[alias].parent.map { NameBytes.dottedParts(name(of: $0)) } ?? []
        return (Self.substituting(substitutions, in: aliased), scope, self[alias].module, self[alias].site.path)
    }

    /// `type` with each bare name of `substitutions` replaced.
    static func substituting(_ substitutions: [String: TypeSyntax], in type: TypeSyntax) -> TypeSyntax {
        func put(_ type: TypeSyntax) -> TypeSyntax { substituting(substitutions, in: type) }
        switch type {
        case .named(let components):
            if components.count == 1, components[0].genericArguments.isEmpty, let argument = substitutions[components[0].name] { return argument }
            return .named(components.map { TypeComponent(name: $0.name, genericArguments: $0.genericArguments.map(put)) })
        case .optional(let wrapped): return .optional(put(wrapped))
        case .implicitlyUnwrapped(let wrapped): return .implicitlyUnwrapped(put(wrapped))
        case .array(let element): return .array(put(element))
        case .dictionary(let key, let value): return .dictionary(key: put(key), value: put(value))
        case .tuple(let elements): return .tuple(elements.map { TupleTypeElement(label: $0.label, type: put($0.type)) })
        case .function(let parameters, let isAsync, let isThrowing, let result):
            return .function(parameters: parameters.map(put), isAsync: isAsync, isThrowing: isThrowing, result: put(result))
        case .composition(let parts): return .composition(parts.map(put))
        case .some(let inner): return .some(put(inner))
        case .any(let inner): return .any(put(inner))
        case .metatype(let inner, let isProtocol): return .metatype(put(inner), isProtocol: isProtocol)
        case .attributed(let attributes, let inner): return .attributed(attributes: attributes, put(inner))
        case .unknown: return type
        }
    }
}
