public final class CardGateway {
    public init() {}
    public func charge(_ amount: Money) -> Bool { amount.cents > 0 }
}

public struct Money {
    public let cents: Int
    public init(cents: Int) { self.cents = cents }
}
