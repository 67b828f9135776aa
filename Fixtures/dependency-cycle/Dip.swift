import Dip

protocol Inbox {}
protocol Outbox {}
final class MailInbox: Inbox {
    init(outbox: Outbox) {}
}
final class MailOutbox: Outbox {
    init(inbox: Inbox) {}
}

final class MailContainer {
    let container = DependencyContainer()

    func configure() {
        container.register { MailInbox(outbox: try self.container.resolve()) as Inbox } // expect-error: dependency-cycle "MailInbox → MailOutbox → MailInbox"
        container.register { MailOutbox(inbox: try self.container.resolve()) as Outbox }
    }
}
