import Resolver

protocol Inbox {}
protocol Outbox {}
protocol CrashReporter {}
final class CachedInbox: Inbox {}
final class ConsoleLog: CrashReporter {
    static let shared = ConsoleLog()
}

extension Resolver: ResolverRegistering {
    public static func registerMessaging() {
        register { CachedInbox() }.implements((any Inbox).self)
        // What `shared` is, the file does not say; what it is registered as, it does.
        register { ConsoleLog.shared }.implements(CrashReporter.self)
    }
}

final class MessagesModel {
    @Injected var inbox: any Inbox
    @Injected var sameInbox: Inbox
    @Injected var outbox: any Outbox // expect-error: unregistered-resolution "'Outbox'"
    @Injected var crashes: CrashReporter
}
