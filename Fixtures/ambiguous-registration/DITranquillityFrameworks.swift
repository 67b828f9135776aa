import DITranquillity

// Two frameworks register the same type; `resolve(from:)` says whose registration to use.
struct Palette {
    let name: String
}

final class ChatFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register { Palette(name: "chat") } // expect-note: ambiguous-registration
    }
}

final class ShopFramework: DIFramework {
    static func load(container: DIContainer) {
        container.register { Palette(name: "shop") } // expect-note: ambiguous-registration
    }
}

let storefront: DIContainer = {
    let container = DIContainer()
    container.append(framework: ChatFramework.self)
    container.append(framework: ShopFramework.self)
    return container
}()

func openChat() -> Palette {
    storefront.resolve(from: ChatFramework.self)
}

func openAnything() -> Palette {
    let palette: Palette = storefront.resolve() // expect-error: ambiguous-registration "none is marked default"
    return palette
}
