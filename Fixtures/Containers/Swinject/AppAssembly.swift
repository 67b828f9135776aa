import Swinject

final class CoreAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in SystemClock() }.inObjectScope(.container) // expect-registration: Clock lifetime=singleton concrete=SystemClock args=
        container.register(Network.self) { r in // expect-registration: Network lifetime=transient concrete=URLNetwork
            URLNetwork(clock: r.resolve(Clock.self)!) // expect-resolution: Clock forced by=URLNetwork
        }
        container.register(Storage.self, name: "disk") { _ in DiskStorage() } // expect-registration: Storage name="disk" concrete=DiskStorage
            .inObjectScope(.weak)
        container.register(Storage.self, name: "memory") { _ in // expect-registration: Storage name="memory" lifetime=transient concrete=MemoryStorage
            let storage = MemoryStorage()
            return storage
        }.inObjectScope(.transient)
        container.register(Tracker.self) { r in // expect-registration: Tracker lifetime=unknown concrete=Tracker as=Analytics
            Tracker(network: r.resolve(Network.self)!) // expect-resolution: Network forced by=Tracker
        }
        .implements(Analytics.self)
        .inObjectScope(ObjectScope.graph)
        .initCompleted { r, tracker in
            tracker.session = r.resolve(Session.self) // expect-resolution: Session optional deferred by=Tracker
        }
        .inObjectScope(scope)
    }

    let scope = ObjectScope.container
}

final class SessionAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Session.self) { (r, userID: Int) in // expect-registration: Session args=Int concrete=UserSession
            UserSession(userID: userID, storage: r.resolve(Storage.self, name: "disk")!) // expect-resolution: Storage forced name="disk" by=UserSession
        }
        container.register(Session.self) { (r: Resolver, userID: Int, label: String) in // expect-registration: Session args=Int,String
            UserSession(userID: userID, storage: r.resolve(Storage.self, name: "memory")!) // expect-resolution: Storage name="memory" by=UserSession
        }
        container.register(Session.self, name: "guest") { _, userID in UserSession(userID: userID, storage: DiskStorage()) } // expect-registration: Session name="guest"
        container.register(Logger.self, name: Names.console) { _ in ConsoleLogger() } // expect-registration: Logger name="Names.console"
        container.register(ConsoleLogger.self) { _ in ConsoleLogger() } // expect-registration: ConsoleLogger as=Logger
            .implements(Logger.self)
            .implements(Logger.self, name: "fallback") // expect-registration: Logger name="fallback" concrete=ConsoleLogger
        container.register(ProfileScreen.self) { // expect-registration: ProfileScreen args=
            ProfileScreen(network: $0.resolve(Network.self)!, // expect-resolution: Network forced by=ProfileScreen
                          analytics: $0.resolve(Lazy<Analytics>.self)!.instance, // expect-resolution: Analytics forced deferred
                          title: "Profile")
        }
        container.register(Clock.self) { _ in SystemClock() as Clock } // expect-registration: Clock concrete=SystemClock
    }

    func loaded(resolver: Resolver) {
        _ = resolver.resolve(Provider<Logger>.self, name: Names.console) // expect-resolution: Logger optional deferred name="Names.console"
    }
}

enum Names {
    static let console = "console"
}
