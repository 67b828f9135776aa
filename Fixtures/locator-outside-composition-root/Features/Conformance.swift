protocol IContainer { func resolve<T>() -> T }
protocol ISingleton {}
protocol IPerRequest {}

final class Ledger: ISingleton {
    init(container: IContainer) {}
}

// The conformance container builds the type and hands itself to its initializer: that is its design.
final class LedgerViewModel: IPerRequest {
    let ledger: Ledger
    init(container: IContainer) { ledger = container.resolve() }
}
