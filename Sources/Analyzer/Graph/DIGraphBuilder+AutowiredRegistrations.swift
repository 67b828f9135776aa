import DilintFacts
import DilintSyntax

/// Registrations built by an initializer the container fills (`register(X.init)`): the
/// initializer's parameters are resolutions made while constructing the registration. The
/// file only names the initializer; its signature lives in the type table, so this pass
/// turns each parameter into an eager request owned by the registration.
extension DIGraphBuilder {
    mutating func addAutowiredRequests() {
        for provider in graph.providers {
            let registration = provider.registration
            guard let autowired = registration.autowiredInitializer else { continue }
            let requests: [(TypeSyntax?, scope: [String], module: String, file: String)]
            if let (type, parameters) = autowiredParameters(autowired, module: provider.module, file: registration.location.file) {
                let scope = NameBytes.dottedParts(type.qualifiedName)
                requests = parameters.map { ($0, scope, type.module, type.site.path) }
            } else if autowired.attribute == nil {
                // Which initializer, or how many parameters, is unknown: one untyped site.
                requests = [(nil, [], provider.module, registration.location.file)]
            } else {
                // `T.make(resolver:)` written by hand, not by `@Resolvable`: what it resolves is its own business.
                continue
            }
            for (written, scope, module, file) in requests {
                var handling = ResolutionHandling.forced
                var demand = TypeDemand.unknown
                if let written {
                    let (unwrapped, wasOptional) = written.unwrappingOptional
                    if wasOptional { handling = .optional }
                    demand = .type(WrittenType(unwrapped, scope: scope))
                }
                var type = canonical(demand, module: module, file: file)
                var isWrapped = false
                if let t = type, let inner = Self.deferringWrapper(t) {
                    type = inner
                    isWrapped = true
                }
                let resolution = Resolution(
                    dialect: registration.dialect, container: registration.container, demand: demand,
                    handling: handling, owner: .registration(registration.localID), conditions: registration.conditions,
                    location: registration.location, symbol: registration.symbol).via(.filled)
                graph.requests.append(DIGraph.Request(
                    id: graph.requests.count, resolution: resolution, module: provider.module, type: type,
                    isWrapped: isWrapped, owners: [provider.id], argumentTypes: []))
            }
        }
    }

    /// The parameter types of the initializer meant (nil for a type not written down).
    private func autowiredParameters(_ autowired: AutowiredInitializer, module: String, file: String) -> (DeclaredType, [TypeSyntax?])? {
        guard let name = canonical(autowired.type, module: module, file: file), let id = types.type(named: name, module: module),
              let parameters = types.initializerParameters(of: id, labels: autowired.labels, attribute: autowired.attribute) else { return nil }
        // Knit's `@Resolvable`: an `@Argument` is passed by the caller and a `@UseDefault`
        // keeps its default, neither resolved; a `@Named` one is resolved under a name not read here.
        let resolved = parameters.filter { !$0.attributes.contains { $0.name == "Argument" || $0.name == "UseDefault" } }
        return (types[id], resolved.map { parameter in
            if case .unknown = parameter.type { return nil }
            return parameter.attributes.contains { $0.name == "Named" } ? nil : parameter.type
        })
    }
}
