import Dependencies

// swift-dependencies' wrapper is the library's design: not reported by default.
final class TickerModel {
    @Dependency(\.ticker) var ticker
}
