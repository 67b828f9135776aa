import Foundation
import Resolver

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register(name: "ui") { DispatchQueue.main }
        register(name: "io") { DispatchQueue.global(qos: .utility) }
        register { ArticleCache() }.scope(.application)
        register { OutboxStore() }.scope(.application) // expect-warning: shared-mutable-state "'outbox'"
        register { UnreadBadge() }.scope(.application)
        register { ReadingList() }.scope(.application) // expect-warning: shared-mutable-state "'titles'"
        register { FeedMerger(queue: .main) }.scope(.application) // expect-warning: shared-mutable-state "'merged'"
        register { HeadlineFeed() }.scope(.application)
        register { TickerFeed() }.scope(.application) // expect-warning: shared-mutable-state "'ticks'"
    }
}
