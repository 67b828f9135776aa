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
