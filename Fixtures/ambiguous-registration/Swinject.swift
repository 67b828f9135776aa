import Swinject

protocol Mailer {}
protocol Printer {}
final class SMTPMailer: Mailer {}
final class MockMailer: Mailer {}
final class LaserPrinter: Printer {
    init(dpi: Int = 300) {}
}

final class MailAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Mailer.self) { _ in SMTPMailer() } // expect-note: ambiguous-registration
        container.register(Mailer.self, name: "test") { _ in MockMailer() }
        container.register(Printer.self) { _ in LaserPrinter() }
        container.register(Printer.self) { (_, dpi: Int) in LaserPrinter(dpi: dpi) }
        #if DEBUG
        container.register(Mailer.self) { _ in MockMailer() } // expect-error: ambiguous-registration "'Mailer' is registered again here and silently replaces"
        #endif
    }
}

final class PrintAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Printer.self) { _ in LaserPrinter() }
    }
}

// Knit: an abstract registration is the promise the real one keeps, not a duplicate.
final class FaxAssembly: Assembly {
    func assemble(container: Container) {
        container.registerAbstract(Mailer.self, name: "fax")
        container.register(Mailer.self, name: "fax") { _ in SMTPMailer() }
    }
}

func makeTestContainer() -> Container {
    let container = Container()
    container.register(Mailer.self) { _ in SMTPMailer() }
    container.register(Mailer.self) { _ in MockMailer() } // expect-error: ambiguous-registration "Swinject keeps only the last registration"
    return container
}
