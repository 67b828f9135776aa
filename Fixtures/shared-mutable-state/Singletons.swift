import Foundation

/// Every screen shares one request queue.
final class ImageLoader {
    static let shared = ImageLoader() // expect-warning: shared-mutable-state "'ImageLoader' is a singleton ('static let shared') whose stored 'queue', 'failures' are written after construction"
    private var queue: [URL] = []
    var failures = 0
    var maxConcurrent = 4
    let session = URLSession.shared
    var isBusy: Bool { !queue.isEmpty }

    init() {
        maxConcurrent = ProcessInfo.processInfo.activeProcessorCount
    }

    public func load(_ url: URL) {
        queue.append(url) // expect-note: shared-mutable-state "'queue' is written here in 'load'"
        session.dataTask(with: url) { [weak self] _, _, error in
            if error != nil { self?.failures += 1 } // expect-note: shared-mutable-state "in a closure"
        }.resume()
    }
}

final class Preferences {
    static let standard: Preferences = .init() // expect-warning: shared-mutable-state "'values'"
    private(set) var values: [String: String] = [:]

    public func set(_ value: String, for key: String) async {
        values[key] = value // expect-note: shared-mutable-state
    }
}

/// Written from outside, through the shared instance.
final class Badges {
    static let shared = Badges() // expect-warning: shared-mutable-state "'unread'"
    var unread = 0
}

final class InboxScreen {
    public func markAllRead() async {
        Badges.shared.unread = 0 // expect-note: shared-mutable-state
    }
}

final class Formatters {
    static let shared = Formatters()
    lazy var date = DateFormatter()
    let number = NumberFormatter()
}

final class History {
    static let shared = History() // expect-warning: shared-mutable-state "'entries'"
    lazy var entries: [String] = []
    public func record(_ entry: String) async { entries.append(entry) } // expect-note: shared-mutable-state
}

final class Scratchpad {
    static let shared = Scratchpad() // expect-warning: shared-mutable-state "'cells'"
    lazy var cells: [Int: String] = [:]
    subscript(index: Int) -> String? {
        get { cells[index] }
        set { cells[index] = newValue } // expect-note: shared-mutable-state
    }

    public func clearLater() {
        DispatchQueue.global().async { self.cells.removeAll() } // expect-note: shared-mutable-state
    }
}

/// Mutable, but written only while it is built.
final class BuildInfo {
    static let shared = BuildInfo()
    var version = ""
    var commit = ""

    init() {
        version = "1.0"
        commit = "abc"
    }
}

/// Every write sits on one serial queue or under one lock.
final class DownloadLog {
    static let shared = DownloadLog()
    private let queue = DispatchQueue(label: "log")
    private let lock = NSLock()
    private var lines: [String] = []
    private var bytes = 0

    public func append(_ line: String) {
        queue.sync { lines.append(line) }
    }

    public func clear() {
        queue.async(flags: .barrier) { self.lines.removeAll() }
    }

    public func flush() {
        queue.async { self.lines = [] }
    }

    public func add(_ count: Int) {
        lock.withLock { bytes += count }
    }
}

/// A concurrent queue does not order the writes it runs.
final class ThumbnailCache {
    static let shared = ThumbnailCache() // expect-warning: shared-mutable-state "'images'"
    private let queue = DispatchQueue(label: "thumbs", attributes: .concurrent)
    private var images: [URL: Data] = [:]

    public func store(_ data: Data, for url: URL) {
        queue.async { self.images[url] = data } // expect-note: shared-mutable-state
    }
}

/// Isolated: a global actor, an actor, a UIKit controller.
@MainActor
final class ScreenRouter {
    static let shared = ScreenRouter()
    var stack: [String] = []
    public func push(_ screen: String) { stack.append(screen) }
}

actor DownloadStore {
    static let shared = DownloadStore()
    var downloads: [URL] = []
    public func add(_ url: URL) { downloads.append(url) }
}

final class RootViewController: UIViewController {
    static let shared = RootViewController()
    var tabs: [String] = []
    public func select(_ tab: String) { tabs.append(tab) }
}

/// A factory gives each screen its own loader: nothing shared.
struct LoaderFactory {
    public func makeLoader() -> PageLoader { PageLoader() }
}

final class PageLoader {
    var pending: [URL] = []
    public func add(_ url: URL) { pending.append(url) }
}

struct Point {
    static let origin = Point()
    var x = 0
}

/// A test double in the app's target: written only by tests.
final class MockAnalytics {
    static let shared = MockAnalytics()
    var events: [String] = []
    public func track(_ event: String) { events.append(event) }
}

/// Private types are still process-wide: their statics count.
private enum Throttle {
    static var lastFire = Date.distantPast // expect-warning: shared-mutable-state "'Throttle.lastFire'"

    public static func fire() async {
        lastFire = Date() // expect-note: shared-mutable-state
    }
}

/// A sentinel shared as a default: every other instance is made where it is used, and
/// the methods write whichever instance they run on.
final class Buffer {
    static let empty = Buffer()
    var bytes: [UInt8] = []
    public func append(_ byte: UInt8) { bytes.append(byte) }
}

/// One instance only, whatever its accessor is called.
final class Analytics {
    static let app = Analytics() // expect-warning: shared-mutable-state "'pending'"
    private var pending: [String] = []
    private init() {}
    public func track(_ event: String) async { pending.append(event) } // expect-note: shared-mutable-state
}

/// Reached only on the main actor.
final class Toolbar {
    @MainActor static let shared = Toolbar()
    var items: [String] = []
    public func add(_ item: String) { items.append(item) }
}

/// What a reference points to changes, not the variable: the tracker is written only
/// while the state is built; a value-typed setting is written in place.
final class EventTracker {
    var events: [String] = []
}

final class AppState {
    static let shared = AppState() // expect-warning: shared-mutable-state "'settings'"
    var tracker = EventTracker()
    var settings = DisplaySettings()

    public func record(_ event: String) async {
        tracker.events.append(event)
        settings.fontSize += 1 // expect-note: shared-mutable-state
    }
}

struct DisplaySettings {
    var fontSize = 12
}

/// A debug menu's store, driven by its buttons: a tool for the app's developers.
final class NetworkDebugMenu {
    static let shared = NetworkDebugMenu()
    var loggedRequests: [String] = []
    public func log(_ request: String) async { loggedRequests.append(request) }
}
