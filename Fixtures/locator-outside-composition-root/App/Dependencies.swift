import Dependencies

final class Ticker {}

private enum TickerKey: DependencyKey {
    static let liveValue = Ticker()
}

extension DependencyValues {
    var ticker: Ticker {
        get { self[TickerKey.self] }
        set { self[TickerKey.self] = newValue }
    }
}
