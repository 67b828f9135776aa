// swift-tools-version:5.9
import PackageDescription

// A package of its own, so that its module speaks Swinject alone.
let package = Package(
    name: "Bakery",
    targets: [.target(name: "Bakery")]
)
