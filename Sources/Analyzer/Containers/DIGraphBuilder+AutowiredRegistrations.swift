/// Registrations built by an initializer the container fills (`register(X.init)`): the
/// initializer's parameters are resolutions made while constructing the registration. The
/// file only names the initializer; its signature lives in the type table, so this pass
/// turns each parameter into an eager request owned by the registration.
extension DIGraphBuilder {
    mutating func addAutowiredRequests() {
        for provider in graph.providers {
            let registration = provider.registration
            guard let autowired = registration.autowiredInitializer else { continue }
            let requests: [(TypeSyntax?, scope: [String], module: String)]
            if let (type, parameters) = autowiredParameters(autowired, module: provider.module) {
                let scope = type.qualifiedName.split(separator: ".").map(String.init)
                requests = parameters.map { ($0, scope, type.module) }
            } else {
                // Which initializer, or how many parameters, is unknown: one untyped site.
                requests = [(nil, [], provider.module)]
            }
            for (written, scope, module) in requests {
                var handling = ResolutionHandling.forced
                var demand = TypeDemand.unknown
                if let written {
                    let (unwrapped, wasOptional) = written.unwrappingOptional
                    if wasOptional { handling = .optional }
                    demand = .type(WrittenType(unwrapped, scope: scope))
                }
                var type = canonical(demand, module: module)
                var isWrapped = false
                if let t = type, let inner = Self.deferringWrapper(t) {
                    type = inner
                    isWrapped = true
                }
                let resolution = Resolution(
                    dialect: registration.dialect, container: registration.container, demand: demand,
                    handling: handling, owner: .registration(registration.localID), conditions: registration.conditions,
                    location: registration.location, symbol: registration.symbol)
                graph.requests.append(DIGraph.Request(
                    id: graph.requests.count, resolution: resolution, module: provider.module, type: type,
                    isWrapped: isWrapped, owners: [provider.id], argumentTypes: []))
            }
        }
    }

    /// The parameter types of the initializer meant: the one with the written labels, else
    /// the single designated one (a struct without one has its memberwise initializer).
    private func autowiredParameters(_ autowired: AutowiredInitializer, module: String) -> (DeclaredType, [TypeSyntax?])? {
        guard let name = canonical(autowired.type, module: module), let id = types.type(named: name, module: module) else { return nil }
        let type = types[id]
        let initializers = type.initializers.filter { !$0.isStatic }
        if let labels = autowired.labels {
            let matching = initializers.filter { $0.parameters.map(\.label) == labels }
            return matching.count == 1 ? (type, matching[0].parameters.map(\.type)) : nil
        }
        let designated = initializers.filter { !$0.modifiers.contains(.convenience) }
        if designated.count == 1 { return (type, designated[0].parameters.map(\.type)) }
        guard designated.isEmpty else { return nil }
        if type.kind == .class || type.kind == .actor { return (type, []) }
        guard type.kind == .struct else { return nil }
        let memberwise = type.storedProperties.filter { !$0.isStatic && $0.extensionIndex == nil && !($0.isLet && $0.binding?.initializer != nil) }
        return (type, memberwise.map(\.type))
    }
}
