import Swinject

// Two files' private assemblies of one name: each configures its own container, so
// the same key registered in both replaces nothing.

protocol HTTPClient {}
final class URLSessionClient: HTTPClient {}
final class StubClient: HTTPClient {}

private final class NetworkingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in URLSessionClient() }
    }
}

enum AppAssembler {
    static let assembler = Assembler([NetworkingAssembly()])
}
