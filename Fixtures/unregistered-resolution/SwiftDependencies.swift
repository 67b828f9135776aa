import Dependencies

struct Clock {
    var now: () -> Int
}

struct ClockKey: TestDependencyKey {
    static let testValue = Clock { 0 }
}

extension DependencyValues {
    var clock: Clock {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }
}

/// Key paths and keys are checked by the compiler; a test-only key and a value the
/// library declares are no finding.
final class Timer {
    @Dependency(\.clock) var clock
    @Dependency(\.uuid) var uuid
    @Dependency(ClockKey.self) var testClock
}
