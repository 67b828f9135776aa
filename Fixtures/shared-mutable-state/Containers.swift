import Swinject

final class TokenStore {
    var token: String?
    public func refresh(_ token: String) async { self.token = token } // expect-note: shared-mutable-state
}

final class RequestLog {
    var entries: [String] = []
    public func add(_ entry: String) { entries.append(entry) }
}

final class Endpoints {
    let base = "https://example.invalid"
}

final class NetworkAssembly: Assembly {
    public func assemble(container: Container) {
        container.register(TokenStore.self) { _ in TokenStore() }.inObjectScope(.container) // expect-warning: shared-mutable-state "'TokenStore' is registered here as one shared instance (Swinject)"
        container.register(RequestLog.self) { _ in RequestLog() }.inObjectScope(.transient)
        container.register(Endpoints.self) { _ in Endpoints() }.inObjectScope(.container)
    }
}
