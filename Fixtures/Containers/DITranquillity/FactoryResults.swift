import DITranquillity
import Foundation

// Factories returning what a member gives: the key is the member's type, from the type
// table, or a platform type's own shared instance. What the analyzed code does not
// declare stays unknown (the key shows how it was written).

final class Ticket {
    static func issue(number: Int) -> Ticket { Ticket() }
}

enum Theme {
    case light, dark
}

final class Spool {}

protocol Printer {
    func spool() -> Spool
}

final class LaserPrinter: Printer {
    func spool() -> Spool { Spool() }
}

final class Widget {}

class WidgetMaker {
    class func build() -> Widget { Widget() }
}

final class RoundWidgetMaker: WidgetMaker {}

final class Counter {
    static let main = Counter()
}

final class TicketPart: DIPart {
    static func load(container: DIContainer) {
        container.register { Ticket.issue(number: 1) } // expect-registration: Ticket lifetime=transient
        container.register { Theme.dark } // expect-registration: Theme
        container.register { Counter.main } // expect-registration: Counter
        container.register(LaserPrinter.init) // expect-registration: LaserPrinter as=Printer
            .as(Printer.self)
        container.register { ($0 as Printer).spool() } // expect-registration: Spool // expect-resolution: Printer by=Spool
        // Inherited from the superclass.
        container.register { RoundWidgetMaker.build() } // expect-registration: Widget
        container.register { FileManager.default } // expect-registration: FileManager
        container.register { Vault.shared } // expect-registration: Vault.shared
        container.register { Vault.open(path: "main") } // expect-registration: Vault.open(…)
        container.register { Ticket.unknownMember } // expect-registration: Ticket.unknownMember
    }
}
