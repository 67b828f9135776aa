final class ServiceLocator {
    static let shared = ServiceLocator()
    func addService<T>(_ service: T) {}
    func getService<T>() -> T? { nil }
}

protocol Logger {}
protocol Clock {}
protocol Storage {}
final class ConsoleLogger: Logger {}
final class FileLogger: Logger {}
final class SystemClock: Clock {}
final class FixedClock: Clock {}
final class DiskStorage: Storage {}
final class MemoryStorage: Storage {}
final class Both: Logger, Clock {}

enum AppSetup {
    static func registerServices() {
        ServiceLocator.shared.addService(ConsoleLogger() as Logger) // expect-note: ambiguous-registration
        ServiceLocator.shared.addService(FileLogger() as Logger) // expect-error: ambiguous-registration "'Logger' is registered again here and silently replaces"
        ServiceLocator.shared.addService(SystemClock() as Clock)
        #if DEBUG
        ServiceLocator.shared.addService(MemoryStorage() as Storage)
        #else
        ServiceLocator.shared.addService(DiskStorage() as Storage)
        #endif
        ServiceLocator.shared.addService(Both() as Logger) // expect-error: ambiguous-registration "'Logger'"
    }

    static func registerForTests() {
        ServiceLocator.shared.addService(FixedClock() as Clock)
        ServiceLocator.shared.addService(Both() as Clock) // expect-error: ambiguous-registration "'Clock'"
    }

    static func registerPreviews() {
        ServiceLocator.shared.addService(FixedClock() as Clock)
        ServiceLocator.shared.addService(SystemClock())
        ServiceLocator.shared.addService(FixedClock())
        #if os(iOS)
        ServiceLocator.shared.addService(DiskStorage() as Storage)
        #endif
        ServiceLocator.shared.addService(MemoryStorage() as Storage) // expect-error: ambiguous-registration "'Storage'"
    }
}
