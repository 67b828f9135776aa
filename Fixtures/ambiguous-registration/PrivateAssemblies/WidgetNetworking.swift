import Swinject

private final class NetworkingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in StubClient() }
        container.register(HTTPClient.self) { _ in URLSessionClient() } // expect-error: ambiguous-registration "'HTTPClient' is registered again here and silently replaces"
    }
}

enum WidgetAssembler {
    static let assembler = Assembler([NetworkingAssembly()])
}
