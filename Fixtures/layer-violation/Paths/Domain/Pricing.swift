import Foundation

// A locator read in the domain: the type comes from the annotation.
final class Pricing {
    let rates: ExchangeRates? = ServiceLocator.shared.getService() // expect-error: layer-violation "uses (a type reference) 'ExchangeRates' of layer 'Data'"
}

final class ServiceLocator {
    static let shared = ServiceLocator()
    private var services: [String: Any] = [:]
    func addService<T>(_ service: T) { services["\(T.self)"] = service }
    func getService<T>() -> T? { services["\(T.self)"] as? T }
}
