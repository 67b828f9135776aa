import DITranquillity

final class PlaybackQueue {
    var items: [String] = []
    public func enqueue(_ item: String) async { items.append(item) } // expect-note: shared-mutable-state
}

final class TrackCache {
    var tracks: [String: Data] = [:]
    public func store(_ data: Data, for id: String) { tracks[id] = data }
}

actor DownloadQueue {
    var pending: [String] = []
    public func add(_ id: String) { pending.append(id) }
}

final class PlaybackPart: DIPart {
    public static func load(container: DIContainer) {
        container.register(PlaybackQueue.init).lifetime(.single) // expect-warning: shared-mutable-state "'PlaybackQueue'"
        container.register(TrackCache.init).lifetime(.prototype)
        container.register(DownloadQueue.init).lifetime(.single)
    }
}
