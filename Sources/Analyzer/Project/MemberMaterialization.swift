import DilintFacts
import DilintSyntax

/// Parses the member blocks the tokenizer left dormant (`SkimmedBodies.membersDormant`),
/// and the members the parser left dormant in blocks that declare types
/// (`Parser+DormantMembers`), of the types some pass will read the members of, and gives
/// the type table those types' members as it would have had them (`Materialized`; the
/// trees stay as their files' passes left them). What is left dormant
/// declares no type, typealias or associated type, so names resolve without it; what else the passes ask of members —
/// stored statics, `lazy`, `visit` and `accept` methods, forced casts, the initializers
/// and properties of what a container registers, resolves or keys — is asked of a few
/// types, found here first. Runs in `Project.init`, before any pass reads members.
enum MemberMaterialization {
    /// The types whose dormant members may hold what the passes over every type look for:
    /// `visit` or `accept` methods (the visitors), stored statics the app may share
    /// (`typesWithStaticState`: a `static let` counts in a class only). A `lazy var` is
    /// read only of singletons and registered types (`mutableStoredProperties`), which
    /// are demanded as such.
    ///
    /// The table is only read, so this can run while the table's inheritance graph is
    /// built; `relist` then gives the table the members parsed.
    static func fillFlagged(_ table: TypeTable, settings: ContainerSettings, jobs: Int) -> Filled {
        var demand = Demand()
        for index in table.types.indices {
            let flags = Demand.dormantFlags(ofType: index, in: table)
            guard !flags.isEmpty else { continue }
            let marks = flags.marks
            let visits = !marks.isDisjoint(with: ProjectMarks.visitMethods)
            let statics = marks.contains(ProjectMarks.staticVariable) || (marks.contains(ProjectMarks.staticLet) && table.types[index].kind == .class)
            if visits || (statics && table.staticsMayBeShared(index)) {
                demand.addType(index, in: table)
            }
        }
        return fill(demand, settings: settings, jobs: jobs)
    }

    /// `.init(…)` calls nested in one another's arguments followed this deep.
    static let nestedInitializerDepth = 4

    /// The types the DI graph and the rules after it read members of: what the files'
    /// registrations, resolutions and key paths name, types conforming to a registering
    /// protocol, and — when a visitor's element protocol requires a base class — types
    /// whose bodies may force-cast or name a metatype.
    static func materializeRead(_ table: inout TypeTable, files: [FileAnalysis], settings: ContainerSettings,
                                elements: [ElementProtocol], jobs: Int, names: TypeNames = TypeNames()) {
        guard Demand.hasDormantBodies(table) else { return }
        var demand = Demand()
        if elements.contains(where: { !$0.requiredBases.isEmpty }) {
            for index in table.types.indices where table.types[index].kind != .protocol {
                if !Demand.dormantFlags(ofType: index, in: table).marks.isDisjoint(with: [ProjectMarks.forceCast, ProjectMarks.metatype]) {
                    demand.addType(index, in: table)
                }
            }
        }
        let named = DIDemand(table, files: files, settings: settings, jobs: jobs, names: names)
        for id in named.types { demand.addType(id.index, in: table) }
        for name in named.externalTypes { demand.addExternal(name, in: table) }
        materialize(demand, in: &table, settings: settings, jobs: jobs)
        // `Repository(provider: .init(service: ◻︎))`: what each `.init` builds is named once
        // the type around it is read, a level a round.
        var nested = named.nestedInitializers
        for _ in 0..<Self.nestedInitializerDepth where !nested.isEmpty {
            let builder = DIGraphBuilder(types: table, files: [], settings: settings, names: names)
            var next = Demand()
            var unnamed: [(built: TypeDemand, module: String, file: String?)] = []
            for (built, module, file) in nested {
                guard let name = builder.canonical(built, module: module, file: file) else { unnamed.append((built, module, file)); continue }
                for id in table.types(named: name) { next.addType(id.index, in: table) }
            }
            guard !next.types.isEmpty else { break }
            materialize(next, in: &table, settings: settings, jobs: jobs)
            nested = unnamed
        }
        // A key path whose owner declares no such key is looked for in every type.
        if named.hasKeyPathWithoutOwnKey(in: table) {
            var everything = Demand()
            for index in table.types.indices { everything.addType(index, in: table) }
            for name in table.externalTypes.keys { everything.addExternal(name, in: table) }
            materialize(everything, in: &table, settings: settings, jobs: jobs)
        }
    }

    /// Parses the dormant bodies of the demanded types, file by file, and lists each
    /// type's members again in the order the table merged its bodies.
    private static func materialize(_ demand: Demand, in table: inout TypeTable, settings: ContainerSettings, jobs: Int) {
        relist(fill(demand, settings: settings, jobs: jobs), in: &table)
    }

    /// The types and external types whose dormant bodies were parsed, and each parsed
    /// block by its declaration.
    struct Filled {
        fileprivate var types: [Int] = []
        fileprivate var externals: [String] = []
        fileprivate var blocks: [[(Declaration, Materialized.MemberBlock)]] = []
    }

    private static func fill(_ demand: Demand, settings: ContainerSettings, jobs: Int) -> Filled {
        let groups = demand.wanted.byFile
        guard !groups.isEmpty else { return Filled() }
        // Largest files first: taken in their order, one large file last kept one thread
        // parsing while the others waited.
        let order = groups.indices.sorted { groups[$0].file.byteCount > groups[$1].file.byteCount }
        let blocks = ParallelFileAnalysis.parallelMap(order.count, jobs: jobs) { slot in
            fill(groups[order[slot]].declarations, in: groups[order[slot]].file)
        }
        return Filled(types: demand.types, externals: demand.externals, blocks: blocks)
    }

    /// Gives the table the parsed blocks, and lists the filled types' members again, in the
    /// order the table merged their bodies.
    static func relist(_ filled: Filled, in table: inout TypeTable) {
        for blocks in filled.blocks {
            for (declaration, block) in blocks { table.materialized.memberBlocks[ObjectIdentifier(declaration)] = block }
        }
        for index in filled.types { table.relistMembers(ofType: index) }
        for name in filled.externals { table.relistMembers(ofExternal: name) }
    }

    /// Each dormant declaration's members as its counterpart in the file parsed again has
    /// them: as the file was first parsed but with every member block read. A file whose
    /// bytes changed since it was analyzed keeps its members dormant: what they hold can
    /// no longer be placed. Each declaration is parsed again from its own bytes where it
    /// can be (`Parser.parseAgain`); the file is parsed again whole for the others.
    static func fill(_ declarations: [Declaration], in file: SourceFile) -> [(Declaration, Materialized.MemberBlock)] {
        guard let bytes = file.analyzedBytes() else { return [] }
        let source = SourceFile(path: file.path, bytes: bytes)
        var filled: [(Declaration, Materialized.MemberBlock)] = []
        var unfilled: [Declaration] = []
        for declaration in declarations {
            guard let counterpart = Parser.parseAgain(declaration, in: source, marks: ProjectMarks.marks) else {
                unfilled.append(declaration)
                continue
            }
            filled.append((declaration, block(of: declaration, membersOf: counterpart)))
        }
        guard !unfilled.isEmpty else { return filled }
        let syntax = FileAnalysis.skimmedSyntax(source, leavingMembersDormant: false)
        let counterparts = DeclarationCounterparts(syntax.declarations) { $0.isTypeDeclaration || $0.kind == .extension }
        for declaration in unfilled {
            guard let counterpart = counterparts[declaration] else { continue }
            filled.append((declaration, block(of: declaration, membersOf: counterpart)))
        }
        return filled
    }

    /// The counterpart's members, except that the members the first parse kept (the
    /// types, typealiases and associated types of a block the parser left partly dormant)
    /// stay the same declarations: the type table holds them. What the block noted
    /// belongs to the members, which carry it.
    private static func block(of declaration: Declaration, membersOf counterpart: Declaration) -> Materialized.MemberBlock {
        guard !declaration.members.isEmpty else { return Materialized.MemberBlock(members: counterpart.members, skimmed: counterpart.skimmed) }
        let kept = Dictionary(declaration.members.map { ($0.offset, $0) }) { first, _ in first }
        let members = counterpart.members.map { member in
            kept[member.offset].flatMap { $0.kind == member.kind ? $0 : nil } ?? member
        }
        return Materialized.MemberBlock(members: members, skimmed: counterpart.skimmed)
    }

    /// The demanded types and their dormant bodies, grouped by file. It takes the table
    /// as an argument rather than holding it: a copy held while the table changes would
    /// have the table copied whole.
    private struct Demand {
        private(set) var types: [Int] = []
        private(set) var externals: [String] = []
        private(set) var wanted = WantedDeclarations()
        private var seenTypes = Set<Int>()
        private var seenExternals = Set<String>()

        static func hasDormantBodies(_ table: TypeTable) -> Bool {
            table.types.indices.contains { !dormantFlags(ofType: $0, in: table).isEmpty }
                || table.externalTypes.values.contains { $0.extensions.contains { table.skimmed(of: $0.declaration).contains(.membersDormant) } }
        }

        /// What the type's dormant bodies may hold; empty when none is dormant.
        static func dormantFlags(ofType index: Int, in table: TypeTable) -> SkimmedBodies {
            var flags: SkimmedBodies = []
            let primary = table.skimmed(of: table.types[index].declaration)
            if primary.contains(.membersDormant) { flags.formUnion(primary) }
            for body in table.types[index].extensions {
                let skimmed = table.skimmed(of: body.declaration)
                if skimmed.contains(.membersDormant) { flags.formUnion(skimmed) }
            }
            return flags
        }

        mutating func addType(_ index: Int, in table: TypeTable) {
            guard seenTypes.insert(index).inserted else { return }
            var any = false
            if table.skimmed(of: table.types[index].declaration).contains(.membersDormant) {
                wanted.add(table.types[index].declaration, in: table.types[index].site.file)
                any = true
            }
            for body in table.types[index].extensions where table.skimmed(of: body.declaration).contains(.membersDormant) {
                wanted.add(body.declaration, in: body.site.file)
                any = true
            }
            if any { types.append(index) }
        }

        mutating func addExternal(_ name: String, in table: TypeTable) {
            guard seenExternals.insert(name).inserted, let external = table.externalTypes[name] else { return }
            var any = false
            for body in external.extensions where table.skimmed(of: body.declaration).contains(.membersDormant) {
                wanted.add(body.declaration, in: body.site.file)
                any = true
            }
            if any { externals.append(name) }
        }
    }
}

extension TypeTable {
    /// The type's members listed again from its declaration and its merged bodies, in the
    /// order `registerNested` and `addMergedBodies` list them.
    mutating func relistMembers(ofType index: Int) {
        var members: [TypeMember] = []
        var summary = MemberSummary()
        let type = types[index]
        Self.appendMembers(self.members(of: type.declaration), site: type.site, extensionIndex: nil, to: &members, summary: &summary)
        for (extensionIndex, body) in type.extensions.enumerated() {
            Self.appendMembers(self.members(of: body.declaration), site: body.site, extensionIndex: extensionIndex, to: &members,
                               summary: &summary)
        }
        types[index].members = members
        types[index].memberSummary = summary
    }

    mutating func relistMembers(ofExternal name: String) {
        guard let external = externalTypes[name] else { return }
        var members: [TypeMember] = []
        var unread = MemberSummary()
        for (extensionIndex, body) in external.extensions.enumerated() {
            Self.appendMembers(self.members(of: body.declaration), site: body.site, extensionIndex: extensionIndex, to: &members,
                               summary: &unread)
        }
        externalTypes[name]?.members = members
    }
}
