import Core

public final class HTTPClient: ProfileLoading {
    public init() {}
    public func load() async throws -> Profile { Profile(name: "") }
}

public struct Endpoint {
    public let path: String
}

public final class ReachabilityMonitor {
    public init() {}
}
