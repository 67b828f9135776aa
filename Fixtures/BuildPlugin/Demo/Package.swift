// swift-tools-version:6.0
import PackageDescription

// A package that uses dilint's build tool plugin, for Tests/DilintTests/BuildPluginTests.swift
// (opt-in: Scripts/check-build-plugin.sh). `name:` makes the dependency known as "dilint"
// whatever the folder of the checkout is called.
let package = Package(
    name: "Demo",
    dependencies: [.package(name: "dilint", path: "../../..")],
    targets: [
        .target(name: "Services", path: "Sources/Services"),
        .target(name: "App", dependencies: ["Services"], path: "Sources/App",
                plugins: [.plugin(name: "DilintBuildTool", package: "dilint")]),
    ]
)
