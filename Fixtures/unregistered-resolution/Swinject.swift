import Swinject

protocol Mailer {}
protocol Printer {}
protocol Scanner {}
final class SMTPMailer: Mailer {}
final class LaserPrinter: Printer {
    init(dpi: Int) {}
}

final class Invoice {
    init(mailer: Mailer) {}
}

final class BillingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Mailer.self) { _ in SMTPMailer() }
        container.register(Mailer.self, name: "bulk") { _ in SMTPMailer() }
        container.register(Invoice.self) { r in Invoice(mailer: r.resolve(Mailer.self)!) }
        container.register(Printer.self) { (_, dpi: Int) in LaserPrinter(dpi: dpi) }
    }
}

final class BillingScreen {
    func show(resolver: Resolver) {
        _ = resolver.resolve(Invoice.self)!
        _ = resolver.resolve(Mailer.self, name: "bulk")!
        _ = resolver.resolve(Mailer.self, name: "marketing")! // expect-error: unregistered-resolution "'Mailer' named"
        _ = resolver.resolve(Printer.self)! // expect-error: unregistered-resolution "with no arguments but is registered only with 1 argument"
        _ = resolver.resolve(Printer.self, argument: 300)!
        if let scanner = resolver.resolve(Scanner.self) { _ = scanner } // expect-warning: unregistered-resolution "'Scanner'"
        _ = resolver.resolve(Mailer?.self)
    }

    // A name the code works out: which registration it finds, only the run shows.
    enum Channel: String { case bulk, digest }

    func send(resolver: Resolver, channel: Channel, prefix: String) {
        _ = resolver.resolve(Mailer.self, name: channel.rawValue)!
        _ = resolver.resolve(Mailer.self, name: "\(prefix)-mailer")!
        let name = prefix + "bulk"
        _ = resolver.resolve(Mailer.self, name: name)!
    }
}
