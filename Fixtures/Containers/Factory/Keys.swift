import Factory

protocol Networking {}
protocol TokenStore {}
protocol Analytics {}
protocol Logging {}
final class URLSessionNetworking: Networking {
    init(tokens: TokenStore, logger: Logging) {}
}
final class KeychainTokens: TokenStore {}
final class InMemoryTokens: TokenStore {}
final class ConsoleLog: Logging {
    init(prefix: String = "") {}
}
func makePrefix() -> String { "app" }
final class MockNetworking: Networking {}
struct Profile {
    let id: Int
}
final class ProfileLoader {
    init(id: Int, network: Networking) {}
}

extension Container {
    var network: Factory<Networking> { // expect-registration: Networking name="network" lifetime=singleton concrete=URLSessionNetworking
        self { URLSessionNetworking(tokens: self.tokens(), logger: logger()) }.singleton // expect-resolution: TokenStore name="tokens" by=URLSessionNetworking // expect-resolution: Logging name="logger" by=URLSessionNetworking
    }
    var tokens: Factory<TokenStore> { self { KeychainTokens() }.cached } // expect-registration: TokenStore name="tokens" lifetime=singleton concrete=KeychainTokens
    var sessionTokens: Factory<TokenStore> { self { InMemoryTokens() }.shared } // expect-registration: TokenStore name="sessionTokens" lifetime=scoped concrete=InMemoryTokens
    var logger: Factory<Logging> { Factory(self) { ConsoleLog() } } // expect-registration: Logging name="logger" lifetime=transient concrete=ConsoleLog
    var analytics: Factory<Analytics> { // expect-registration: Analytics name="analytics" lifetime=transient
        self { Container.shared.tracker() }.graph // expect-resolution: Analytics name="tracker" by=Analytics
    }
    var tracker: Factory<Analytics> { self { Tracker() as Analytics }.scope(.session) } // expect-registration: Analytics name="tracker" lifetime=scoped concrete=Tracker
    var profile: ParameterFactory<Int, ProfileLoader> { // expect-registration: ProfileLoader name="profile" args=Int concrete=ProfileLoader
        self { id in ProfileLoader(id: id, network: self.network()) } // expect-resolution: Networking name="network" by=ProfileLoader
    }
    var decorated: Factory<Logging> { // expect-registration: Logging name="decorated" lifetime=transient concrete=ConsoleLog
        self { ConsoleLog() }.decorator { _ in _ = self.tracker() } // expect-resolution: Analytics name="tracker" deferred by=ConsoleLog
    }
    var testOnly: Factory<Networking> { // expect-registration: Networking name="testOnly" concrete=URLSessionNetworking
        self { URLSessionNetworking(tokens: KeychainTokens(), logger: ConsoleLog()) }
            .onTest { MockNetworking() }
            .context(.preview) { MockNetworking() }
    }

    var stamped: Factory<Logging> { self { ConsoleLog(prefix: makePrefix()) } } // expect-registration: Logging name="stamped" concrete=ConsoleLog

    /// A helper on the container is not a key.
    func warmUp() {
        print("warming up")
    }

    // 1.x style keys.
    static let legacyLogger = Factory<Logging>(scope: .singleton) { ConsoleLog() } // expect-registration: Logging name="legacyLogger" lifetime=singleton concrete=ConsoleLog
    static let legacyTokens = Factory(scope: .shared) { KeychainTokens() as TokenStore } // expect-registration: TokenStore name="legacyTokens" lifetime=scoped concrete=KeychainTokens
    static let legacyConsole = Factory(scope: .shared) { ConsoleLog() } // expect-registration: ConsoleLog name="legacyConsole" lifetime=scoped concrete=ConsoleLog
}

final class Tracker: Analytics {}

final class FeatureContainer: SharedContainer {
    static let shared = FeatureContainer()
    let manager = ContainerManager()

    var featureLog: Factory<Logging> { self { ConsoleLog() }.singleton } // expect-registration: Logging name="featureLog" lifetime=singleton
}

/// Keys that form a cycle: constructing `left` resolves `right`, which resolves `left`.
protocol Left {}
protocol Right {}
final class LeftImpl: Left { init(right: Right) {} }
final class RightImpl: Right { init(left: Left) {} }
extension Container {
    var left: Factory<Left> { self { LeftImpl(right: self.right()) } } // expect-registration: Left name="left" // expect-resolution: Right name="right" by=LeftImpl
    var right: Factory<Right> { self { RightImpl(left: self.left()) } } // expect-registration: Right name="right" // expect-resolution: Left name="left" by=RightImpl
}
