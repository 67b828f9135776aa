// swift-tools-version:6.0
import PackageDescription

var targets: [Target] = []
let package = Package(name: "Example", targets: targets)
