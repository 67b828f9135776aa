import Dependencies
import Foundation

struct APIClient {
    var fetch: (Int) async throws -> String
}

extension APIClient: DependencyKey {
    static let liveValue = APIClient(fetch: { _ in "live" }) // expect-registration: APIClient lifetime=singleton concrete=APIClient
    static let testValue = APIClient(fetch: { _ in "test" })
}

protocol Storage {}
final class DiskStorage: Storage {}
final class MemoryStorage: Storage {}

private enum StorageKey: DependencyKey {
    static let liveValue: any Storage = DiskStorage() // expect-registration: StorageKey lifetime=singleton
}

extension DependencyValues {
    var storage: any Storage { // expect-registration: Storage name="storage" lifetime=singleton concrete=DiskStorage
        get { self[StorageKey.self] }
        set { self[StorageKey.self] = newValue }
    }
    var api: APIClient { // expect-registration: APIClient name="api" concrete=APIClient
        get { self[APIClient.self] }
        set { self[APIClient.self] = newValue }
    }
    @DependencyEntry var cache: any Storage = MemoryStorage() // expect-registration: Storage name="cache" concrete=MemoryStorage
    @DependencyEntry var greeting = "Hello" // expect-registration: String name="greeting" concrete=String
    var counter: Counter { // expect-registration: Counter name="counter" concrete=Counter
        get { self[Counter.self] }
        set { self[Counter.self] = newValue }
    }
    /// Derived values are not registrations of their own.
    var isOffline: Bool { false }
}

/// A dependency with no live implementation yet: only its test value.
struct Clock: TestDependencyKey {
    static let testValue = Clock() // expect-registration: Clock name="testValue" lifetime=singleton concrete=Clock
}

struct PreviewOnly: TestDependencyKey {
    static var previewValue: PreviewOnly { PreviewOnly() } // expect-registration: PreviewOnly name="previewValue"
}

struct Counter: DependencyKey {
    var start: Int
    static var liveValue: Counter { Self(start: 0) } // expect-registration: Counter concrete=Counter
}
