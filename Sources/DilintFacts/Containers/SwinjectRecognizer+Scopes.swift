import DilintSyntax

/// How long what a Swinject registration hands out lives: the scope it chains, a
/// helper's, or its container's default.
extension SwinjectRecognizer {
    /// The scope the call chains, else a registration helper's own, else the container's.
    static func lifetime(_ modifiers: ArraySlice<CallChain.Link>, _ chain: CallChain, upTo index: Int, _ context: ExpressionContext,
                         helperLifetime: Lifetime?) -> Lifetime {
        if let helperLifetime, !modifiers.contains(where: { $0.name == "inObjectScope" }) { return helperLifetime }
        return lifetime(modifiers, chain, upTo: index, context)
    }

    /// The scope set by `.inObjectScope(…)`, else the container's default, else `.graph`.
    static func lifetime(_ modifiers: ArraySlice<CallChain.Link>, _ chain: CallChain, upTo index: Int, _ context: ExpressionContext) -> Lifetime {
        if let scope = modifiers.last(where: { $0.name == "inObjectScope" })?.unlabeledArguments.first?.value {
            return Self.lifetime(scope)
        }
        return SwinjectContainers.defaultScope(chain, upTo: index, context).map(Self.lifetime) ?? .transient
    }

    /// Where the scope is set: `.inObjectScope(…)`, else a helper's `scope:` argument, else
    /// (unless a helper's body sets it) the container's `defaultObjectScope:`.
    static func writtenScope(_ modifiers: ArraySlice<CallChain.Link>, _ chain: CallChain, upTo index: Int, _ context: ExpressionContext,
                             _ extraction: ContainerExtraction, helperScope: Expression?, isHelper: Bool) -> WrittenScope? {
        let expression = modifiers.last(where: { $0.name == "inObjectScope" })?.unlabeledArguments.first?.value ?? helperScope
            ?? (isHelper ? nil : SwinjectContainers.defaultScope(chain, upTo: index, context))
        return expression.flatMap { extraction.writtenScope($0) { name, _ in Self.span(name) } }
    }

    /// `.weak` and the project's own `ObjectScope`s share an instance for a while; only
    /// `.container`, `.graph` and `.transient` do not.
    static func span(_ scope: String) -> WrittenScope.Span {
        switch scope {
        case "container": return .container
        case "graph", "transient": return .transient
        default: return .scoped
        }
    }

    static func lifetime(_ scope: Expression) -> Lifetime {
        guard case .member(_, let name, _) = scope.unwrapped.kind else { return .unknown }
        switch name {
        case "container": return .singleton
        case "graph", "transient": return .transient
        case "weak": return .scoped
        default: return .unknown
        }
    }
}
