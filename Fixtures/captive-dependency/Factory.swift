import Factory

final class TokenStore {}
final class Profile {}
final class Theme {}
final class ApiClient {
    init(tokens: TokenStore) {}
}
final class ProfileScreen {
    init(profile: Profile, theme: Theme) {}
}
final class Logger {}
final class Uploader {
    init(logger: Logger) {}
}
final class Palette {
    init(theme: Theme) {}
}

extension Scope {
    static let session = Cached()
    static let appWide = Singleton()
}

final class Fonts {}
final class Typesetter {
    init(fonts: Fonts) {}
}

extension Container {
    var tokenStore: Factory<TokenStore> { self { TokenStore() }.cached }
    var profile: Factory<Profile> { self { Profile() }.scope(.session) }
    var theme: Factory<Theme> { self { Theme() }.shared }
    var logger: Factory<Logger> { self { Logger() }.singleton }

    var apiClient: Factory<ApiClient> { self { ApiClient(tokens: self.tokenStore()) }.singleton } // expect-warning: captive-dependency "TokenStore (.cached)"
    var profileScreen: Factory<ProfileScreen> {
        self { ProfileScreen(profile: self.profile(), theme: self.theme()) }.singleton // expect-warning: captive-dependency "Profile (.session)" // expect-warning: captive-dependency "Theme (.shared)"
    }
    // Singleton on singleton, and a new instance each time over a cached one: nothing captive.
    var uploader: Factory<Uploader> { self { Uploader(logger: self.logger()) }.singleton }
    var palette: Factory<Palette> { self { Palette(theme: self.theme()) } }
    // A scope of the project's own that keeps its instance for good.
    var fonts: Factory<Fonts> { self { Fonts() }.scope(.appWide) }
    var typesetter: Factory<Typesetter> { self { Typesetter(fonts: self.fonts()) }.singleton }
}
