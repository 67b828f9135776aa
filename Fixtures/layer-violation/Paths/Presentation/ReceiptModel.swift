import Dependencies
import Dip

final class ReceiptModel {
    // swift-dependencies: the key path names no type.
    @Dependency(\.orderClock) var clock // expect-error: layer-violation "layer 'Presentation' resolves from the container 'OrderClock' of layer 'Data'"

    func printer(_ container: DependencyContainer) throws -> Any {
        // Dip: the cast names the data type.
        try container.resolve() as ReceiptPrinter // expect-error: layer-violation "'ReceiptPrinter' of layer 'Data'"
    }
}
