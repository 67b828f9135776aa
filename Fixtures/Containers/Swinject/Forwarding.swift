import Swinject

enum Forwarding {
    static func configure() -> Container {
        let container = Container {
            $0.register(Clock.self) { _ in SystemClock() } // expect-registration: Clock
        }
        container.register(DiskStorage.self, name: "disk") { _ in DiskStorage() } // expect-registration: DiskStorage name="disk"
            .implements(Storage.self) // expect-registration: Storage concrete=DiskStorage
        let entry = container.register(URLNetwork.self) { r in URLNetwork(clock: r.resolve(Clock.self)!) } // expect-registration: URLNetwork // expect-resolution: Clock forced by=URLNetwork
            .inObjectScope(.container)
        container.forward(Network.self, to: entry) // expect-registration: Network lifetime=singleton concrete=URLNetwork args=
        container.forward(Network.self, name: "shared", to: entry) // expect-registration: Network name="shared" concrete=URLNetwork
        return container
    }
}
