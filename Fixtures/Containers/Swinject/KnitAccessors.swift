import Knit

// Knit's generated accessors: `resolver.ledger()` resolves the one type registered without
// a name whose accessor is `ledger` — from a factory's resolver, a value typed as a
// resolver, or a property named `resolver`.

protocol Ledger {}
final class PaperLedger: Ledger {}
final class URLSessionPool {}
final class Auditor {
    init(ledger: Ledger, pool: URLSessionPool) {}
}
final class Printer {}
final class Receipt {
    init(total: Int) {}
}

struct LedgerAssembly: ModuleAssembly {
    typealias TargetResolver = Resolver

    func assemble(container: Container<TargetResolver>) {
        container.register(Ledger.self) { _ in PaperLedger() } // expect-registration: Ledger
        container.register(URLSessionPool.self) { _ in URLSessionPool() } // expect-registration: URLSessionPool
        container.register(Auditor.self) { resolver in // expect-registration: Auditor
            Auditor(ledger: resolver.ledger(), pool: resolver.urlSessionPool()) // expect-resolution: Ledger by=Auditor // expect-resolution: URLSessionPool by=Auditor
        }
        container.register(Printer.self, name: "backup") { _ in Printer() } // expect-registration: Printer name="backup"
        container.register(Receipt.self) { (_, total: Int) in Receipt(total: total) } // expect-registration: Receipt args=Int
    }
}

struct AuditScreen {
    let resolver: Resolver
    let context: Context

    func show() {
        _ = resolver.auditor() // expect-resolution: Auditor
        _ = context.resolver.ledger() // expect-resolution: Ledger
        // Registered only under a name: no accessor is generated without one.
        _ = resolver.printer() // expect-resolution: ?
        // A registration taking runtime arguments: its accessor takes them, labelled.
        _ = resolver.receipt(total: 12) // expect-resolution: Receipt args=1
        // Not a resolver, and a method taking arguments: no accessor.
        _ = context.title()
        _ = resolver.unsafeResolver()
    }
}

struct Context {
    let resolver: Resolver
    func title() -> String { "" }
}
