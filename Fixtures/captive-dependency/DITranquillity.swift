import DITranquillity

final class Playlist {}
final class Queue {}
final class Equalizer {}
final class Radio {
    init(playlist: Playlist) {}
}
final class Jukebox {
    init(queue: Queue, equalizer: Equalizer) {}
}
final class Mixer {
    init(equalizer: Equalizer) {}
}
final class Speaker {
    init(queue: Queue) {}
}

final class MusicPart: DIPart {
    static func load(container: DIContainer) {
        container.register(Playlist.init).lifetime(.perRun(.weak))
        container.register(Queue.init).lifetime(.perContainer(.weak))
        container.register(Equalizer.init).lifetime(.custom(SessionScope.shared))

        container.register { Radio(playlist: $0) }.lifetime(.single) // expect-warning: captive-dependency "Playlist (.perRun(.weak))"
        container.register(Jukebox.init).lifetime(.perRun(.strong)) // expect-warning: captive-dependency "Queue (.perContainer(.weak))" // expect-warning: captive-dependency "Equalizer (.custom(SessionScope.shared))"
        // Built anew for each object graph: holds nothing for long.
        container.register(Mixer.init).lifetime(.objectGraph)
        container.register(Speaker.init).lifetime(.prototype)
    }
}

enum SessionScope {
    static let shared = DIScope(name: "session", storage: DICacheStorage())
}
