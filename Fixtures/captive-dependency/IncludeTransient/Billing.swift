import Swinject

final class Clock {}
final class Ledger {}
final class Billing {
    init(clock: Clock) {}
}
final class Statements {
    init(ledger: Ledger) {}
}

func assembleBilling(_ container: Container) {
    container.register(Clock.self) { _ in Clock() }
    container.register(Ledger.self) { _ in Ledger() }.inObjectScope(.container)
    container.register(Billing.self) { r in Billing(clock: r.resolve(Clock.self)!) } // expect-warning: captive-dependency "which is transient"
        .inObjectScope(.container)
    // Singleton on singleton.
    container.register(Statements.self) { r in Statements(ledger: r.resolve(Ledger.self)!) }
        .inObjectScope(.container)
}
