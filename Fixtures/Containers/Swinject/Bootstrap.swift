import Swinject

final class AppDelegate {
    let assembler = Assembler([CoreAssembly(), SessionAssembly()])
    var container: Container!
    var tracker: Analytics?

    func start() {
        let clock = assembler.resolver.resolve(Clock.self)! // expect-resolution: Clock forced by=
        let network = assembler.resolver.resolve(Network.self) // expect-resolution: Network optional
        if let storage = assembler.resolver.resolve(Storage.self, name: "disk") { _ = storage } // expect-resolution: Storage optional name="disk"
        guard let session = assembler.resolver.resolve(Session.self, argument: 42) else { return } // expect-resolution: Session optional args=1
        let guest = assembler.resolver.resolve(Session.self, name: "guest", arguments: 7, "Ann") // expect-resolution: Session name="guest" args=2
        let logger = assembler.resolver.resolve(Logger.self) ?? ConsoleLogger() // expect-resolution: Logger optional
        let concrete = assembler.resolver.resolve(Analytics.self) as? Tracker // expect-resolution: Analytics optional
        let forced = assembler.resolver.resolve(Analytics.self) as! Tracker // expect-resolution: Analytics forced
        tracker = container.synchronize().resolve(Analytics.self) // expect-resolution: Analytics optional
        _ = (clock, network, session, guest, logger, concrete, forced)
        assembler.apply(assemblies: [WidgetAssembly()])
    }

    func makeWidgetContainer() -> Container {
        let widget = Container(defaultObjectScope: .container)
        widget.register(Clock.self) { _ in SystemClock() } // expect-registration: Clock lifetime=singleton
        widget.register(Storage.self) { _ in DiskStorage() }.inObjectScope(.graph) // expect-registration: Storage lifetime=transient
        container.register(Storage.self) { _ in MemoryStorage() } // expect-registration: Storage lifetime=transient concrete=MemoryStorage
        _ = widget.resolve(Optional<Clock>.self) // expect-resolution: Clock optional=true
        // The factory named, not written: a static method, or one whose labels give its arguments.
        widget.register(Network.self, factory: Services.makeNetwork) // expect-registration: Network lifetime=singleton
        widget.register(Session.self, name: "guest", factory: UserSession.make(resolver:id:)) // expect-registration: Session name="guest" lifetime=singleton
        widget.register(URLNetwork.self, factory: URLNetwork.make).implements(Network.self, name: "url") // expect-registration: URLNetwork lifetime=singleton // expect-registration: Network name="url" lifetime=singleton
        return widget
    }
}

final class WidgetAssembly: Assembly {
    final class Badge {}

    func assemble(container: Container) {
        container.register(Badge.self) { _ in Badge() } // expect-registration: WidgetAssembly.Badge lifetime=transient
        _ = container.resolve(Badge?.self) // expect-resolution: WidgetAssembly.Badge
        // Knit: another module promises to register it.
        container.registerAbstract(Analytics.self) // expect-registration: Analytics lifetime=unknown
    }
}

let childAssembler = Assembler([WidgetAssembly()], parent: nil)
