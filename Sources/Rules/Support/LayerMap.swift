import Analyzer
import DilintFacts
import DilintSyntax

/// What `layer-violation` reads of the project, worked out once: each file's layer, each
/// module's, the top-level types and typealiases each layer declares, and the resolutions
/// of each file with the top-level name of the type each asks for.
struct LayerMap {
    struct Declared {
        var layer: Int?
        /// As code imports it.
        var module: String
        var privateFile: String?
        /// Worked out for the few a finding's note points at.
        var site: DeclarationSite
        var location: SourceLocation { site.location }
    }

    struct Request {
        /// The outermost name of the requested type (`Outer` of `Outer.Inner`).
        var name: String?
        var location: SourceLocation
    }

    let architecture: ArchitectureLayers
    /// By the project's file index.
    let fileLayers: [Int?]
    /// A module's layer: the one listing it by name, or the one whose `paths` hold all of
    /// its files; by its name and the name code imports it by.
    let moduleLayers: [String: Int]
    /// Top-level names declared in the analyzed code, by name.
    let declared: [String: [Declared]]
    /// Each nested type's or typealias's simple name, with its outermost type and that one's
    /// layer (nil: code in none): inside its outer type, a bare `Status` is the nested one.
    let nestedIn: [String: [(outer: String, layer: Int?)]]
    /// As code spells them, before a dot (`my_kit.Client`).
    let moduleNames: Set<String>
    private let requestsByFile: [String: [Request]]

    var hasLayeredFiles: Bool { fileLayers.contains { $0 != nil } }

    init(_ project: Project, _ architecture: ArchitectureLayers) {
        self.architecture = architecture
        let fileLayers = project.files.map { architecture.layer(ofFile: $0.path, module: $0.module) }
        self.fileLayers = fileLayers
        var layerOfPath: [String: Int?] = [:]
        var layersOfModule: [String: Set<Int?>] = [:]
        for (index, file) in project.files.enumerated() {
            layerOfPath[file.path] = fileLayers[index]
            layersOfModule[file.module, default: []].insert(fileLayers[index])
        }
        var moduleLayers: [String: Int] = [:]
        for (module, layers) in layersOfModule {
            if let named = architecture.layer(ofModule: module) {
                moduleLayers[module] = named
            } else if layers.count == 1, let only = layers.first, let layer = only {
                moduleLayers[module] = layer
            }
        }
        // A module a layer names that no project description shows (a Tuist target built by a
        // helper function) is still that layer's, for the imports of it.
        for (position, layer) in architecture.layers.enumerated() {
            for module in layer.modules where moduleLayers[module.name] == nil { moduleLayers[module.name] = position }
        }
        // Imports spell a module as code names it (`my-kit` as `my_kit`).
        for (module, layer) in moduleLayers {
            let imported = ModuleInfo.importName(of: module)
            if moduleLayers[imported] == nil { moduleLayers[imported] = layer }
        }
        self.moduleLayers = moduleLayers
        moduleNames = Set(layersOfModule.keys.map(ModuleInfo.importName(of:)))
        func layer(_ site: DeclarationSite) -> Int? {
            if let known = layerOfPath[site.path] { return known }
            return architecture.layer(ofFile: site.path, module: site.module)
        }
        var declared: [String: [Declared]] = [:]
        var nestedIn: [String: [(outer: String, layer: Int?)]] = [:]
        func file(_ name: String, qualifiedName: String, nested: Bool, site: DeclarationSite, privateFile: String?) {
            if nested {
                nestedIn[name, default: []].append((Self.outermostName(qualifiedName), layer(site)))
            } else {
                declared[name, default: []].append(Declared(layer: layer(site), module: ModuleInfo.importName(of: site.module), privateFile: privateFile, site: site))
            }
        }
        for type in project.types.types {
            file(type.name, qualifiedName: type.qualifiedName, nested: type.parent != nil, site: type.site, privateFile: type.privateFile)
        }
        for alias in project.types.typealiases {
            file(alias.name, qualifiedName: alias.qualifiedName, nested: alias.parent != nil, site: alias.site, privateFile: alias.privateFile)
        }
        self.declared = declared
        self.nestedIn = nestedIn
        var requestsByFile: [String: [Request]] = [:]
        let graph = project.graph
        for index in graph.requests.indices where graph.requests[index].resolution.site != .filled {
            let location = graph.requests[index].resolution.location
            guard layerOfPath[location.file] != nil else { continue }
            let name = graph.requests[index].type.map(Self.outermostName)
            requestsByFile[location.file, default: []].append(Request(name: name, location: location))
        }
        self.requestsByFile = requestsByFile
    }

    func requests(in path: String) -> [Request] { requestsByFile[path] ?? [] }

    /// ` (it may use: Domain, Core)`, or nothing when it may use no other layer.
    func allowedText(_ layer: Int) -> String {
        let names = architecture.layers[layer].mayUse.map(\.name)
        return names.isEmpty ? " (it may use no other layer)" : " (it may use: \(names.joined(separator: ", ")))"
    }

    static func outermostName(_ type: String) -> String {
        let name = TypeTable.withoutGenericArguments(type)
        // By bytes: `String.firstIndex(of:)` walks grapheme clusters.
        guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return name }
        return String(name[..<dot])
    }
}
