import DilintFacts
import DilintSyntax

/// Autowired initializers: a request for every parameter of `X.init` (SwinjectAutoregistration's
/// `autoregister(P.self, initializer: X.init)`), found through the type table because the
/// initializer is usually declared in another file than the registration.
extension DIGraphBuilder {
    /// Replaces each `.initializerParameters` request with one request per parameter of the
    /// initializer it names; parameters of a runtime argument's type are filled by the
    /// caller, not resolved. When the initializer cannot be told, the request stays, untyped.
    mutating func expandAutowiredInitializers() {
        guard graph.requests.indices.contains(where: {
            if case .initializerParameters = graph.requests[$0].resolution.demand { return true } else { return false }
        }) else { return }
        var requests: [DIGraph.Request] = []
        for request in graph.requests {
            guard case .initializerParameters(let written, let labels) = request.resolution.demand,
                  let (type, parameters) = initializerParameters(written, labels, module: request.module, file: request.resolution.location.file) else {
                requests.append(request)
                continue
            }
            var unfilled = request.argumentTypes ?? []
            let scope = NameBytes.dottedParts(type.qualifiedName)
            for (index, parameter) in parameters.enumerated() {
                let (bare, isOptional) = parameter.type.unwrappingOptional
                // A memberwise parameter whose property has no written type stays untyped.
                var canonicalType: String?
                if case .unknown = bare {} else { canonicalType = canonical(WrittenType(bare, scope: scope), module: type.module, file: type.site.path) }
                if let t = canonicalType, let filled = unfilled.firstIndex(of: t) {
                    unfilled.remove(at: filled)
                    continue
                }
                var expanded = request
                expanded.resolution.demand = .parameter(callee: written, label: parameter.label, index: index)
                expanded.resolution.argumentTypes = []
                if isOptional { expanded.resolution.handling = .optional }
                expanded.argumentTypes = []
                expanded.isWrapped = false
                if let t = canonicalType, let inner = Self.deferringWrapper(t) {
                    canonicalType = inner
                    expanded.isWrapped = true
                }
                expanded.type = canonicalType
                requests.append(expanded)
            }
        }
        for index in requests.indices { requests[index].id = index }
        graph.requests = requests
    }

    /// The type `X.init` names and the parameters of the initializer it denotes.
    private func initializerParameters(_ written: WrittenType, _ labels: [String?]?, module: String, file: String) -> (DeclaredType, [Parameter])? {
        guard let name = canonical(written, module: module, file: file), let id = types.type(named: name, module: module),
              let parameters = types.initializerParameters(of: id, labels: labels) else { return nil }
        return (types[id], parameters)
    }
}
