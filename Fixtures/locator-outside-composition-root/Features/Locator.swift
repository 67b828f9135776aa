final class ServiceLocator {
    static let shared = ServiceLocator()
    private var services: [String: Any] = [:]
    func addService<T>(_ service: T) { services["\(T.self)"] = service }
    func getService<T>() -> T? { services["\(T.self)"] as? T }
}

final class Feed {}

final class FeedModel {
    let feed: Feed? = ServiceLocator.shared.getService() // expect-warning: locator-outside-composition-root "resolves 'Feed'"
}
