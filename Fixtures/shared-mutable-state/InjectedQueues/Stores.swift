import Combine
import Foundation
import Resolver

// The queue a type is handed is the main one when every initializer takes it by default
// from the main queue's registration, or as `.main`: writes handed to it run on the main
// thread, as `DispatchQueue.main.async { }` would.
final class ArticleCache {
    private let uiQueue: DispatchQueue
    private var articles: [String: Data] = [:]

    init(uiQueue: DispatchQueue = Resolver.resolve(name: "ui")) {
        self.uiQueue = uiQueue
    }

    func prefetch(_ id: String) {
        DispatchQueue.global().async {
            let body = Data(id.utf8)
            self.uiQueue.async { self.articles[id] = body }
        }
    }

    func article(_ id: String) -> Data? { articles[id] }
}

final class UnreadBadge {
    private let delivery: DispatchQueue
    private var count = 0

    init(delivery: DispatchQueue = .main) {
        self.delivery = delivery
    }

    func bump() async {
        delivery.async { self.count += 1 }
    }
}

// A background queue from its registration: the writes it runs may meet.
final class OutboxStore {
    private let ioQueue: DispatchQueue
    private var outbox: [String] = []

    init(ioQueue: DispatchQueue = Resolver.resolve(name: "io")) {
        self.ioQueue = ioQueue
    }

    func save(_ message: String) {
        ioQueue.async { self.outbox.append(message) } // expect-note: shared-mutable-state
    }
}

// One initializer takes whatever queue it is given: which one runs the writes is not known.
final class ReadingList {
    private let queue: DispatchQueue
    private var titles: [String] = []

    init(queue: DispatchQueue = Resolver.resolve(name: "ui")) {
        self.queue = queue
    }

    init(sharing queue: DispatchQueue) {
        self.queue = queue
    }

    func add(_ title: String) {
        queue.async { self.titles.append(title) } // expect-note: shared-mutable-state
    }
}

// A variable may be set to another queue after construction.
final class FeedMerger {
    var queue: DispatchQueue
    private var merged: [String] = []

    init(queue: DispatchQueue = .main) {
        self.queue = queue
    }

    func merge(_ items: [String]) {
        queue.async { self.merged += items } // expect-note: shared-mutable-state
    }
}

// A chain that receives on the main queue the type holds delivers there, whichever queue it
// subscribes on.
final class HeadlineFeed {
    private let uiQueue: DispatchQueue
    private let backgroundQueue: DispatchQueue
    private var headlines: [String] = []
    private var cancellables: [AnyCancellable] = []

    init(uiQueue: DispatchQueue = Resolver.resolve(name: "ui"), backgroundQueue: DispatchQueue = Resolver.resolve(name: "io")) {
        self.uiQueue = uiQueue
        self.backgroundQueue = backgroundQueue
    }

    func refresh(_ source: AnyPublisher<[String], Never>) {
        source.subscribe(on: backgroundQueue).receive(on: uiQueue).sink { self.headlines = $0 }.store(in: &cancellables)
    }
}

final class TickerFeed {
    private let backgroundQueue: DispatchQueue
    private var ticks: [String] = []
    private var cancellables: [AnyCancellable] = []

    init(backgroundQueue: DispatchQueue = Resolver.resolve(name: "io")) {
        self.backgroundQueue = backgroundQueue
    }

    func refresh(_ source: AnyPublisher<[String], Never>) {
        source.receive(on: backgroundQueue).sink { self.ticks += $0 }.store(in: &cancellables) // expect-note: shared-mutable-state
    }
}
