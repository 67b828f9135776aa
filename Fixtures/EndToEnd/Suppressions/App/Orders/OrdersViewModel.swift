import Swinject

final class OrdersViewModel {
    private let analytics: Analytics
    private let title = "Bestellübersicht"

    init(resolver: Resolver) {
        // dilint:disable:next no-such-rule
        analytics = resolver.resolve(Analytics.self)!
    }

    func refresh() {
        let café = "crème brûlée" /* dilint:disable:this unknwon-rule */
        analytics.track(café)
    }
}
