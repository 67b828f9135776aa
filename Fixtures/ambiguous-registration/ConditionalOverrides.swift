import Dip
import Resolver
import Swinject

protocol Payments {}
final class StripePayments: Payments {}
final class SandboxPayments: Payments {}
protocol Inbox {}
final class RemoteInbox: Inbox {}
final class CannedInbox: Inbox {}
protocol Telemetry {}
final class LiveTelemetry: Telemetry {}
final class SilentTelemetry: Telemetry {}

enum LaunchMode {
    static let isUITesting = ProcessInfo.processInfo.arguments.contains("-ui-testing")
    static let isDemo = UserDefaults.standard.bool(forKey: "demo")
}

// A registration made again inside a branch the first is not in replaces it only when that
// branch runs: an override chosen for a mode, not one registration too many.
final class CheckoutAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Payments.self) { _ in StripePayments() }
        if LaunchMode.isUITesting {
            container.register(Payments.self) { _ in SandboxPayments() }
        }
    }
}

extension Resolver {
    static func registerInbox() {
        register { RemoteInbox() as Inbox }
        if LaunchMode.isDemo {
            register { CannedInbox() as Inbox }
        }
    }
}

enum TelemetrySetup {
    static func configure(_ container: DependencyContainer) {
        container.register(.singleton) { LiveTelemetry() as Telemetry }
        switch ProcessInfo.processInfo.environment["TELEMETRY"] {
        case "off"?:
            container.register(.singleton) { SilentTelemetry() as Telemetry }
        default:
            break
        }
    }

    // The other way round the conditional one never lasts: the later one always replaces it.
    static func configureBackwards(_ container: DependencyContainer) {
        if LaunchMode.isDemo {
            container.register { SilentTelemetry() as Telemetry } // expect-note: ambiguous-registration
        }
        container.register { LiveTelemetry() as Telemetry } // expect-error: ambiguous-registration "registered again"
    }
}

// Leaving early makes two registrations exclusive: what follows runs only when the arm
// that left did not.
enum InboxSetup {
    static func configure(_ container: Container, offline: Bool) {
        guard !offline else {
            container.register(Inbox.self) { _ in CannedInbox() }
            return
        }
        container.register(Inbox.self) { _ in RemoteInbox() }
    }

    static func configure(_ container: Container, demo: Bool) {
        if demo {
            container.register(Payments.self) { _ in SandboxPayments() }
            return
        }
        container.register(Payments.self) { _ in StripePayments() }
    }

    // An arm that does not leave runs before what follows: the later one replaces it.
    static func configureBoth(_ container: Container, demo: Bool) {
        if demo {
            container.register(Payments.self) { _ in SandboxPayments() } // expect-note: ambiguous-registration
            print("demo payments")
        }
        container.register(Payments.self) { _ in StripePayments() } // expect-error: ambiguous-registration "registered again"
    }
}

protocol Shop {}
final class RemoteShop: Shop {}
final class DemoShop: Shop {}

// Resolver's mocking idioms: a registering function called only in a branch, and a child
// container made the root before registering into it.
extension Resolver {
    static func registerShopServices() {
        register { RemoteShop() as Shop }
        if LaunchMode.isDemo {
            registerDemoShop()
        }
    }

    static func registerDemoShop() {
        register { DemoShop() as Shop }
    }

    static func registerPreviewShop() {
        root = Resolver(child: main)
        root.register { DemoShop() as Shop }
    }
}
