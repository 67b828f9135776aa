import DilintFacts

extension Dialect {
    /// Whether two registrations of one key can meet in a container. A Factory key or a
    /// `DependencyValues` property is a member the compiler looks up, so one declaration
    /// answers each use; a conformance registers each type once.
    var keysCanCollide: Bool {
        switch self {
        case .factory, .swiftDependencies, .conformance: return false
        case .swinject, .diTranquillity, .resolver, .dip, .serviceLocator: return true
        }
    }

    /// The library's name as its users write it.
    public var displayName: String {
        switch self {
        case .swinject: return "Swinject"
        case .diTranquillity: return "DITranquillity"
        case .resolver: return "Resolver"
        case .factory: return "Factory"
        case .dip: return "Dip"
        case .swiftDependencies: return "swift-dependencies"
        case .serviceLocator: return "a dictionary-backed service locator"
        case .conformance: return "a conformance-registered container"
        }
    }
}
