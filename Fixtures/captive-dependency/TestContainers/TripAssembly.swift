import Swinject

// A test that registers the trip log for good in a container of its own does not change
// what the app's trip meter holds: the log its assembly registers weakly.
protocol TripLog {}
final class DiskTripLog: TripLog {}
final class TripMeter {
    private let log: TripLog
    init(log: TripLog) { self.log = log }
}

final class TripAssembly: Assembly {
    func assemble(container: Container) {
        container.register(TripLog.self) { _ in DiskTripLog() }.inObjectScope(.weak)
        container.register(TripMeter.self) { r in TripMeter(log: r.resolve(TripLog.self)!) }.inObjectScope(.container) // expect-warning: captive-dependency "TripMeter (.container) → DiskTripLog (.weak)"
    }
}
