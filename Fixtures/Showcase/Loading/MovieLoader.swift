import Foundation

final class LoadRequest {
    let url: URL
    var attempts = 0

    init(url: URL) { self.url = url }
}

/// Every screen shares this loader, and with it the queue of pending requests.
final class MovieLoader {
    static let shared = MovieLoader() // expect-warning: shared-mutable-state "'pending', 'lastError'"

    private var pending: [LoadRequest] = []
    private(set) var lastError: Error?
    let session = URLSession.shared

    public func load(_ url: URL) {
        pending.append(LoadRequest(url: url)) // expect-note: shared-mutable-state
        session.dataTask(with: url) { _, _, error in
            loadsStarted += 1 // expect-note: shared-mutable-state
            self.lastError = error // expect-note: shared-mutable-state
        }.resume()
    }
}

/// The fix: each screen asks the factory for a loader of its own.
struct PosterLoaderFactory {
    func makeLoader() -> PosterLoader { PosterLoader() }
}

final class PosterLoader {
    private var inFlight: [LoadRequest] = []
}

var loadsStarted = 0 // expect-warning: shared-mutable-state "loadsStarted"

@MainActor
final class ScreenCache {
    static let shared = ScreenCache()
    var screens: [String: Any] = [:]
}
