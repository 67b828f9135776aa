import Dependencies

final class TickerModel {
    @Dependency(\.ticker) var ticker // expect-warning: locator-outside-composition-root "injects 'Ticker' with a property wrapper"
}
