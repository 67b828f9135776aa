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

// A type named like its module: `import Networking` is not a use of it.
public final class Networking {
    public init() {}
}
