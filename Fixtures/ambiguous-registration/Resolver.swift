import Resolver
import RelayKit
import SwapKit

protocol Weather {}
final class OpenWeather: Weather {}
final class CachedWeather: Weather {}

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { OpenWeather() as Weather } // expect-note: ambiguous-registration
        register(name: .cached) { CachedWeather() as Weather }
        register { CachedWeather() as Weather } // expect-error: ambiguous-registration "Resolver keeps only the last registration"
        // One short name in two packages: two types, two keys.
        register { RelayKit.APIClient(version: 1) }
        register { SwapKit.APIClient(configs: resolve()) }
        register { RelayKit.Endpoint(path: "/fee") } // expect-note: ambiguous-registration
        register { RelayKit.Endpoint(path: "/relay") } // expect-error: ambiguous-registration "registered again"
    }
}

extension Resolver.Name {
    static let cached = Self("cached")
}

protocol Vault {}
final class DiskVault: Vault {}
final class MemoryVault: Vault {}
final class CloudVault: Vault {}

// Functions one configuring function calls configure one container together.
extension Resolver {
    static func registerVaults() {
        registerLocalVaults()
        Self.registerRemoteVaults()
    }

    private static func registerLocalVaults() {
        register { DiskVault() as Vault } // expect-note: ambiguous-registration
    }

    private static func registerRemoteVaults() {
        register { CloudVault() as Vault } // expect-error: ambiguous-registration "registered again"
    }

    // Called by nothing here: a configuration of its own (a test's, a preview's).
    static func registerPreviewVaults() {
        register { MemoryVault() as Vault }
    }
}
