import Swinject

// An assembler made by `.init(…)` where its type is written applies its assemblies as
// `Assembler(…)` does: what they register and nothing resolves is unused.
protocol Ledger {}
final class CloudLedger: Ledger {}
final class LedgerExporter {}

final class LedgerAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Ledger.self) { _ in CloudLedger() }
        container.register(LedgerExporter.self) { _ in LedgerExporter() } // expect-warning: unused-registration "'LedgerExporter' is registered here but nothing"
    }
}

extension Assembler {
    static let ledgerContainer = Container()
    static let ledgers: Assembler = .init([LedgerAssembly()], container: ledgerContainer)
}

func currentLedger() -> Ledger? {
    Assembler.ledgers.resolver.resolve(Ledger.self)
}
