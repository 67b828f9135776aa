import Combine
import Resolver

// A generic alias that fixes some of its target's arguments names the target with all of
// them: `Feed<Story>` is `CurrentValueSubject<Story, Never>`, however it is spelled.
struct Story {}
struct Draft {}
typealias Feed<Item> = CurrentValueSubject<Item, Never>
typealias Loader<Item> = (String) -> [Item]

extension Resolver {
    static func registerFeeds() {
        register { Feed<Story>(Story()) }.scope(.application) // expect-registration: "CurrentValueSubject<Story, Never>"
        register { CurrentValueSubject<Draft, Never>(Draft()) } // expect-registration: "CurrentValueSubject<Draft, Never>"
    }
}

final class StoriesScreen {
    @Injected var stories: CurrentValueSubject<Story, Never> // expect-resolution: "CurrentValueSubject<Story, Never>"
    @Injected var drafts: Feed<Draft> // expect-resolution: "CurrentValueSubject<Draft, Never>"
    @Injected var loader: Loader<Story> // expect-resolution: "(String) -> [Story]"
}
