import Factory

protocol Ticker {}
final class LiveTicker: Ticker {}
final class FrozenTicker: Ticker {}

extension Container {
    var ticker: Factory<Ticker> { self { LiveTicker() } }
}

// Its own container class: the same key name, another container.
final class PreviewContainer: SharedContainer {
    static let shared = PreviewContainer()
    let manager = ContainerManager()
    var ticker: Factory<Ticker> { self { FrozenTicker() } }
}

extension SharedContainer {
    var fallbackTicker: Factory<Ticker> { self { LiveTicker() } }
}

final class Timeline {
    func start() {
        let live = Container.shared.ticker()
        let preview = PreviewContainer.shared.ticker()
        let fallback = PreviewContainer.shared.fallbackTicker()
        _ = (live, preview, fallback)
    }
}
