import Swinject

protocol Storage {}
final class DiskStorage: Storage {}
final class MemoryStorage: Storage {}
protocol Theme {}
final class LightTheme: Theme {}
final class DarkTheme: Theme {}

final class StorageAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Storage.self) { _ in DiskStorage() } // expect-note: ambiguous-registration
        container.register(Theme.self) { _ in LightTheme() }
    }
}

/// Applied by the same assembler as StorageAssembly: its Storage replaces the other.
final class DebugAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Storage.self) { _ in MemoryStorage() } // expect-error: ambiguous-registration "'Storage' is registered again here and silently replaces"
    }
}

/// Applied by another assembler: its Theme lives in another container.
final class PreviewAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Theme.self) { _ in DarkTheme() }
    }
}

/// Listed by both assemblers below: it does not join their containers.
final class SharedAssembly: Assembly {
    func assemble(container: Container) {}
}

enum Assemblers {
    static func app() -> Assembler {
        Assembler([StorageAssembly(), DebugAssembly(), SharedAssembly()])
    }

    static func previews() -> Assembler {
        Assembler([PreviewAssembly(), SharedAssembly()])
    }
}
