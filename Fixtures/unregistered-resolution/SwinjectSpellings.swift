import Swinject

// One type spelled two ways is one key; a name written as a constant, or known only when
// the app runs, may be the name a literal asks for. Only what is surely missing is reported.
protocol Ledger {}
final class PaperLedger: Ledger {}
struct Entry {}
protocol Stamp {}
enum LedgerNames { static let paper = "paper" }
enum Region: String, CaseIterable { case north, south }
typealias EntryHandler = (Entry) -> Void

let ledgers = Container()

func registerLedgers() {
    ledgers.register([Entry].self, name: "recent") { _ in [] }
    ledgers.register(Dictionary<String, Int>.self) { _ in [:] }
    ledgers.register(Swift.String.self, name: "currency") { _ in "EUR" }
    ledgers.register(Ledger.self, name: LedgerNames.paper) { _ in PaperLedger() }
    for region in Region.allCases {
        ledgers.register(Ledger.self, name: region.rawValue) { _ in PaperLedger() }
    }
    ledgers.register(Entry.self, name: "draft") { _ in Entry() }
    ledgers.register(EntryHandler.self) { _ in { _ in } }
    ledgers.register(Stamp?.self) { _ in nil }
}

func readLedgers() {
    _ = ledgers.resolve(Array<Entry>.self, name: "recent")!
    _ = ledgers.resolve([String: Int].self)!
    _ = ledgers.resolve(String.self, name: "currency")!
    _ = ledgers.resolve(Ledger.self, name: "paper")!
    _ = ledgers.resolve(Ledger.self, name: "north")!
    _ = ledgers.resolve(((Entry) -> Void).self)!
    _ = ledgers.resolve(Stamp?.self)!
    _ = ledgers.resolve(Entry.self, name: "drafts")! // expect-error: unregistered-resolution "is resolved here but no registration provides it"
}
