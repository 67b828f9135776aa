final class CheckoutScreen {
    private let session: SessionProviding = ServiceLocator.shared.getService()!
    private let basket: BasketProviding = ServiceLocator.shared.getService()! // expect-error: unregistered-resolution "'BasketProviding'"

    func start() {
        guard let receipts: ReceiptPrinting = ServiceLocator.shared.getService() else { return } // expect-warning: unregistered-resolution "'ReceiptPrinting'"
        receipts.print(session.token ?? "")
        basket.add("coffee")
    }
}

protocol ReceiptPrinting {
    func print(_ text: String)
}
