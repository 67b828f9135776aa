import Factory

protocol Player {}
protocol Playlist {}
final class AudioPlayer: Player {
    init(playlist: Playlist) {}
}
final class LocalPlaylist: Playlist {
    init(player: Player) {}
}
final class Equalizer {}
final class Mixer {
    init(equalizer: Equalizer) {}
}

extension Container {
    var player: Factory<Player> {
        self { AudioPlayer(playlist: self.playlist()) } // expect-error: dependency-cycle "AudioPlayer → LocalPlaylist → AudioPlayer"
    }

    var playlist: Factory<Playlist> {
        self { LocalPlaylist(player: self.player()) }
    }

    var equalizer: Factory<Equalizer> {
        self { Equalizer() }
    }

    var mixer: Factory<Mixer> {
        self { Mixer(equalizer: self.equalizer()) }
    }
}

// The documentation's `.resolve()` spelling of a key's resolution builds the same cycle.
final class SyncEngine {
    init(store: RecordStore) {}
}
final class RecordStore {
    init(engine: SyncEngine) {}
}

extension Container {
    var syncEngine: Factory<SyncEngine> {
        self { SyncEngine(store: self.recordStore.resolve()) }.singleton // expect-error: dependency-cycle "SyncEngine → RecordStore → SyncEngine"
    }

    var recordStore: Factory<RecordStore> {
        self { RecordStore(engine: self.syncEngine.resolve()) }
    }
}
