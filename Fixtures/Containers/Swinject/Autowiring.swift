import Swinject
import SwinjectAutoregistration

final class AutowiredAssembly: Assembly {
    func assemble(container: Container) {
        container.autoregister(Network.self, initializer: URLNetwork.init) // expect-registration: Network concrete=URLNetwork args= // expect-resolution: Clock forced by=URLNetwork
        container.autoregister(Analytics.self, name: "auto", initializer: Tracker.init).inObjectScope(.container) // expect-registration: Analytics name="auto" lifetime=singleton concrete=Tracker // expect-resolution: Network forced by=Tracker
        container.autoregister(Session.self, argument: Int.self, initializer: UserSession.init) // expect-registration: Session args=Int concrete=UserSession // expect-resolution: Storage forced by=UserSession
        container.autoregister(ProfileScreen.self, initializer: ProfileScreen.init(network:)) // expect-registration: ProfileScreen // expect-resolution: Network by=ProfileScreen
        container.autoregister(ProfileScreen.self, name: "full", argument: String.self, initializer: ProfileScreen.init(network:analytics:title:)) // expect-registration: ProfileScreen name="full" args=String // expect-resolution: Network by=ProfileScreen // expect-resolution: Analytics by=ProfileScreen
        container.autoregister(ProfileScreen.self, name: "bare", initializer: ProfileScreen.init) // expect-registration: ProfileScreen name="bare" // expect-resolution: ?
        container.autoregister(FeedModel.self, initializer: FeedModel.init) // expect-registration: FeedModel concrete=FeedModel // expect-resolution: Network forced // expect-resolution: Storage optional // expect-resolution: Int
        container.autoregister(Logger.self, initializer: ConsoleLogger.init) // expect-registration: Logger concrete=ConsoleLogger
        container.autoregister(Banner.self, initializer: Banner.init) // expect-registration: Banner concrete=Banner // expect-resolution: Clock forced by=Banner // expect-resolution: ? by=Banner
        container.autoregister(Clock.self, initializer: SystemClock.init as () -> SystemClock) // expect-registration: Clock concrete=SystemClock
        container.autoregister(Session.self, name: "typed", argument: Int.self, initializer: UserSession.init as (Int, Storage) -> UserSession) // expect-registration: Session name="typed" // expect-resolution: Storage by=UserSession
        container.register(Tracker.self) { r in // expect-registration: Tracker
            Tracker(network: r~>) // expect-resolution: Network forced by=Tracker
        }
        container.register(URLNetwork.self) { r in URLNetwork(clock: r ~> Clock.self) } // expect-registration: URLNetwork // expect-resolution: Clock forced by=URLNetwork
        container.register(Storage.self) { r in r ~> (Storage.self, name: "disk") } // expect-registration: Storage // expect-resolution: Storage forced name="disk" by=Storage
    }

    func loaded(resolver: Resolver) {
        let session: Session = resolver ~> (Session.self, argument: 42) // expect-resolution: Session forced args=1
        let clock: Clock? = resolver.resolve() // expect-resolution: Clock optional
        _ = (session, clock)
    }
}

/// A memberwise initializer whose second property has no written type: that parameter is
/// counted, untyped.
struct Banner {
    let clock: Clock
    var style = Style.plain
}

enum Style { case plain }
