import DITranquillity

// The current API: `DIContainer`, `register(X.init)`, `.as`, `.injection`, parts and frameworks.

protocol Clock {}
protocol Storage {}
protocol Tracker {}
enum Remote {}

final class SystemClock: Clock {}

final class DiskStorage: Storage {
    init(clock: Clock, path: String?) {}
}

final class Uploader {
    init(storage: Storage, clock: Clock) {}
    init(storage: Storage) {}
}

final class AnalyticsTracker: Tracker {}
final class ConsoleTracker: Tracker {}

final class Feed {
    init(clock: Clock, trackers: [Tracker]) {}
}

final class Reporter {
    init(tracker: Tracker) {}
}

final class BackupStorage: Storage {}

final class Screen {
    var trackers: [Tracker] = []
    var storage: Storage?
    var clock: Clock?
    var feed: Feed!
    var tracker: Tracker?
    var title: String = ""
    var reporter: Reporter = Reporter(tracker: ConsoleTracker())
}

final class Thumbnailer {
    init(storage: Storage?, clock: Clock) {}
}

final class Download {
    init(url: String, storage: Storage) {}
}

struct Settings {
    let storage: Storage
    var clock: Clock
}

final class StoragePart: DIPart {
    static func load(container: DIContainer) {
        container.register(SystemClock.init) // expect-registration: SystemClock as=Clock lifetime=singleton concrete=SystemClock
            .as(Clock.self)
            .lifetime(.single)
        container.register(DiskStorage.init) // expect-registration: DiskStorage as=Storage default lifetime=transient // expect-resolution: Clock forced by=DiskStorage // expect-resolution: String optional by=DiskStorage
            .as(check: Storage.self) { $0 }
            .default()
        container.register(Uploader.init(storage:clock:)) // expect-registration: Uploader lifetime=singleton // expect-resolution: Storage forced by=Uploader // expect-resolution: Clock forced by=Uploader
            .lifetime(.perRun(.strong))
        container.register(Settings.init) // expect-registration: Settings // expect-resolution: Storage by=Settings // expect-resolution: Clock by=Settings
    }
}

final class TrackingPart: DIPart {
    static func load(container: DIContainer) {
        container.register(AnalyticsTracker.init) // expect-registration: AnalyticsTracker lifetime=singleton // expect-registration: AnalyticsTracker name="Remote" as=Tracker lifetime=singleton
            .as(Tracker.self, tag: Remote.self)
            .lifetime(.perContainer(.weak))
        container.register(ConsoleTracker.init) // expect-registration: ConsoleTracker as=Tracker lifetime=transient
            .as(Tracker.self)
            .lifetime(.objectGraph)
        container.register { Feed(clock: $0, trackers: many($1)) } // expect-registration: Feed lifetime=transient // expect-resolution: Clock forced by=Feed // expect-resolution: Tracker many by=Feed
            .lifetime(.prototype)
        container.register { Reporter(tracker: by(tag: Remote.self, on: $0)) } // expect-registration: Reporter // expect-resolution: Tracker name="Remote" by=Reporter
        container.register { Download(url: arg($0), storage: $1) } // expect-registration: Download // expect-resolution: Storage by=Download
        container.register { Thumbnailer(storage: $0, clock: $1) } // expect-registration: Thumbnailer // expect-resolution: Storage optional by=Thumbnailer // expect-resolution: Clock forced by=Thumbnailer
        container.register(Screen.self) // expect-registration: Screen lifetime=transient
            .injection(\.clock) // expect-resolution: Clock optional deferred by=Screen
            .injection(cycle: true, \.feed) // expect-resolution: Feed optional deferred by=Screen
            .injection { $0.tracker = $1 } // expect-resolution: Tracker optional deferred by=Screen
            .injection { $0.reporter = $1 } // expect-resolution: Reporter forced deferred by=Screen
            .injection(\.trackers) { many($0) } // expect-resolution: Tracker many deferred by=Screen
            .injection(\.title) { arg($0) }
            .injection(name: "backup", \.storage) // expect-resolution: Storage name="backup" optional deferred by=Screen
        container.register(BackupStorage.init) // expect-registration: BackupStorage lifetime=scoped // expect-registration: BackupStorage name="backup" as=Storage lifetime=scoped
            .as(Storage.self, name: "backup")
            .lifetime(.custom(SessionScope.shared))
    }
}

final class AppFramework: DIFramework {
    static func load(container: DIContainer) {
        container.append(part: StoragePart.self)
        container.append(part: TrackingPart.self)
        container.registerStoryboard(name: "Main") // expect-registration: UIStoryboard as=NSStoryboard lifetime=singleton // expect-registration: UIStoryboard name="Main" as=NSStoryboard lifetime=singleton
    }
}

final class Launcher {
    let container = DIContainer()

    func start() {
        container.append(framework: AppFramework.self)
        let clock: Clock = container.resolve() // expect-resolution: Clock plain by=
        let storage: Storage = *container // expect-resolution: Storage
        let maybe: Storage? = container.resolve() // expect-resolution: Storage optional
        let trackers: [Tracker] = container.resolveMany() // expect-resolution: Tracker many
        let remote: Tracker = by(tag: Remote.self, on: *container) // expect-resolution: Tracker name="Remote"
        let all: [Tracker] = many(*container) // expect-resolution: Tracker many
        _ = (clock, storage, maybe, trackers, remote, all)
        // A property of a local of a known type: its declared type.
        let screen = Screen()
        screen.tracker = container.resolve() // expect-resolution: Tracker
    }
}
