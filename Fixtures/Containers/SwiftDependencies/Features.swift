import ComposableArchitecture
import Foundation

@Reducer
struct ProfileFeature {
    @Dependency(\.api) var api // expect-resolution: APIClient name="api" deferred plain
    @Dependency(\.storage) var storage // expect-resolution: Storage name="storage" deferred
    @Dependency(\.api.fetch) var fetch // expect-resolution: APIClient name="api" deferred
    @Dependency(APIClient.self) var client // expect-resolution: APIClient deferred
    @Dependency(Clock.self) var clock // expect-resolution: Clock deferred
    @Dependency(\.uuid) var uuid // expect-resolution: ? name="uuid" deferred
    @Dependency(\.greeting) var greeting // expect-resolution: String name="greeting" deferred
    @Dependency(\.counter) var counter // expect-resolution: Counter name="counter" deferred
    @Dependency(\.self) var everything
}

@Observable
final class SettingsModel {
    @ObservationIgnored @Dependency(\.cache) var cache // expect-resolution: Storage name="cache" deferred
    @ObservationIgnored @Dependency(\.continuousClock) var continuousClock // expect-resolution: ? name="continuousClock" deferred

    func save() async {
        @Dependency(\.date.now) var now // expect-resolution: ? name="date" deferred by=
        _ = now
        await withDependencies {
            $0.api = APIClient(fetch: { _ in "mock" })
        } operation: {
            _ = 1
        }
    }
}

/// Look-alikes: a home-made key protocol and a type named like a key.
protocol SettingKey {
    static var defaultValue: Int { get }
}
enum FontSize: SettingKey {
    static let defaultValue = 12
    static let liveValue = 14
}
