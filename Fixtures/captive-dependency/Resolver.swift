import Resolver

final class Inbox {}
final class Drafts {}
final class Badge {}
final class Mailer {
    init(inbox: Inbox, drafts: Drafts) {}
}
final class Counter {
    init(badge: Badge) {}
}
final class Composer {
    init(drafts: Drafts) {}
}

extension ResolverScope {
    static let conversation = ResolverScopeCache()
    static let appWide = ResolverScopeApplication()
}

final class Emoji {}
final class Keyboard {
    init(emoji: Emoji) {}
}

extension Resolver {
    static func registerMail() {
        register { Inbox() }.scope(.shared)
        register { Drafts() }.scope(.cached)
        register { Badge() }.scope(.conversation)
        register { Mailer(inbox: resolve(), drafts: resolve()) }.scope(.application) // expect-warning: captive-dependency "Inbox (.shared)" // expect-warning: captive-dependency "Drafts (.cached)"
        register { Counter(badge: resolve()) }.scope(.application) // expect-warning: captive-dependency "Badge (.conversation)"
        // Both scoped alike: no longer-lived holder.
        register { Composer(drafts: resolve()) }.scope(.shared)
        register { Emoji() }.scope(.appWide)
        register { Keyboard(emoji: resolve()) }.scope(.application)
    }
}
