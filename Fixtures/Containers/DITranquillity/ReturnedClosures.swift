import DITranquillity

// A factory returning a closure registers a function type: written out whole when the
// closure's parameters and result are, else some function of as many parameters as it
// names (the key shows `?` for what is not written).

struct Badge {}

final class Sticker {}

final class BadgePart: DIPart {
    static func load(container: DIContainer) {
        container.register { (sticker: Sticker) in { (badge: Badge) in badge } } // expect-registration: "(Badge) -> ?"
        container.register { { (badge: Badge) -> Badge in badge } } // expect-registration: "(Badge) -> Badge"
        container.register { { badge, count in badge } } // expect-registration: "(?, ?) -> ?"
        container.register { { $0 as Badge } } // expect-registration: "(…) -> Badge"
    }
}
