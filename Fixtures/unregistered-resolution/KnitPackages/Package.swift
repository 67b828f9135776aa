// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Planning",
    targets: [
        .target(name: "Planning"),
        .target(name: "Preview"),
    ]
)
