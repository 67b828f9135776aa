// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Checkout",
    targets: [
        .target(name: "Checkout"),
        .target(name: "CheckoutLegacy", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "CheckoutUI", swiftSettings: [.swiftLanguageMode(.v5), .defaultIsolation(MainActor.self)]),
    ]
)
