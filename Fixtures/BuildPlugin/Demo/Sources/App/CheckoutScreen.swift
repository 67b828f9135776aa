import Services

public protocol Analytics {
    func track(_ event: String)
}

public final class CheckoutScreen {
    // Registered in the Services target: no finding, since the plugin analyzes the whole package.
    private let payments: Payments = AppServices.shared.get()!
    // Registered nowhere: the build log shows dilint's error for this line.
    private let analytics: Analytics = AppServices.shared.get()!

    public init() {}

    public func pay() {
        payments.charge(100)
        analytics.track("paid")
    }
}
