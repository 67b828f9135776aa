import UIKit

// No `import Resolver` here: the wrappers are the module's own.
final class KitchenScreen: UIViewController {
    @Served private var oven: Oven
    @LazilyServed private var pantry: Pantry
    @Served private var timer: KitchenTimer // expect-error: unregistered-resolution "'KitchenTimer' is resolved here but no registration provides it"
    @LazilyServed private var scale: Scale // expect-error: unregistered-resolution "'Scale' is resolved here but no registration provides it"
    @Plated private var garnish: Garnish

    init(garnish: Garnish) {
        _garnish = Plated(wrappedValue: garnish)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }
}

protocol Oven {}
final class GasOven: Oven {}
final class Pantry {}
final class KitchenTimer {}
final class Scale {}
struct Garnish {}
