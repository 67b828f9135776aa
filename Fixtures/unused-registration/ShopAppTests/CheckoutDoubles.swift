import Swinject

final class PaymentsSpy {}

// An Xcode app's test bundle: a folder named after the app, not `Tests`.
func registerDoubles(_ container: Container) {
    container.register(PaymentsSpy.self) { _ in PaymentsSpy() }
}
