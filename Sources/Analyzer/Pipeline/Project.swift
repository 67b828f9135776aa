/// The merged view of every analyzed file: modules, the type table and, on top of them,
/// the DI graph. Built once after the per-file work; immutable afterwards.
public struct Project: Sendable {
    public var files: [FileAnalysis]
    public var modules: ModuleMap
    public var types: TypeTable
    public var graph: DIGraph
    /// The visitors' element protocols (`Visitors`), found once for every pass that asks.
    public var elementProtocols: [ElementProtocol]

    public init(files: [FileAnalysis], roots: [String] = [], containers: ContainerSettings = ContainerSettings(), jobs: Int = 1) {
        let manifests = files.filter { PackageManifestReader.isManifest(path: $0.path) }.map { PackageManifestReader.read($0.file) }
        let modules = ModuleMap(files: files.map(\.path), roots: roots, manifests: manifests)
        var assigned = files
        for index in assigned.indices { assigned[index].module = modules.module(of: assigned[index].path) }
        self.files = assigned
        self.modules = modules
        self.types = TypeTable(files: assigned.map { ModuleFile(module: $0.module, syntax: $0.syntax) }, jobs: jobs)
        self.elementProtocols = types.elementProtocols(of: types.visitors())
        BodyMaterialization.run(types, elements: elementProtocols, jobs: jobs)
        self.graph = DIGraphBuilder.build(files: assigned, types: types, settings: containers, visibility: ModuleVisibility(modules))
    }
}
