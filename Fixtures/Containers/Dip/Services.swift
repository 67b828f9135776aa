import Dip

protocol Api {}
protocol Store {}
protocol Cache {}
protocol Purgeable {}
protocol Clock {}
protocol Logger {}
protocol Player {}

final class HTTPApi: Api {}
final class MockApi: Api {}
final class DiskStore: Store {}
final class MemoryCache: Cache, Purgeable {}
final class SystemClock: Clock {}
final class ConsoleLogger: Logger {}
final class Repository {
    var logger: Logger?
    init(api: Api, store: Store) {}
}
final class Presenter {
    init(repository: Repository, clock: Clock) {}
}
final class TrackPlayer: Player {
    init(trackID: Int) {}
}
final class FilePlayer: Player {}
final class Uploader {
    init(api: Api, retries: Int) {}
}

enum AppContainer {
    static let shared = DependencyContainer { c in
        c.register(.singleton) { HTTPApi() as Api } // expect-registration: Api lifetime=singleton concrete=HTTPApi args=
        c.register(tag: "mock") { MockApi() as Api } // expect-registration: Api name="mock" lifetime=transient
        c.register(.eagerSingleton, type: Store.self) { DiskStore() } // expect-registration: Store lifetime=singleton concrete=DiskStore
        c.register(.weakSingleton) { MemoryCache() } // expect-registration: MemoryCache as=Cache,Purgeable lifetime=scoped
            .implements(Cache.self, Purgeable.self)
        c.register(.unique) { () -> Clock in SystemClock() } // expect-registration: Clock lifetime=transient concrete=SystemClock
        c.register { Repository(api: $0, store: $1) } // expect-registration: Repository // expect-resolution: Api plain by=Repository // expect-resolution: Store plain by=Repository
            .resolvingProperties { container, repository in
                repository.logger = try container.resolve() // expect-resolution: Logger plain deferred by=Repository
            }
        c.register { (repository: Repository, clock: Clock) in Presenter(repository: repository, clock: clock) } // expect-registration: Presenter // expect-resolution: Repository by=Presenter // expect-resolution: Clock by=Presenter
        c.register { (trackID: Int) in TrackPlayer(trackID: trackID) as Player } // expect-registration: Player args=Int concrete=TrackPlayer
        c.register { (api: Api, retries: Int) in Uploader(api: api, retries: retries) } // expect-registration: Uploader args=Api,Int
        c.register { ConsoleLogger() as Logger }.implements(Logger.self, tag: "console") // expect-registration: Logger // expect-registration: Logger name="console" concrete=ConsoleLogger
        // A definition kept in a variable, its types forwarded later.
        let fileDefinition = c.register { FilePlayer() } // expect-registration: FilePlayer as=Player
        fileDefinition.implements(Player.self)
        fileDefinition.implements(Player.self, tag: "file") // expect-registration: Player name="file" concrete=FilePlayer
        #if DEBUG
        c.register(.singleton, tag: 7) { MockApi() as Api } // expect-registration: Api name="7"
        #endif
    }
}
