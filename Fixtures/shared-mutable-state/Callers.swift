import Foundation
import UIKit

/// Written only by a function launch code calls, one call away.
enum APIEnvironment {
    static var baseURL = "https://api.example.invalid"

    static func use(_ host: String) {
        baseURL = "https://" + host
    }
}

@main
struct ReaderApp {
    init() {
        Bootstrap.configureServices()
    }
}

enum Bootstrap {
    static func configureServices() {
        APIEnvironment.use("staging.example.invalid")
    }
}

/// Written only by a function nothing calls.
enum LegacyFlags {
    static var useOldParser = false

    static func enableOldParser() {
        useOldParser = true
    }
}

/// Written only by a method the screens call, on the main actor.
final class ScreenHistory {
    static let shared = ScreenHistory()
    private var visited: [String] = []

    func visit(_ screen: String) {
        visited.append(screen)
    }
}

final class ArticleViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        ScreenHistory.shared.visit("article")
    }
}

/// Written by a method one caller runs on a background queue.
final class DownloadStats {
    static let shared = DownloadStats() // expect-warning: shared-mutable-state "'finished'"
    private var finished = 0

    func recordFinished() {
        finished += 1 // expect-note: shared-mutable-state "in 'recordFinished'"
    }
}

final class ArticleListViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        DownloadStats.shared.recordFinished()
    }
}

final class BackgroundSync {
    public func start() {
        DispatchQueue.global().async {
            DownloadStats.shared.recordFinished()
        }
    }
}

/// Each write waits for the main thread first.
enum PendingLink {
    static var url: URL?

    static func open(_ link: URL) {
        guard Thread.isMainThread else {
            DispatchQueue.main.async { open(link) }
            return
        }
        url = link
    }
}

/// UIKit posts its keyboard notifications and sends control actions on the main thread.
final class KeyboardTracker {
    static let shared = KeyboardTracker()
    private var isVisible = false
    private var taps = 0

    private init() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShown), name: UIResponder.keyboardDidShowNotification, object: nil)
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { [weak self] _ in
            self?.isVisible = false
        }
    }

    @objc private func keyboardShown() { isVisible = true }

    func attach(to button: UIButton) {
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
    }

    @objc private func tapped() { taps += 1 }
}

/// A notification the app posts itself arrives on the thread that posts it: the handler's
/// write is not on the main actor, and the task's shows a second thread.
final class LedgerSyncWatcher {
    static let shared = LedgerSyncWatcher() // expect-warning: shared-mutable-state "'lastSync'"
    private var lastSync: Date?

    private init() {
        NotificationCenter.default.addObserver(self, selector: #selector(synced), name: .ledgerDidSync, object: nil)
    }

    @objc private func synced() { lastSync = Date() } // expect-note: shared-mutable-state

    func forget() {
        Task { self.lastSync = nil } // expect-note: shared-mutable-state
    }
}

/// Only callbacks write it, all in this file, and nothing says a callback runs off the main
/// thread: which thread they run on is not known, and the rule says nothing.
final class ToastCenter {
    static let shared = ToastCenter()
    private var isShowing = false

    func show(_ view: ToastView) {
        isShowing = true
        view.present { [weak self] in self?.isShowing = false }
    }
}

/// `player.stop()` calls the stop of the type `player` holds, not every `stop()` there is.
final class RecorderSession {
    static let shared = RecorderSession()
    private var takes: [URL] = []

    func stop() { takes.removeAll() }
}

final class AudioPlayer {
    func stop() {}
}

final class PlaybackScreen {
    private let player: AudioPlayer? = AudioPlayer()

    func close() {
        DispatchQueue.global().async { self.player?.stop() }
    }
}

/// `feed.reload(from:)` in a task is not a call of `reload()`: the labels differ.
final class BadgeCounter {
    static let shared = BadgeCounter()
    private var count = 0

    func reload() { count = 0 }

    func bump() { DispatchQueue.main.async { self.count += 1 } }
}

final class InboxScreen {
    func refresh(_ feed: InboxFeed) {
        Task { await feed.reload(from: .network) }
    }
}

/// An `async` method that is not isolated runs on the concurrent pool, even when only the
/// main actor calls it.
final class SyncEngine {
    static let shared = SyncEngine() // expect-warning: shared-mutable-state "'lastRun'"
    private var lastRun: Date?

    func run() async { lastRun = Date() } // expect-note: shared-mutable-state "'lastRun' is written here in 'run'"
}

@MainActor
final class SyncScreen {
    func refreshTapped() {
        Task { await SyncEngine.shared.run() }
    }
}

/// A call in a stored property's initial value is a call too: here in a lazy menu item's action.
final class DraftStore {
    static let shared = DraftStore() // expect-warning: shared-mutable-state "'drafts'"
    private var drafts: [String] = []

    func clear() { drafts.removeAll() } // expect-note: shared-mutable-state "'drafts' is written here in 'clear'"
}

final class ComposeMenu {
    private lazy var clearItem = MenuItem(title: "Clear") {
        Task.detached { DraftStore.shared.clear() }
    }
}
