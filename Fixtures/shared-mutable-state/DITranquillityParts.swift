import DITranquillity

final class PlaybackQueue {
    var items: [String] = [] // expect-note: shared-mutable-state
}

final class TrackCache {
    var tracks: [String: Data] = [:]
}

actor DownloadQueue {
    var pending: [String] = []
}

final class PlaybackPart: DIPart {
    static func load(container: DIContainer) {
        container.register(PlaybackQueue.init).lifetime(.single) // expect-warning: shared-mutable-state "'PlaybackQueue'"
        container.register(TrackCache.init).lifetime(.prototype)
        container.register(DownloadQueue.init).lifetime(.single)
    }
}
