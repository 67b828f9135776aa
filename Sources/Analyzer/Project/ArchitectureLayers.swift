import DilintFacts
import DilintSyntax

/// `layers:` and `composition_root:` ready to ask of a file (SPEC §7): its layer, whether
/// one layer may use another, whether it is in the composition root. Patterns are
/// relative to the configuration's folder, files' paths to the current directory.
public struct ArchitectureLayers: Sendable {
    public let layers: [ConfiguredLayer]
    private let byPath: PatternIndex<Int>
    private let byModule: [String: Int]
    private let allowed: [Set<Int>]
    private let compositionRoot: PatternIndex<Int>
    private let hasCompositionRoot: Bool
    /// Absolute.
    private let baseDirectory: String

    public init(_ configuration: Configuration) {
        let architecture = configuration.architecture
        layers = architecture.layers
        var byPath = PatternIndex<Int>()
        var byModule: [String: Int] = [:]
        var index: [String: Int] = [:]
        for (position, layer) in layers.enumerated() {
            index[layer.name] = position
            for pattern in layer.paths { byPath.add(pattern.glob, position) }
            for module in layer.modules where byModule[module.name] == nil { byModule[module.name] = position }
        }
        allowed = layers.enumerated().map { position, layer in Set([position] + layer.mayUse.compactMap { index[$0.name] }) }
        var root = PatternIndex<Int>()
        for (position, pattern) in architecture.compositionRoot.enumerated() { root.add(pattern.glob, position) }
        self.byPath = byPath
        self.byModule = byModule
        compositionRoot = root
        hasCompositionRoot = !architecture.compositionRoot.isEmpty
        baseDirectory = FilePaths.absolute(configuration.baseDirectory)
    }

    public var isEmpty: Bool { layers.isEmpty }
    public var describesCompositionRoot: Bool { hasCompositionRoot }

    /// The layer holding a file: the first whose `paths` match it, else the one listing its
    /// module.
    public func layer(ofFile path: String, module: String) -> Int? {
        guard !layers.isEmpty else { return nil }
        let (relative, absolute) = paths(path)
        return byPath.values(matching: relative, absolute: absolute).first ?? byModule[module]
    }

    /// The layer listing this module by name.
    public func layer(ofModule module: String) -> Int? { byModule[module] }

    /// Whether a file of layer `user` may use what layer `used` declares: its own, or one
    /// its `may_use` names (not transitively).
    public func layer(_ user: Int, mayUse used: Int) -> Bool { allowed[user].contains(used) }

    public func isInCompositionRoot(_ path: String) -> Bool {
        guard hasCompositionRoot else { return false }
        let (relative, absolute) = paths(path)
        return !compositionRoot.values(matching: relative, absolute: absolute).isEmpty
    }

    private func paths(_ path: String) -> (relative: String, absolute: String) {
        let absolute = FilePaths.absolute(path)
        return (FilePaths.relative(absolute, to: baseDirectory), absolute)
    }

    // MARK: - Checking the configuration against the files

    /// A file two layers' `paths` match is a configuration error (both patterns named); a
    /// pattern of `layers` or `composition_root` that matches no file, and a module no file
    /// is in, are worth a warning. `paths` are as the walk shows them.
    public static func check(_ configuration: Configuration, files paths: [String]) -> (error: ConfigError?, warnings: [String]) {
        let architecture = configuration.architecture
        guard !architecture.isEmpty else { return (nil, []) }
        let base = FilePaths.absolute(configuration.baseDirectory)
        let where_ = configuration.filePath ?? ".dilint.yml"
        var layerPatterns = PatternIndex<(layer: Int, pattern: Int)>()
        for (l, layer) in architecture.layers.enumerated() {
            for (p, pattern) in layer.paths.enumerated() { layerPatterns.add(pattern.glob, (l, p)) }
        }
        var rootPatterns = PatternIndex<Int>()
        for (p, pattern) in architecture.compositionRoot.enumerated() { rootPatterns.add(pattern.glob, p) }
        var usedLayerPatterns = Set<[Int]>()
        var usedRootPatterns = Set<Int>()
        for path in paths {
            let absolute = FilePaths.absolute(path)
            let relative = FilePaths.relative(absolute, to: base)
            let matches = layerPatterns.values(matching: relative, absolute: absolute)
            for match in matches { usedLayerPatterns.insert([match.layer, match.pattern]) }
            if let first = matches.first, let other = matches.first(where: { $0.layer != first.layer }) {
                let a = architecture.layers[first.layer], b = architecture.layers[other.layer]
                let pa = a.paths[first.pattern], pb = b.paths[other.pattern]
                return (ConfigError(path: where_, line: pb.line, column: pb.column,
                                    message: "'\(path)' is in two layers: '\(a.name)' by '\(pa.glob.pattern)' (line \(pa.line)) and '\(b.name)' by '\(pb.glob.pattern)'; a file belongs to one layer"), [])
            }
            for match in rootPatterns.values(matching: relative, absolute: absolute) { usedRootPatterns.insert(match) }
        }
        var warnings: [String] = []
        for (l, layer) in architecture.layers.enumerated() {
            for (p, pattern) in layer.paths.enumerated() where !usedLayerPatterns.contains([l, p]) {
                warnings.append("\(where_):\(pattern.line):\(pattern.column): warning: '\(pattern.glob.pattern)' of layer '\(layer.name)' matches no file")
            }
        }
        for (p, pattern) in architecture.compositionRoot.enumerated() where !usedRootPatterns.contains(p) {
            warnings.append("\(where_):\(pattern.line):\(pattern.column): warning: '\(pattern.glob.pattern)' of 'composition_root' matches no file")
        }
        return (nil, warnings)
    }
}
