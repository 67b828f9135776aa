import Resolver

protocol Networking {}
protocol Storage {}
protocol Analytics {}
protocol Logging {}
protocol Clock {}
protocol Greeting {}

final class URLSessionNetwork: Networking {}
final class OfflineNetwork: Networking {}
final class DiskStorage: Storage {}
final class MemoryStorage: Storage {}
final class SystemClock: Clock {}
final class Tracker: Analytics, Logging {
    init(network: Networking) {}
}
final class Session {
    var clock: Clock?
    init(network: Networking, storage: Storage) {}
}
final class ProfileViewModel {
    init(session: Session, tracker: Analytics) {}
}
struct DailyReport {
    let clock: Clock
}
class BaseScreen {
    init(network: Networking) {}
}
final class ReportScreen: BaseScreen {}
final class ServerConfig {
    let host: String = "https://example.org"
}
final class Greeter: Greeting {
    init(name: String?) {}
}

extension Resolver.Name {
    static let backup = Self("backup")
}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { URLSessionNetwork() as Networking }.scope(.application) // expect-registration: Networking lifetime=singleton concrete=URLSessionNetwork
        register(Storage.self) { DiskStorage() } // expect-registration: Storage lifetime=transient concrete=DiskStorage
        register(name: .backup) { MemoryStorage() as Storage }.scope(.cached) // expect-registration: Storage name=".backup" lifetime=singleton concrete=MemoryStorage
        register(name: "legacy") { () -> Storage in DiskStorage() } // expect-registration: Storage name="legacy" concrete=DiskStorage
        register { Tracker(network: resolve()) } // expect-registration: Tracker as=Analytics lifetime=singleton // expect-resolution: Networking forced by=Tracker
            .implements(Analytics.self)
            .implements(Logging.self, name: .backup) // expect-registration: Logging name=".backup" concrete=Tracker
            .scope(.shared)
        registerScreens()
    }

    static func registerScreens() {
        main.register { r in Session(network: r.resolve(), storage: r.resolve(name: .backup)) } // expect-registration: Session lifetime=transient // expect-resolution: Networking forced by=Session // expect-resolution: Storage name=".backup" by=Session
            .resolveProperties { _, session in
                session.clock = optional() // expect-resolution: Clock optional deferred by=Session
            }
        Resolver.register { ProfileViewModel(session: resolve(), tracker: resolve()) }.scope(.unique) // expect-registration: ProfileViewModel lifetime=transient // expect-resolution: Session forced by=ProfileViewModel // expect-resolution: Analytics forced by=ProfileViewModel
        register { SystemClock() }.implements(Clock.self).scope(.container) // expect-registration: SystemClock as=Clock lifetime=singleton
        register { _, args in Greeter(name: args()) as Greeting } // expect-registration: Greeting concrete=Greeter
        register { ProfileScreen() } // expect-registration: ProfileScreen
        register { Coordinator() } // expect-registration: Coordinator
        // A member of what the factory resolves: its type, from the declaration.
        register { ServerConfig() } // expect-registration: ServerConfig
        // A struct's memberwise initializer; a class's inherited one.
        register { DailyReport(clock: resolve()) } // expect-registration: DailyReport // expect-resolution: Clock forced by=DailyReport
        register { ReportScreen(network: resolve()) } // expect-registration: ReportScreen // expect-resolution: Networking forced by=ReportScreen
        register(name: "host") { r in r.resolve(ServerConfig.self).host } // expect-registration: String name="host" // expect-resolution: ServerConfig forced by=String
        #if DEBUG
        register { OfflineNetwork() as Networking } // expect-registration: Networking concrete=OfflineNetwork
        #endif
    }
}

enum MockSetup {
    static func install() {
        Resolver.mock.register { MemoryStorage() as Storage }.scope(.application) // expect-registration: Storage lifetime=singleton
        let child = Resolver(child: .main)
        child.register(Clock.self) { SystemClock() } // expect-registration: Clock concrete=SystemClock
        let clock: Clock = child.resolve() // expect-resolution: Clock forced
        _ = clock
    }
}
