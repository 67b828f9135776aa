import DITranquillity

final class Player {}
final class Library {
    init(player: Player) {}
}
final class Recorder {}

final class MediaPart: DIPart {
    static func load(container: DIContainer) {
        container.register(Player.init)
        container.register(Library.init)
        container.register(Recorder.init) // expect-warning: unused-registration "'Recorder'"
    }
}

final class MediaFramework: DIFramework {
    static func load(container: DIContainer) {
        container.append(part: MediaPart.self)
    }
}

func openLibrary(_ container: DIContainer) -> Library {
    container.resolve()
}
