// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Weather",
    targets: [
        .target(name: "Core"),
        .target(name: "App", dependencies: ["Core"]),
        .target(name: "Widget", dependencies: ["Core"]),
    ]
)
