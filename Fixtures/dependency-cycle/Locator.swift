final class Locator {
    static let shared = Locator()
    func add<T>(_ service: T) {}
    func get<T>() -> T? { nil }
}

protocol Wallet {}
protocol Rewards {}

final class CardWallet: Wallet {
    let rewards: Rewards = Locator.shared.get()! // expect-error: dependency-cycle "CardWallet → PointsRewards → CardWallet"
}

final class PointsRewards: Rewards {
    let wallet: Wallet = Locator.shared.get()!
}

final class Statement {
    func wallet() -> Wallet { Locator.shared.get()! }
}

enum LocatorSetup {
    static func run() {
        Locator.shared.add(CardWallet() as Wallet)
        Locator.shared.add(PointsRewards() as Rewards)
        Locator.shared.add(Statement())
    }
}
