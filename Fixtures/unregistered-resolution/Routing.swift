protocol IContainer: AnyObject {
    func resolve<T>(args: Any) -> T
}

extension IContainer {
    func resolve<T>() -> T { resolve(args: ()) }
}

protocol ISingleton {}
protocol IPerRequest {}
protocol IScreen: IPerRequest {}

final class Session: ISingleton {
    init(container: IContainer, args: Void) {}
}

final class Analytics {}

final class CartVM: IScreen {
    let session: Session
    let analytics: Analytics

    init(container: IContainer, args: Void) {
        session = container.resolve()
        analytics = container.resolve() // expect-error: unregistered-resolution "'Analytics'"
    }
}

final class ProfileVM: IPerRequest {
    var cart: CartVM?
    var settings: SettingsVM?

    init(container: IContainer, args: Void) {
        cart = container.resolve()
        settings = container.resolve() // expect-error: unregistered-resolution "'SettingsVM'"
    }
}

final class SettingsVM {}
