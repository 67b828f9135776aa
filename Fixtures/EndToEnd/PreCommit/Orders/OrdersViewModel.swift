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

// Staged too: registers the screen's own view model, so this file alone configures Swinject.
final class OrdersAssembly: Assembly {
    func assemble(container: Container) {
        container.register(OrdersViewModel.self) { r in OrdersViewModel(resolver: r) }
    }
}
