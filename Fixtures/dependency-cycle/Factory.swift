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
