import Factory

final class Router {}
final class Tracker {}
final class Legacy {}

extension Container {
    var router: Factory<Router> { self { Router() } }
    var tracker: Factory<Tracker> { self { Tracker() }.singleton }
    var legacy: Factory<Legacy> { self { Legacy() } } // expect-warning: unused-registration "'Legacy'"
}

final class Coordinator {
    @Injected(\.router) var router
    let tracker = Container.shared.tracker()
}
