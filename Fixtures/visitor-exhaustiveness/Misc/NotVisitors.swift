/// One visit method: a tracker, not a visitor.
protocol PageTracker {
    func visit(_ page: Page)
}

protocol Trackable {
    func accept(_ tracker: PageTracker)
}

struct Page: Trackable {
    func accept(_ tracker: PageTracker) { tracker.visit(self) }
}

struct Checkout: Trackable {
    func accept(_ tracker: PageTracker) {}
}

/// Labeled visits and a visit with two parameters are not visitor overloads.
final class Crawler {
    func visit(page: Page) {}
    func visit(checkout: Checkout) {}
    func visit(_ page: Page, depth: Int) {}
}

protocol Crawlable {
    func accept(_ crawler: Crawler)
}

struct Sitemap: Crawlable {
    func accept(_ crawler: Crawler) {}
}

/// Two overloads for one type are one visited type.
protocol Logger {
    func visit(_ page: Page)
    func visit(_ page: Page) -> Bool
}

protocol Loggable {
    func accept(_ logger: Logger)
}

struct Receipt: Loggable {
    func accept(_ logger: Logger) {}
}
