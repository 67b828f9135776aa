protocol IContainer { func resolve<T>() -> T }
protocol ISingleton {}
protocol IPerRequest {}

final class Session: ISingleton {
    init(container: IContainer) {}
}

final class ProfileViewModel: IPerRequest {
    let session: Session
    init(container: IContainer) { session = container.resolve() }
}

// Conforming registers it; nothing resolves it.
final class LegacyViewModel: IPerRequest { // expect-warning: unused-registration "'LegacyViewModel'"
    init(container: IContainer) {}
}

final class ProfileScreen {
    let model: ProfileViewModel
    init(container: IContainer) { model = container.resolve() }
}
