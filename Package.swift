// swift-tools-version:6.0
import PackageDescription

// dilint has no package dependencies, by design: the tokenizer, parser, YAML-subset
// reader, argument parsing and reporters are all our own code.
let package = Package(
    name: "dilint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dilint", targets: ["dilint"]),
        .library(name: "Analyzer", targets: ["Analyzer"]),
        .library(name: "Rules", targets: ["Rules"]),
        .plugin(name: "DilintCommand", targets: ["DilintCommand"]),
    ],
    targets: [
        .target(name: "Analyzer", path: "Sources/Analyzer"),
        .target(name: "Rules", dependencies: ["Analyzer"], path: "Sources/Rules"),
        .target(name: "DilintCore", dependencies: ["Analyzer", "Rules"], path: "Sources/dilint"),
        .executableTarget(name: "dilint", dependencies: ["DilintCore"], path: "Sources/DilintMain"),
        .executableTarget(name: "dilint-benchmark", dependencies: ["Analyzer"], path: "Sources/Benchmark"),
        // `swift package dilint`: runs the dilint built here on the package's own folder.
        .plugin(name: "DilintCommand",
                capability: .command(intent: .custom(verb: "dilint",
                                                     description: "Find dependency-injection mistakes in this package")),
                dependencies: ["dilint"],
                path: "Plugins/DilintCommand"),
        .testTarget(name: "AnalyzerTests", dependencies: ["Analyzer"], path: "Tests/AnalyzerTests"),
        .testTarget(name: "RulesTests", dependencies: ["Analyzer", "Rules"], path: "Tests/RulesTests"),
        .testTarget(name: "DilintTests", dependencies: ["DilintCore", "Analyzer", "Rules"], path: "Tests/DilintTests"),
    ]
)
