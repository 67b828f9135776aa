import DilintSyntax

/// A registration's scope as its code sets it (`.inObjectScope(.weak)`,
/// `.lifetime(.perRun(.weak))`, `.scope(.session)`), and where.
public struct WrittenScope: Codable, Sendable, Hashable {
    /// How long what a registration hands out lives, for comparing two registrations:
    /// finer than `Lifetime`, which says only whether one instance is shared.
    public enum Span: String, Codable, Sendable {
        /// Built anew for each resolution, or each resolution graph.
        case transient
        /// Shared for a while, then renewed or released (Swinject `.weak`, Resolver's and
        /// Factory's `.shared` and `.cached`, a custom scope).
        case scoped
        /// Kept as long as the container.
        case container
    }

    /// As written, the leading dot included: `.weak`, `.perRun(.weak)`.
    public var spelling: String
    public var span: Span
    public var location: SourceLocation

    public init(spelling: String, span: Span, location: SourceLocation) {
        self.spelling = spelling
        self.span = span
        self.location = location
    }
}

/// An alias a library adds unchecked: `.as(P.self)`, `.implements(P.self)`,
/// `addService(x, as: P.self)`. The compiler lets any type through; the first
/// resolution of the alias fails if the registered type does not conform.
public struct UncheckedAlias: Codable, Sendable, Hashable {
    public var type: WrittenType
    public var location: SourceLocation

    public init(type: WrittenType, location: SourceLocation) {
        self.type = type
        self.location = location
    }
}

extension Registration {
    /// How long what it hands out lives: the written scope's, else what its lifetime says;
    /// nil when unknown.
    public var span: WrittenScope.Span? {
        if let scope { return scope.span }
        switch lifetime {
        case .singleton: return .container
        case .scoped: return .scoped
        case .transient: return .transient
        case .unknown: return nil
        }
    }
}

extension ContainerExtraction {
    /// The scope an expression names (`.weak`, `ObjectScope.weak`, `.perRun(.weak)`):
    /// `span` gets the scope's name and, for a call, its arguments' names. nil when the
    /// expression is not such a name or `span` does not know it.
    func writtenScope(_ expression: Expression, span: (_ name: String, _ arguments: [String]) -> WrittenScope.Span?) -> WrittenScope? {
        var named = expression.unwrapped
        var arguments: [String] = []
        if case .call(let callee, let written, _) = named.kind {
            named = callee
            arguments = written.compactMap { argument in
                if case .member(_, let name, _) = argument.value.unwrapped.kind { return name }
                return nil
            }
        }
        guard case .member(_, let name, _) = named.kind, let found = span(name, arguments) else { return nil }
        return WrittenScope(spelling: expression.description, span: found, location: location(expression.offset))
    }
}
