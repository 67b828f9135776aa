import Resolver

protocol Inbox {}
protocol Outbox {}
final class CachedInbox: Inbox {}

extension Resolver: ResolverRegistering {
    public static func registerMessaging() {
        register { CachedInbox() }.implements((any Inbox).self)
    }
}

final class MessagesModel {
    @Injected var inbox: any Inbox
    @Injected var sameInbox: Inbox
    @Injected var outbox: any Outbox // expect-error: unregistered-resolution "'Outbox'"
}
