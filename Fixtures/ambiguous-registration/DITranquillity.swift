import DITranquillity

protocol Logger {}
protocol Storage {}
protocol Clock {}
final class ConsoleLogger: Logger {}
final class FileLogger: Logger {}
final class DiskStorage: Storage {}
final class MemoryStorage: Storage {}
final class SystemClock: Clock {}
final class FixedClock: Clock {}

final class LoggingPart: DIPart {
    static func load(container: DIContainer) {
        container.register(ConsoleLogger.init).as(Logger.self) // expect-note: ambiguous-registration
        container.register(FileLogger.init).as(Logger.self) // expect-note: ambiguous-registration
        container.register(DiskStorage.init).as(Storage.self).default()
        container.register(MemoryStorage.init).as(Storage.self)
        container.register(SystemClock.init).as(Clock.self).default()
        container.register(FixedClock.init).as(Clock.self).default() // expect-error: ambiguous-registration "'Clock' has 2 registrations marked default"
    }
}

final class Diagnostics {
    let container: DIContainer

    init(container: DIContainer) {
        self.container = container
    }

    func run() {
        let logger: Logger = *container // expect-error: ambiguous-registration "none is marked default"
        let loggers: [Logger] = many(*container)
        let storage: Storage = *container
        _ = (logger, loggers, storage)
    }
}
