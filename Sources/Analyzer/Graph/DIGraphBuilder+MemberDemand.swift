import DilintFacts
import DilintSyntax

/// The types whose members the DI graph reads (`DIGraphBuilder`), and those the rules
/// read of what it registers (`SharedMutableStateRule`): found from the files' facts
/// before the graph is built, so that their dormant members are parsed first
/// (`MemberMaterialization`). Each name is read as the builder reads it.
struct DIDemand {
    private(set) var types = Set<TypeID>()
    private(set) var externalTypes = Set<String>()
    /// Key paths with the owner the builder looks in first (`keyPathType`).
    private var keyPaths: [(owner: TypeReference?, name: String)] = []
    /// What `.init(…)` calls build (`provider: .init(…)`), by module: named only once the
    /// members of the type around them are read.
    private(set) var nestedInitializers: [(built: TypeDemand, module: String, file: String?)] = []

    /// Each file with facts on one of `jobs` threads, read in place (a copy of a file's
    /// analysis retains every part of it); their demands joined in the files' order.
    init(_ table: TypeTable, files: [FileAnalysis], settings: ContainerSettings, jobs: Int = 1, names: TypeNames = TypeNames()) {
        let builder = DIGraphBuilder(types: table, files: files, settings: settings, names: names)
        let withFacts = DIGraphBuilder.filesWithFacts(files)
        let demands = ParallelFileAnalysis.parallelMap(withFacts.count, jobs: jobs) { slot in
            var demand = DIDemand()
            demand.add(files[withFacts[slot]].facts, module: files[withFacts[slot]].module, file: table.readerFile(files[withFacts[slot]].path),
                       builder: builder, table: table)
            return demand
        }
        for demand in demands {
            types.formUnion(demand.types)
            externalTypes.formUnion(demand.externalTypes)
            keyPaths += demand.keyPaths
            nestedInitializers += demand.nestedInitializers
        }
        for (id, _) in DIGraphBuilder.conformanceRegistered(table, settings: settings) { types.insert(id) }
    }

    private init() {}

    private mutating func add(_ facts: ContainerFacts, module: String, file: String?, builder: DIGraphBuilder, table: TypeTable) {
        for registration in facts.registrations {
            // A provider's types and concrete type (the mutable-state rule reads the one it
            // builds), and the initializer it autowires.
            for written in [registration.key] + registration.aliases + [registration.concrete, registration.autowiredInitializer?.type].compactMap({ $0 }) {
                addTypes(named: builder.canonical(written, module: module, file: file), in: table)
            }
            // `register { Bag.make(id: 1) }`: the member is looked for in the type and its supertypes.
            if case .member(let base, _, _, _)? = registration.openKey {
                let context = builder.lookupContext(around: base, module: module, file: file)
                if let owner = table.reference(base.written, in: context) {
                    for type in [owner] + table.inheritance.supertypes(of: owner) {
                        switch type {
                        case .declared(let id): types.insert(id)
                        case .external(let name): externalTypes.insert(name)
                        }
                    }
                }
            }
        }
        for resolution in facts.resolutions { addOwners(of: resolution.demand, module: module, file: file, builder: builder, table: table) }
    }

    /// The types whose members tell what a demand asks for; `.init(…)` arguments also
    /// listed to be read once the type around them is (`nestedInitializers`).
    private mutating func addOwners(of demand: TypeDemand, module: String, file: String?, builder: DIGraphBuilder, table: TypeTable) {
        switch demand {
        case .property(let owner, _):
            if let id = builder.declaredType(path: owner, module: module, file: file) { types.insert(id) }
        case .implicitInitializerParameter(let built, _, _):
            nestedInitializers.append((built, module, file))
            addOwners(of: built, module: module, file: file, builder: builder, table: table)
        case .parameter(let callee, _, _), .initializerParameters(let callee, _), .methodParameter(let callee, _, _, _):
            addTypes(named: builder.canonical(callee, module: module, file: file), in: table)
        case .keyPath(let root, let name):
            guard let root, let rootName = root.written.nominalName else { return }
            let context = builder.lookupContext(around: root, module: module, file: file)
            let owner = table.reference(TypeSyntax.named(rootName), in: context)
            switch owner {
            case .declared(let id)?: types.insert(id)
            case .external(let name)?: externalTypes.insert(name)
            case nil: break
            }
            if NameBytes.lastDottedPart(rootName) != "DependencyValues" { keyPaths.append((owner, name)) }
        case .type, .unknown, .knitAccessor:
            break
        }
    }

    private mutating func addTypes(named name: String?, in table: TypeTable) {
        guard let name else { return }
        types.formUnion(table.types(named: name))
    }

    /// Whether a key path's first owner has no such key: the builder then looks for it in
    /// every type (`keyPathType`), so every type's members are read. A test suite writes
    /// the same few key paths at hundreds of sites: each is asked once.
    func hasKeyPathWithoutOwnKey(in table: TypeTable) -> Bool {
        guard !keyPaths.isEmpty else { return false }
        let builder = DIGraphBuilder(types: table, files: [], settings: ContainerSettings())
        var asked = Set<AskedKeyPath>()
        return keyPaths.contains { keyPath in
            asked.insert(AskedKeyPath(owner: keyPath.owner, name: keyPath.name)).inserted
                && builder.memberTypes(keyPath.name, of: keyPath.owner.map { [$0] } ?? [], dependencyValues: false).isEmpty
        }
    }

    private struct AskedKeyPath: Hashable {
        var owner: TypeReference?
        var name: String
    }
}
