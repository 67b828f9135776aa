import Dip

// The app keeps its Dip container in a static of its own type, under any name.
protocol Mailer {}
protocol Printer {}
final class SmtpMailer: Mailer {}

enum Services {
    static let shared = DependencyContainer()

    static func configure() {
        shared.register { SmtpMailer() as Mailer }
    }
}

final class Outbox {
    func send() throws {
        let mailer: Mailer = try Services.shared.resolve()
        let printer = try Services.shared.resolve() as Printer // expect-error: unregistered-resolution "'Printer' is resolved here but no registration provides it"
        _ = (mailer, printer)
    }
}
