import Foundation
import Swinject

// Runtime arguments are keyed by their static types: an initializer call may be failable
// (`URL(string:)`, a project's `init?`), so the type it passes may be optional.
struct Voucher {
    init?(code: String) {
        if code.isEmpty { return nil }
    }
}

final class CheckoutModel {
    init(voucher: Voucher?, receipt: URL?) {}
}

final class Zoom {
    init(level: Int) {}
}

// A generic type registered by its name alone: the factory fills in its argument.
struct Pace<Clock> {
    let clock: Clock
}

extension Pace where Clock == RunLoop {
    static var typing: Pace<RunLoop> { Pace(clock: RunLoop.main) }
}

final class LookupModel<Clock> {
    init(pace: Pace<Clock>) {}
}

final class Drawer<Item> {}

final class CheckoutAssembly: Assembly {
    func assemble(container: Container) {
        container.register(CheckoutModel.self) { (_, voucher: Voucher?, receipt: URL?) in
            CheckoutModel(voucher: voucher, receipt: receipt)
        }
        container.register(Zoom.self) { (_, level: Int) in Zoom(level: level) }
        container.register(LookupModel.self) { _ in LookupModel(pace: .typing) }
    }
}

final class CheckoutFlow {
    func start(resolver: Resolver, code: String, link: String) {
        _ = resolver.resolve(CheckoutModel.self, arguments: Voucher(code: code), URL(string: link))!
        let receipt = URL(string: link)
        _ = resolver.resolve(CheckoutModel.self, arguments: Voucher(code: code), receipt)!
        _ = resolver.resolve(Zoom.self, argument: "wide")! // expect-error: unregistered-resolution "resolved here with arguments (String) but is registered only with (Int)"
        _ = resolver.resolve(LookupModel<RunLoop>.self)!
        _ = resolver.resolve(Drawer<Int>.self)! // expect-error: unregistered-resolution "'Drawer<Int>' is resolved here but no registration provides it"
    }
}
