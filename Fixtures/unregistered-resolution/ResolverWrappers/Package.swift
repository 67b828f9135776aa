// swift-tools-version:5.9
import PackageDescription

// A package of its own, so that its module speaks Resolver alone.
let package = Package(
    name: "Kitchen",
    targets: [.target(name: "Kitchen")]
)
