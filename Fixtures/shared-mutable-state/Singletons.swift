import Foundation

/// Every screen shares one request queue.
final class ImageLoader {
    static let shared = ImageLoader() // expect-warning: shared-mutable-state "'ImageLoader' is a singleton ('static let shared') with mutable stored properties 'queue', 'failures'"
    private var queue: [URL] = [] // expect-note: shared-mutable-state
    var failures = 0 // expect-note: shared-mutable-state
    let session = URLSession.shared
    var isBusy: Bool { !queue.isEmpty }
}

final class Preferences {
    static let standard: Preferences = .init() // expect-warning: shared-mutable-state "'values'"
    private(set) var values: [String: String] = [:]
}

final class Formatters {
    static let shared = Formatters()
    lazy var date = DateFormatter()
    let number = NumberFormatter()
}

final class History {
    static let shared = History() // expect-warning: shared-mutable-state "'entries'"
    lazy var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}

final class Scratchpad {
    static let shared = Scratchpad() // expect-warning: shared-mutable-state "'cells'"
    lazy var cells: [Int: String] = [:]
    subscript(index: Int) -> String? {
        get { cells[index] }
        set { cells[index] = newValue }
    }
}

@MainActor
final class ScreenRouter {
    static let shared = ScreenRouter()
    var stack: [String] = []
}

actor DownloadStore {
    static let shared = DownloadStore()
    var downloads: [URL] = []
}

/// A factory gives each screen its own loader: nothing shared.
struct LoaderFactory {
    func makeLoader() -> PageLoader { PageLoader() }
}

final class PageLoader {
    var pending: [URL] = []
}

struct Point {
    static let origin = Point()
    var x = 0
}

/// A copy-on-write default visible in this file only.
struct Message {
    fileprivate final class Storage {
        static let defaultInstance = Storage()
        var text = ""
    }
    private var storage = Storage.defaultInstance
}
