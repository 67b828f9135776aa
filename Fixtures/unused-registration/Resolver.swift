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
