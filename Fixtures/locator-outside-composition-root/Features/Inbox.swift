import DITranquillity
import Dip

final class InboxModel {
    func load(_ container: DIContainer) -> Inbox {
        container.resolve() // expect-warning: locator-outside-composition-root "resolves 'Inbox'"
    }

    func tiles(_ container: DependencyContainer) throws -> Tiles {
        try container.resolve() as Tiles // expect-warning: locator-outside-composition-root "resolves 'Tiles'"
    }
}
