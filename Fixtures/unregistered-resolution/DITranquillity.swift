import DITranquillity

protocol Feed {}
protocol Thumbnails {}
final class HTTPFeed: Feed {}
final class FeedCache {}

final class FeedScreen {
    init(feed: Feed, cache: FeedCache) {}
}

final class FeedPart: DIPart {
    static func load(container: DIContainer) {
        container.register(HTTPFeed.init).as(Feed.self)
        container.register { FeedScreen(feed: $0, cache: $1) } // expect-error: unregistered-resolution "'FeedCache'"
    }
}

final class FeedRouter {
    let container: DIContainer

    init(container: DIContainer) {
        self.container = container
    }

    func open() {
        let feed: Feed = *container
        let thumbnails: Thumbnails = *container // expect-error: unregistered-resolution "'Thumbnails'"
        _ = (feed, thumbnails)
    }
}

// `AsyncLazy<T>` and `AsyncProvider<T>` are resolved as T, when first used.
final class AsyncFeedScreen {
    var feed: AsyncLazy<Feed>?
    var later: AsyncProvider<Feed>?
    var byPage: Provider1<Feed, Int>?

    func load(container: DIContainer) async {
        let feed: AsyncLazy<Feed> = await container.resolve()
        let later: AsyncProvider<Feed> = await container.resolve()
        self.feed = feed
        self.later = later
        // `Provider1<Feed, Int>`: Feed, made later with an Int.
        let byPage: Provider1<Feed, Int> = container.resolve()
        self.byPage = byPage
    }
}
