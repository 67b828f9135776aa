import DITranquillity

protocol Storage {}
protocol Purging {}
protocol Syncing {}
protocol Searching {}
typealias Repository = Storage & Syncing

final class DiskStorage: Storage {}
final class MemoryStorage {}
final class CloudStorage: Storage {}
final class Index {}
class BaseCache: Purging {}
final class ImageCache: BaseCache {}

final class StoragePart: DIPart {
    static func load(container: DIContainer) {
        container.register(DiskStorage.init).as(Storage.self)
        container.register(MemoryStorage.init).as(Storage.self) // expect-error: alias-mismatch "'MemoryStorage' is registered as 'Storage'"
        container.register(CloudStorage.init).as(Repository.self) // expect-error: alias-mismatch "('Syncing' missing)"
        container.register(CloudStorage.init).as((Storage & Purging).self) // expect-error: alias-mismatch "('Purging' missing)"
        container.register { DiskStorage() }.as(Storage.self).as(Purging.self) // expect-error: alias-mismatch "'DiskStorage' is registered as 'Purging'"
        // The conformance is declared in another file's extension.
        container.register(Index.init).as(Searching.self)
        // Through the superclass.
        container.register(ImageCache.init).as(Purging.self)
        // Checked by the compiler, whatever it is.
        container.register(MemoryStorage.init).as(check: Syncing.self) { $0 }
        container.register(MemoryStorage.init).as(Syncing.self, name: "memory") // expect-error: alias-mismatch "'MemoryStorage' is registered as 'Syncing'"
    }
}
