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

final class Lyrics {}
final class Karaoke {}

final class LyricsPart: DIPart {
    static func load(container: DIContainer) {
        container.register(Lyrics.init)
        container.register(Karaoke.init) // expect-warning: unused-registration "'Karaoke'"
    }
}

// The parts listed once and appended in a loop: applied, so what they register is judged.
final class SingAlongFramework: DIFramework {
    static let parts: [DIPart.Type] = [LyricsPart.self]

    static func load(container: DIContainer) {
        for part in self.parts {
            container.append(part: part)
        }
    }
}

func showLyrics(_ container: DIContainer) -> Lyrics {
    container.resolve()
}

final class Projector {}

final class PlayerViewController {
    var player: Player?
}

// Made by a storyboard and only filled by the container: nothing need resolve it.
final class ScreensPart: DIPart {
    static func load(container: DIContainer) {
        container.registerStoryboard(name: "Main")
        container.register(PlayerViewController.self)
            .injection(\.player)
        container.register(Projector.init) // expect-warning: unused-registration "'Projector'"
    }
}

final class ScreensFramework: DIFramework {
    static let parts: [DIPart.Type] = [ScreensPart.self]

    static func load(container: DIContainer) {
        parts.forEach { container.append(part: $0) }
    }
}
