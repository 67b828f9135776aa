import Core
import Networking // expect-error: layer-violation "layer 'Feature' imports 'Networking', a module of layer 'Networking', which it may not use (it may use: Core)"
import DITranquillity

final class ProfileModel {
    private let loader: ProfileLoading
    init(loader: ProfileLoading) { self.loader = loader }

    static func make() -> ProfileModel {
        ProfileModel(loader: HTTPClient()) // expect-error: layer-violation "uses (an initializer call) 'HTTPClient' of layer 'Networking'"
    }

    func monitor(_ container: DIContainer) -> ReachabilityMonitor { // expect-error: layer-violation "uses (a type reference) 'ReachabilityMonitor'"
        container.resolve() as ReachabilityMonitor
    }

    // The module's own Endpoint (SettingsModel.swift) shadows the imported one.
    let endpoint = Endpoint(path: "/profile")
}
