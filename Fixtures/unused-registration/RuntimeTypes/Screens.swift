import Swinject

final class HomeScreen {}
final class SettingsScreen {}
protocol Sharing {}
final class MailSharing: Sharing {}

enum ShareName {
    static let mail = "mail"
}

final class ScreensAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HomeScreen.self) { _ in HomeScreen() }
        container.register(SettingsScreen.self) { _ in SettingsScreen() }
        container.register(Sharing.self, name: "mail") { _ in MailSharing() }
    }
}

let screens = Assembler([ScreensAssembly()])

// A type known at run time may be any of them; a name written as a constant may be the literal.
func screen(_ type: Any.Type) -> Any? {
    screens.resolver.resolve(type)
}

func sharing() -> Sharing? {
    screens.resolver.resolve(Sharing.self, name: ShareName.mail)
}
