import Foundation
import Factory

// Factory's key path names no type: only the container says what it is.
final class OrdersScreenModel {
    @Injected(\.orderCache) var cache // expect-error: layer-violation "layer 'Presentation' resolves from the container 'OrderCache' of layer 'Data', which it may not use (it may use: Domain); the file never names 'OrderCache', only the container shows this dependency"
    @Injected(\.placeOrder) var place
}
