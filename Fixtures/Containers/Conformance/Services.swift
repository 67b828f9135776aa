final class ApiClient: ISingleton { // expect-registration: ApiClient lifetime=singleton
    required init(container: IContainer, args: Void) {}
}

final class ProfileStore: ISingleton { // expect-registration: ProfileStore lifetime=singleton
    private let api: ApiClient

    required init(container: IContainer, args: Void) {
        self.api = container.resolve() // expect-resolution: ApiClient forced by=ProfileStore
    }
}

final class ProfileVM: IScreenModel { // expect-registration: ProfileVM lifetime=transient
    typealias Arguments = Int
    let store: ProfileStore
    var avatar: AvatarLoader?

    required init(container: IContainer, args: Int) {
        store = container.resolve() // expect-resolution: ProfileStore by=ProfileVM
        let api: ApiClient = container.resolve() // expect-resolution: ApiClient by=ProfileVM
        _ = api
    }

    func showAvatar(container: IContainer) {
        avatar = container.resolve(args: "url") // expect-resolution: AvatarLoader by= args=1
    }
}

final class AvatarLoader: IPerRequest { // expect-registration: AvatarLoader lifetime=transient
    typealias Arguments = String
    required init(container: IContainer, args: String) {}
}

final class Screen {
    init(model: ProfileVM) {}
    static func make(container: IContainer) -> Screen {
        Screen(model: container.resolve(args: 42)) // expect-resolution: ProfileVM args=1
    }
}

/// Look-alikes: a `resolve()` on something that is not a container.
final class Middlewares {
    func resolve() -> [String] { [] }
}

final class Server {
    let middleware = Middlewares()
    let app = App()
    func start(routes: Routes) {
        _ = middleware.resolve()
        _ = app.middleware.resolve()
        _ = routes.resolve()
    }
}

final class App { let middleware = Middlewares() }
final class Routes { func resolve() -> Int { 0 } }

final class Shell: IPerRequest { // expect-registration: Shell lifetime=transient
    let store: ProfileStore
    required init(container: IContainer, args: Void) {
        let resolver: IContainer = container
        store = resolver.resolve() // expect-resolution: ProfileStore by=Shell
    }
}
