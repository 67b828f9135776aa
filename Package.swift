// swift-tools-version:6.2
import PackageDescription

// dilint has no package dependencies, by design: the tokenizer, parser, YAML-subset
// reader, argument parsing and reporters are all our own code.

// In a release build, generic types such as `Dictionary<TypeKey, …>` get their metadata
// from accessors the compiler writes, not by demangling their names at run time: that
// demangling looks up each key type's `Hashable` conformance by scanning every conformance
// record the process has loaded (about 6,000), once per type, which was a tenth of a run on
// a small repository (Benchmarks/LOG.md, seventeenth entry). Tools version 6.2 lets a
// package that depends on this one use it with the flag (SwiftPM no longer refuses
// dependencies with unsafe flags from that version on).
let metadataAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
                 .when(configuration: .release)),
]

let package = Package(
    name: "dilint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "dilint", targets: ["dilint"]),
        .library(name: "Analyzer", targets: ["DilintSyntax", "DilintFacts", "Analyzer"]),
        .library(name: "Rules", targets: ["Rules"]),
        .library(name: "DilintDriver", targets: ["DilintDriver"]),
        .plugin(name: "DilintCommand", targets: ["DilintCommand"]),
        .plugin(name: "DilintBuildTool", targets: ["DilintBuildTool"]),
    ],
    targets: [
        // The pipeline, one target a stage, each importing only those before it
        // (LayeringTests): a file's tokens and syntax → its facts (and their cache) → the
        // project model and DI graph → the rules → the driver that runs them → the command line.
        .target(name: "DilintSyntax", path: "Sources/DilintSyntax", swiftSettings: metadataAccessors),
        .target(name: "DilintFacts", dependencies: ["DilintSyntax"], path: "Sources/DilintFacts", swiftSettings: metadataAccessors),
        .target(name: "Analyzer", dependencies: ["DilintSyntax", "DilintFacts"], path: "Sources/Analyzer", swiftSettings: metadataAccessors),
        .target(name: "Rules", dependencies: ["DilintSyntax", "DilintFacts", "Analyzer"], path: "Sources/Rules", swiftSettings: metadataAccessors),
        .target(name: "DilintDriver", dependencies: ["DilintSyntax", "DilintFacts", "Analyzer", "Rules"], path: "Sources/DilintDriver", swiftSettings: metadataAccessors),
        .target(name: "DilintCore", dependencies: ["DilintSyntax", "DilintFacts", "Analyzer", "Rules", "DilintDriver"], path: "Sources/dilint", swiftSettings: metadataAccessors),
        .executableTarget(name: "dilint", dependencies: ["DilintCore"], path: "Sources/DilintMain",
                          swiftSettings: metadataAccessors),
        .executableTarget(name: "dilint-benchmark", dependencies: ["DilintSyntax", "DilintFacts", "Analyzer"], path: "Sources/Benchmark"),
        // `swift package dilint`: runs the dilint built here on the package's own folder.
        .plugin(name: "DilintCommand",
                capability: .command(intent: .custom(verb: "dilint",
                                                     description: "Find dependency-injection mistakes in this package")),
                dependencies: ["dilint"],
                path: "Plugins/DilintCommand"),
        // On every build of a target that names it: dilint on the whole package, reporting
        // on the target's own files (Fixtures/BuildPlugin/Demo uses it).
        .plugin(name: "DilintBuildTool", capability: .buildTool(), dependencies: ["dilint"],
                path: "Plugins/DilintBuildTool"),
        .testTarget(name: "AnalyzerTests", dependencies: ["DilintSyntax", "DilintFacts", "Analyzer"], path: "Tests/AnalyzerTests"),
        .testTarget(name: "RulesTests", dependencies: ["DilintSyntax", "DilintFacts", "Analyzer", "Rules", "DilintDriver"], path: "Tests/RulesTests"),
        .testTarget(name: "DilintTests", dependencies: ["DilintCore", "DilintSyntax", "DilintFacts", "Analyzer", "Rules", "DilintDriver"], path: "Tests/DilintTests",
                    exclude: ["Golden/showcase-baseline-0.1.0.json"]),
    ]
)
