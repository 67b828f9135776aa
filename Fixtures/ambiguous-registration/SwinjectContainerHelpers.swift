import Swinject

protocol Translator {}
final class BundleTranslator: Translator {}
final class ServerTranslator: Translator {}
protocol LogSink {}
final class ConsoleSink: LogSink {}
final class FileSink: LogSink {}
protocol Pinger {}
final class IcmpPinger: Pinger {}
final class HttpPinger: Pinger {}

/// Registrations made on the container each function is called on.
extension Container {
    func addBasics() {
        register(Translator.self) { _ in BundleTranslator() }.inObjectScope(.container) // expect-note: ambiguous-registration
    }

    func addLogging(verbose: Bool) {
        self.register(LogSink.self) { _ in ConsoleSink() } // expect-note: ambiguous-registration
    }

    /// Called only on a container handed to a plain function: which one, dilint cannot tell.
    func addExtras() {
        register(Pinger.self) { _ in IcmpPinger() }
    }
}

func configureExtras(on container: Container) {
    container.addExtras()
}

final class BasicsAssembly: Assembly {
    func assemble(container: Container) {
        container.addBasics()
        container.addLogging(verbose: false)
    }
}

/// Applied after BasicsAssembly by the same assembler: its registrations replace the helpers'.
final class ServicesAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Translator.self) { _ in ServerTranslator() } // expect-error: ambiguous-registration "'Translator' is registered again here and silently replaces"
        container.register(LogSink.self) { _ in FileSink() } // expect-error: ambiguous-registration
        container.register(Pinger.self) { _ in HttpPinger() }
    }
}

/// Applied by another assembler: addBasics() registers into its container too.
final class WidgetAssembly: Assembly {
    func assemble(container: Container) {
        container.addBasics()
        container.register(Translator.self) { _ in ServerTranslator() } // expect-error: ambiguous-registration
        container.register(LogSink.self) { _ in FileSink() }
    }
}

enum HelperAssemblers {
    static func app() -> Assembler {
        Assembler([BasicsAssembly(), ServicesAssembly()])
    }

    static func widget() -> Assembler {
        Assembler([WidgetAssembly()])
    }
}

protocol Stopwatch {}
final class WallStopwatch: Stopwatch {}
final class FakeStopwatch: Stopwatch {}

extension Container {
    func addTiming() {
        register(Stopwatch.self) { _ in WallStopwatch() } // expect-error: ambiguous-registration "'Stopwatch' is registered again here and silently replaces"
    }
}

/// Calls the helper after its own registration: the helper's replaces it.
final class TimingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Stopwatch.self) { _ in FakeStopwatch() } // expect-note: ambiguous-registration
        container.addTiming()
    }
}
