import Dip

protocol Dialer {}
protocol DialerDelegate: AnyObject {}
protocol Ringer {}
final class PhoneDialer: Dialer {
    init(delegate: DialerDelegate) {}
}
final class BellRinger: Ringer {
    init(level: ChimeLevel) {}
}
final class ChimeLevel {}
final class CallScreen: DialerDelegate {}

// `{ PhoneDialer(delegate: $0) }` takes its delegate from the resolution's arguments; the
// container fills it only for a resolution without them (auto-wiring).
enum PhoneSetup {
    static func configure() throws {
        let container = DependencyContainer()
        container.register { PhoneDialer(delegate: $0) as Dialer }
        let screen = CallScreen()
        _ = try container.resolve(arguments: screen as DialerDelegate) as Dialer

        container.register { BellRinger(level: $0) as Ringer } // expect-error: unregistered-resolution "'ChimeLevel'"
        _ = try container.resolve() as Ringer
    }
}
