import Swinject

// Not staged: provides what the staged file resolves.
final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Analytics.self) { _ in ConsoleAnalytics() }
        // dilint:disable:next not-a-rule-in-an-unstaged-file
        container.register(OrdersViewModel.self) { r in OrdersViewModel(analytics: r.resolve(Analytics.self)!) }
    }
}
