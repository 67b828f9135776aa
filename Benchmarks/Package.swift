// swift-tools-version:6.0
import PackageDescription

// Benchmarks only: dilint against swift-syntax's SwiftParser over one folder of Swift.
// Its own package, so that the product keeps no dependencies and `swift test` of the
// product never builds swift-syntax.
//   cd Benchmarks && swift build -c release && .build/release/dilint-vs-swift-syntax [FOLDER]
let package = Package(
    name: "dilint-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "dilint", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        // The parent: walks the folder, runs the phases, prints the table.
        .executableTarget(
            name: "dilint-vs-swift-syntax",
            dependencies: ["BenchmarkPhase", .product(name: "Analyzer", package: "dilint")]),
        // Its children, each linking only the tool it measures (`Phase.executable`).
        .executableTarget(
            name: "swift-parser-phase",
            dependencies: [
                "BenchmarkPhase",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "dilint-phase",
            dependencies: ["BenchmarkPhase", .product(name: "Analyzer", package: "dilint"), .product(name: "DilintDriver", package: "dilint")]),
        .target(name: "BenchmarkPhase"),
    ]
)
