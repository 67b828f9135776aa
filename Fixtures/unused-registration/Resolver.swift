import Resolver

final class Analytics {}
final class Crashes {}
final class Storage {}
protocol Syncing {}
final class Sync: Syncing {}
final class Onboarding {}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { Analytics() }
        register { Crashes() } // expect-warning: unused-registration "'Crashes'"
        register { Storage() }
        register { Sync() }.implements(Syncing.self)
        register { Onboarding() } // expect-warning: unused-registration "'Onboarding'"
    }
}

final class SettingsScreen {
    @Injected var analytics: Analytics
    @LazyInjected var storage: Storage
    @OptionalInjected var sync: Syncing?
}

final class Store<State> {}
struct CartState {}

extension Resolver {
    static func registerStores() {
        register { Store<CartState>() }
    }
}

// Asked for through the enclosing type's parameter: any `Store<…>` may be the one.
class StoreViewModel<State> {
    @Injected var store: Store<State>
}
