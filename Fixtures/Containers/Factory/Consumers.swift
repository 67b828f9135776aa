import FactoryKit
import SwiftUI

final class ProfileViewModel: ObservableObject {
    @Injected(\.network) var network: Networking // expect-resolution: Networking name="network" plain
    @LazyInjected(\.tokens) var tokens // expect-resolution: TokenStore name="tokens" deferred
    @WeakLazyInjected(\.analytics) var analytics // expect-resolution: Analytics name="analytics" deferred
    @Injected(\FeatureContainer.featureLog) var log // expect-resolution: Logging name="featureLog"
    @Injected(Container.legacyLogger) var legacy // expect-resolution: Logging name="legacyLogger"
    let profile: ProfileLoader

    init() {
        profile = Container.shared.profile(42) // expect-resolution: ProfileLoader name="profile" args=1
    }

    func refresh() {
        let network = Container.shared.network() // expect-resolution: Networking name="network" plain
        let log = FeatureContainer.shared.featureLog() // expect-resolution: Logging name="featureLog"
        let old = Container.legacyTokens() // expect-resolution: TokenStore name="legacyTokens"
        let missing = Container.shared.notAKey() // expect-resolution: ? name="notAKey"
        let tokens: TokenStore = resolve(\.tokens) // expect-resolution: TokenStore name="tokens"
        _ = (network, log, old, missing, tokens)
    }
}

/// Views hold their model through `@InjectedObject`; the key is declared nowhere here.
struct ProfileScreen: View {
    @InjectedObject(\.profileViewModel) var model: ProfileViewModel // expect-resolution: ? name="profileViewModel"
    var body: some View { Text("profile") }
}

/// Overrides and container housekeeping are neither keys nor resolutions.
enum Previews {
    static func install() {
        Container.shared.network.register { MockNetworking() }
        Container.shared.manager.reset()
        Container.shared.reset()
        Container.shared.tokens.reset()
    }
}

/// Look-alikes: other `shared` singletons and unrelated calls.
final class Downloads {
    let session = URLSession.shared
    func start() {
        URLSession.shared.invalidateAndCancel()
        NotificationCenter.default.post(name: .init("x"), object: nil)
        let store = Store()
        store.network()
    }
}

final class Store {
    func network() {}
}
