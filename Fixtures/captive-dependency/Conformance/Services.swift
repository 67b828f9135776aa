protocol IContainer { func resolve<T>() -> T }
protocol ISingleton {}
protocol IPerSession {}
protocol IPerRequest {}

final class UserSession: IPerSession {
    init(container: IContainer) {}
}

final class Formatter: IPerRequest {
    let session: UserSession
    init(container: IContainer) { session = container.resolve() }
}

final class Feed: ISingleton {
    let session: UserSession
    init(container: IContainer) { session = container.resolve() } // expect-warning: captive-dependency "Feed (a singleton) → UserSession (scoped)"
}

// Through a transient made on the way, the singleton still holds the session.
final class Reports: ISingleton {
    let formatter: Formatter
    init(container: IContainer) { formatter = container.resolve() } // expect-warning: captive-dependency "Reports (a singleton) → Formatter (transient) → UserSession (scoped)"
}

final class Settings: IPerSession {
    let session: UserSession
    init(container: IContainer) { session = container.resolve() }
}
