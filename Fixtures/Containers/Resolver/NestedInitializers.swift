import Resolver

// Resolutions passed to an initializer written without its type: `.init` builds what its
// own place asks for — a property assigned, a parameter, an annotation — a level at a time.

protocol QuoteFeed {}
protocol Wallets {}
protocol RateLimiter {}

final class QuoteSources {
    init(feed: QuoteFeed, wallets: Wallets) {}
}

final class QuoteRepository {
    init(cached: Bool, sources: QuoteSources) {}
}

struct Throttle {
    let limiter: RateLimiter
}

final class QuoteMachine {
    init(start: Int, repository: QuoteRepository) {}
}

final class Board<State> {
    init(state: State, sources: State) {}
}

final class QuotesViewModel {
    let machine: QuoteMachine
    let board: Board<QuoteSources>
    var throttle: Throttle?

    init() {
        machine = .init(
            start: 0,
            repository: .init(
                cached: true,
                sources: .init(
                    feed: Resolver.resolve(), // expect-resolution: QuoteFeed
                    wallets: Resolver.resolve() // expect-resolution: Wallets
                )
            )
        )
        // A generic type's initializer takes what its parameter is at this use: not read.
        board = .init(state: .init(feed: Resolver.resolve(), wallets: Resolver.resolve()), sources: .init(feed: Resolver.resolve(), wallets: Resolver.resolve())) // expect-resolution: ? // expect-resolution: ? // expect-resolution: ? // expect-resolution: ?
        let throttle: Throttle = .init(limiter: Resolver.resolve()) // expect-resolution: RateLimiter
        self.throttle = throttle
    }
}

extension Resolver {
    static func registerQuotes() {
        register { QuoteRepository(cached: false, sources: .init(feed: resolve(), wallets: resolve())) } // expect-registration: QuoteRepository // expect-resolution: QuoteFeed by=QuoteRepository // expect-resolution: Wallets by=QuoteRepository
    }
}
