// swift-tools-version:6.0
import PackageDescription

// Benchmarks only: dilint against swift-syntax's SwiftParser over one folder of Swift.
// Its own package, so that the product keeps no dependencies and `swift test` of the
// product never builds swift-syntax.
//   cd Benchmarks && swift run -c release dilint-vs-swift-syntax [FOLDER]
let package = Package(
    name: "dilint-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "dilint", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "dilint-vs-swift-syntax",
            dependencies: [
                .product(name: "Analyzer", package: "dilint"),
                .product(name: "DilintDriver", package: "dilint"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
    ]
)
