import Swinject

// Staged: resolves a type registered in an unstaged file.
final class OrdersViewModel {
    private let analytics: Analytics

    init(resolver: Resolver) {
        analytics = resolver.resolve(Analytics.self)!
    }

    init(analytics: Analytics) {
        self.analytics = analytics
    }
}
