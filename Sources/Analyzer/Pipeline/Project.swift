import DilintFacts
import DilintSyntax

/// The merged view of every analyzed file: modules, the type table and, on top of them,
/// the DI graph. Built once after the per-file work; immutable afterwards.
public struct Project: Sendable {
    public var files: [FileAnalysis]
    public var modules: ModuleMap
    public var types: TypeTable
    public var graph: DIGraph
    /// The visitors' element protocols (`Visitors`), found once for every pass that asks.
    public var elementProtocols: [ElementProtocol]
    /// Globals, statics, singletons' and shared registrations' stored properties, and
    /// the writes to them (`SharedState`).
    public var sharedState: SharedState
    /// How the symbols of the project's own generic forwarders and property wrappers begin
    /// (`DI.resolve(`, `Inject.`): a resolution in one of their bodies asks for its generic
    /// parameter, which each use, recorded on its own, names.
    public var templates: Set<String> = []

    /// Whether a resolution with this enclosing symbol sits in the body of one of the
    /// project's own forwarders or property wrappers (`templates`).
    public func isInTemplateBody(_ symbol: String?) -> Bool {
        guard let symbol, !templates.isEmpty else { return false }
        return templates.contains { symbol.hasPrefix($0) }
    }

    public init(files: [FileAnalysis], roots: [String] = [], descriptions: [ProjectDescription] = [],
                configured: ConfiguredModules = ConfiguredModules(), containers: ContainerSettings = ContainerSettings(), jobs: Int = 1,
                readingSharedState: Bool = true) {
        let modules = Self.modules(of: files.map(\.file), roots: roots, descriptions: descriptions, configured: configured)
        var assigned = files
        for index in assigned.indices { assigned[index].module = modules.module(of: assigned[index].path) }
        var collector = TypeTable.Collector(collecting: assigned.map { ModuleFile(module: $0.module, syntax: $0.syntax) })
        self.init(files: assigned, modules: modules, collected: &collector, containers: containers, jobs: jobs,
                  readingSharedState: readingSharedState)
    }

    /// The modules of these files (`ModuleMap`): SwiftPM targets from the manifests among
    /// them, the targets of the project descriptions read already and of the Tuist
    /// manifests among them, `modules:` of the configuration, else one module.
    public static func modules(of files: [SourceFile], roots: [String], descriptions: [ProjectDescription] = [],
                               configured: ConfiguredModules = ConfiguredModules()) -> ModuleMap {
        let manifests = files.filter { PackageManifestReader.isManifest(path: $0.path) }.map { PackageManifestReader.read($0) }
        let tuist = files.filter { ProjectDescriptions.isTuistManifest(path: $0.path) }.map { TuistManifestReader.read($0) }
        return ModuleMap(files: files.map(\.path), roots: roots, manifests: manifests, descriptions: descriptions + tuist,
                         configured: configured)
    }

    /// The same for files not read yet: only their manifests are read, now (one that
    /// cannot be read declares no targets, as when it is left out).
    public static func modules(of files: [InputFile], roots: [String], descriptions: [ProjectDescription] = [],
                               configured: ConfiguredModules = ConfiguredModules()) -> ModuleMap {
        func read(_ input: InputFile) -> SourceFile? {
            FileBytes.contents(of: input.absolutePath).map { SourceFile(path: input.displayPath, bytes: $0, origin: input.absolutePath) }
        }
        let manifests = files.filter { PackageManifestReader.isManifest(path: $0.displayPath) }.compactMap(read).map(PackageManifestReader.read)
        let tuist = files.filter { ProjectDescriptions.isTuistManifest(path: $0.displayPath) }.compactMap(read).map(TuistManifestReader.read)
        return ModuleMap(files: files.map(\.displayPath), roots: roots, manifests: manifests, descriptions: descriptions + tuist,
                         configured: configured)
    }

    /// From files already given their modules (`modules(of:roots:)`) and the type table's
    /// first pass over them in their order (`TypeTable.Collector`), run while they were
    /// analyzed; the collector is left empty. Member blocks left dormant are parsed first
    /// where a pass will read them, before any pass does (`MemberMaterialization`): those
    /// the passes over every type look for, while the inheritance graph is built.
    /// `readingSharedState`: the writes to shared state are looked for (every file that may
    /// write one is parsed again) only for a run whose rules read them.
    public init(files: [FileAnalysis], modules: ModuleMap, collected collector: inout TypeTable.Collector,
                containers: ContainerSettings = ContainerSettings(), jobs: Int = 1, readingSharedState: Bool = true) {
        var (types, flagged) = collector.finish(jobs: jobs) { table in
            MemberMaterialization.fillFlagged(table, settings: containers, jobs: jobs)
        }
        MemberMaterialization.relist(flagged, in: &types)
        let elements = types.elementProtocols(of: types.visitors(jobs: jobs))
        // The names worked out to see which members the graph reads are the graph's too.
        let names = TypeNames()
        MemberMaterialization.materializeRead(&types, files: files, settings: containers, elements: elements, jobs: jobs, names: names)
        BodyMaterialization.run(&types, elements: elements, jobs: jobs)
        self.files = files
        self.modules = modules
        self.types = types
        self.elementProtocols = elements
        self.graph = DIGraphBuilder.build(files: files, types: types, settings: containers, visibility: modules.visibility, jobs: jobs,
                                          names: names)
        self.sharedState = readingSharedState
            ? SharedState(files: files, modules: modules, types: types, instanceOwners: Self.sharedInstances(types: types, graph: graph),
                          mainQueueNames: Self.mainQueueNames(in: graph, modules: modules), jobs: jobs)
            : SharedState()
    }

    /// Classes one instance of which the whole app shares: singletons (`static let
    /// shared = Cache()`) and registrations with a shared lifetime.
    public static func sharedInstances(types: TypeTable, graph: DIGraph) -> Set<TypeID> {
        var owners = Set<TypeID>()
        for id in types.typesWithStaticState() where types[id].kind == .class && types.sharedInstanceAccessor(of: id) != nil {
            owners.insert(id)
        }
        for provider in graph.providers where provider.registration.lifetime == .singleton {
            guard let built = provider.concrete ?? provider.types.first, let id = types.type(named: built, module: provider.module),
                  types[id].kind == .class else { continue }
            owners.insert(id)
        }
        return owners
    }

    /// The names the main queue is registered under (`register(name: "main") {
    /// DispatchQueue.main }`): every registration of the name that provides a
    /// `DispatchQueue` or an `OperationQueue` returns the main one, but those of test code,
    /// which hand a test's own queue to the code under test.
    public static func mainQueueNames(in graph: DIGraph, modules: ModuleMap) -> Set<String> {
        var isMain: [String: Bool] = [:]
        for provider in graph.providers {
            let file = provider.registration.location.file
            guard let name = provider.registration.name, modules.info[provider.module]?.isTest != true, !TestCode.isTestPath(file),
                  provider.types.contains(where: { $0 == "DispatchQueue" || $0 == "OperationQueue" }) else { continue }
            var returnsMain = false
            if case .member(let base, "main", false, true)? = provider.registration.openKey {
                returnsMain = ["DispatchQueue", "OperationQueue"].contains(base.written.description)
            }
            isMain[name] = (isMain[name] ?? true) && returnsMain
        }
        return Set(isMain.filter(\.value).keys)
    }
}
