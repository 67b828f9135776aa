import Dependencies
import Dip

private enum OrderClockKey: DependencyKey {
    static let liveValue = OrderClock()
}

extension DependencyValues {
    var orderClock: OrderClock {
        get { self[OrderClockKey.self] }
        set { self[OrderClockKey.self] = newValue }
    }
}

func configure(_ container: DependencyContainer) {
    container.register { ReceiptPrinter() }
}
