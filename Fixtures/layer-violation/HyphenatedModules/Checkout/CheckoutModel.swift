import Foundation
import payment_kit // expect-error: layer-violation "layer 'Checkout' imports 'payment_kit', a module of layer 'Payments', which it may not use (it may use no other layer)"

final class CheckoutModel {
    private let gateway = CardGateway() // expect-error: layer-violation "uses (an initializer call) 'CardGateway' of layer 'Payments'"

    func pay() -> Bool {
        gateway.charge(payment_kit.Money(cents: 1_200)) // expect-error: layer-violation "uses (an initializer call) 'Money' of layer 'Payments'"
    }
}
