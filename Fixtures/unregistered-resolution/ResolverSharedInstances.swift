import Resolver

// A factory handing back a type's shared instance registers that type, and what
// `.implements` adds: both resolve. So does one calling the project's own function, or
// handing back a local made so.
protocol CrashReporting {}
protocol Telemetry {}
final class CrashLog: CrashReporting {
    static let shared: CrashLog = CrashLog()
}
final class Metrics {
    static func make() -> Metrics { Metrics() }
}
final class Beacon {}
final class Ledger {}
struct Settings { static func load() -> Settings { Settings() } }

func makeLedger() -> Ledger { Ledger() }

extension Resolver {
    static func registerDiagnostics() {
        register { CrashLog.shared }
            .implements(CrashReporting.self)
        register { Metrics.make() }
        register { makeLedger() }
        let settings = Settings.load()
        register { settings }
    }
}

final class DiagnosticsScreen {
    @Injected var log: CrashLog
    @Injected var reporting: CrashReporting
    @Injected var metrics: Metrics
    @Injected var ledger: Ledger
    @Injected var settings: Settings
    @Injected var telemetry: Telemetry // expect-error: unregistered-resolution "'Telemetry' is resolved here"
    @Injected var beacon: Beacon // expect-error: unregistered-resolution "'Beacon' is resolved here"
}
