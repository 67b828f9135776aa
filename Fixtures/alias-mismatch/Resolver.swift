import Resolver

protocol Tracking {}
protocol Reporting {}
final class Analytics: Tracking {}
final class Crashlytics {}

extension Resolver {
    static func registerTracking() {
        register { Analytics() }.implements(Tracking.self)
        register { Crashlytics() }.implements(Reporting.self) // expect-error: alias-mismatch "'Crashlytics' is registered as 'Reporting'"
        register { Analytics() }.implements(Reporting.self, name: "analytics") // expect-error: alias-mismatch "'Analytics' is registered as 'Reporting'"
    }
}
