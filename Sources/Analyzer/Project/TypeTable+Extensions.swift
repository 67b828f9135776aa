import DilintFacts
import DilintSyntax

/// Passes 2 to 4: extensions merged into the types they extend, global actors, and
/// inheritance lists resolved to types.
extension TypeTable {
    /// Merges extensions to a fixpoint: an extension can extend a type that another
    /// extension nests (`extension A { struct B {} }` then `extension A.B: P {}`).
    /// Extensions of names the analyzed code never declares go to `externalTypes`.
    /// `nested`: how many types and typealiases the extensions declare.
    mutating func mergeExtensions(_ pending: [PendingExtension], nested: Int, jobs: Int = 1) {
        let settled = Self.settledDenotations(of: pending, in: self, jobs: jobs)
        // Shorter names first: `extension A` usually nests what `extension A.B` extends,
        // so most projects settle in one round. Grouped by depth, each group in order.
        var byDepth = [[Int]](repeating: [], count: (pending.lazy.map(\.depth).max() ?? 0) + 1)
        for index in pending.indices { byDepth[pending[index].depth].append(index) }
        var remaining = byDepth.flatMap { $0 }
        // Each extension adds an entry to both, and a type an extension declares again in
        // another `#if` branch one more body: grown once, not by copying as they fill.
        scopeOfExtension.reserveCapacity(scopeOfExtension.count + pending.count)
        mergedBodies.reserveCapacity(mergedBodies.count + pending.count + nested)
        while !remaining.isEmpty {
            var unresolved: [Int] = []
            for index in remaining {
                let denotation: Denotation
                switch settled[index] {
                case .type(let id): denotation = .type(id)
                case .notAType: denotation = .nothing
                case .unsettled:
                    let file = filesWithOwnNames.isEmpty ? nil : readerFile(pending[index].body.site.path)
                    denotation = denote(pending[index].path, in: LookupContext(module: pending[index].module, file: file))
                }
                if case .type(let id) = denotation {
                    fileExtension(index, of: pending, into: .declared(id))
                } else {
                    unresolved.append(index)
                }
            }
            if unresolved.count == remaining.count { break }
            remaining = unresolved
        }
        for index in remaining {
            let name = externalName(pending[index].path)
            if externalTypes[name] == nil { externalTypes[name] = ExtendedExternalType(name: name) }
            fileExtension(index, of: pending, into: .external(name))
        }
    }

    /// What each extended name denotes as far as the merge cannot change it
    /// (`settledDenotation`): most extensions, looked up on `jobs` threads before the
    /// merge; the answers hold in every round, the rest are looked up as they come.
    /// Takes the table borrowed, so that no copy of it outlives the lookups.
    private static func settledDenotations(of pending: [PendingExtension], in table: TypeTable, jobs: Int) -> [SettledDenotation] {
        let shares = jobs == 1 ? 1 : max(1, min(jobs * 4, pending.count / 1000))
        let perShare = (pending.count + shares - 1) / shares
        return ParallelFileAnalysis.parallelMap(shares, jobs: jobs, inRuns: true) { share -> [SettledDenotation] in
            var file = ReaderFile()
            return (share * perShare..<min(pending.count, (share + 1) * perShare)).map { index in
                table.settledDenotation(pending[index].path, module: pending[index].module,
                                        file: table.filesWithOwnNames.isEmpty ? nil : file.reader(of: pending[index].body.site, in: table)?.path)
            }
        }.flatMap { $0 }
    }

    /// Files the extension under the type it extends, by its index (its declaration,
    /// cold by now, is not retained again), and registers the types it nests; its
    /// conformances and members are added later by `addMergedBodies`.
    private mutating func fileExtension(_ index: Int, of pending: [PendingExtension], into target: TypeReference) {
        scopeOfExtension[pending[index].declaration] = (target, pending[index].module)
        mergedBodies.append(MergedBody(target: target, body: .pendingExtension(index)))
        guard !pending[index].nestedDeclarations.isEmpty else { return }
        let site = pending[index].body.site
        switch target {
        case .declared(let id):
            registerNested(pending[index].nestedDeclarations, in: target, prefix: types[id.index].qualifiedName, file: site.file, module: site.module)
        case .external(let name):
            registerNested(pending[index].nestedDeclarations, in: target, prefix: name, file: site.file, module: site.module)
        }
    }

    /// `@MainActor`, or an attribute naming a type the analyzed code marks `@globalActor`
    /// (`globalActorNames`, noted as types are registered).
    private func globalActor(ofType index: Int) -> String? {
        types[index].attributes.lazy
            .map { Self.dottedComponents($0.name).last ?? "" }
            .first { globalActorNames.contains($0) }
    }

    /// Lists are resolved against the finished table first and written back after, so
    /// that no lookup reads the table while it changes (which would copy it). Each type's
    /// global actor is found in the same pass, on the same threads.
    ///
    /// The lookups only read the table, so on `jobs` threads each resolves a share of the
    /// types with a memo of its own; the answers do not depend on how they are shared.
    mutating func resolveInheritanceLists(jobs: Int) {
        let (declared, actors, external) = Self.resolvedLists(of: self, jobs: jobs)
        for (index, actor) in actors.joined() { types[index].globalActor = actor }
        // The shares' entries, one after another, are the types' entries in order.
        var share = 0, next = 0
        for index in types.indices {
            for entry in types[index].inheritance.indices {
                while next == declared[share].count { (share, next) = (share + 1, 0) }
                types[index].inheritance[entry].resolved = declared[share][next]
                next += 1
            }
        }
        for (name, lists) in external {
            for (entry, resolved) in lists.enumerated() { externalTypes[name]?.inheritance[entry].resolved = resolved }
        }
    }

    /// Takes the table as a borrowed argument, so that no copy of it outlives the lookups
    /// and the write-back changes the table in place.
    ///
    /// Each share of the types gives the resolved entries of its types one after another,
    /// in order, in one array: an array per type cost a deallocation per type after the
    /// write-back, on one thread.
    private static func resolvedLists(of table: TypeTable, jobs: Int)
        -> (declared: [[[TypeReference]]], actors: [[(type: Int, actor: String)]], external: [String: [[TypeReference]]]) {
        // Several shares per thread, taken as threads free up: the types of one package
        // (generated code, say) cost more to resolve than another's.
        let shares = jobs == 1 ? 1 : max(1, min(jobs * 8, table.types.count / 500))
        let perShare = (table.types.count + shares - 1) / shares
        let byShare = ParallelFileAnalysis.parallelMap(shares, jobs: jobs, inRuns: true) { share -> ([[TypeReference]], [(type: Int, actor: String)]) in
            var memo = InheritanceMemo()
            var resolved: [[TypeReference]] = []
            var actors: [(type: Int, actor: String)] = []
            for type in (share * perShare)..<min(table.types.count, (share + 1) * perShare) {
                table.appendResolvedEntries(table.types[type].inheritance, memo: &memo, to: &resolved)
                if let actor = table.globalActor(ofType: type) { actors.append((type, actor)) }
            }
            return (resolved, actors)
        }
        var memo = InheritanceMemo()
        let external = table.externalTypes.mapValues { type in
            var resolved: [[TypeReference]] = []
            table.appendResolvedEntries(type.inheritance, memo: &memo, to: &resolved)
            return resolved
        }
        return (byShare.map(\.0), byShare.map(\.1), external)
    }

    /// Code repeats the same conformances in the same scope (generated code thousands of
    /// times: `extension Message: SwiftProtobuf.Message`), so each is looked up once.
    private func appendResolvedEntries(_ entries: [InheritanceEntry], memo: inout InheritanceMemo, to resolved: inout [[TypeReference]]) {
        for index in entries.indices {
            let module = entries[index].site.module
            let lookup = InheritanceLookup(written: entries[index].written, scope: entries[index].scope)
            // In a file with names of its own, names are read in the file and remembered for it alone.
            let reader = filesWithOwnNames.isEmpty ? nil : memo.readerFile.reader(of: entries[index].site, in: self)
            resolved.append(memo.resolved(lookup, in: reader?.memoKey ?? module) {
                references(lookup.written, in: LookupContext(module: module, enclosingType: lookup.scope, file: reader?.path))
            })
        }
    }
}

/// The path of a file whose names may mean something of their own there
/// (`TypeTable.hasOwnNames`), with the key its lookups are remembered under; nil for
/// other files. Runs of entries from one file ask once.
struct ReaderFile {
    private var last: (file: SourceFile, reader: (path: String, memoKey: String)?)?

    mutating func reader(of site: DeclarationSite, in table: TypeTable) -> (path: String, memoKey: String)? {
        if let last, last.file === site.file { return last.reader }
        let reader = table.readerFile(site.path).map { ($0, site.module + "\u{0}" + $0) }
        last = (site.file, reader)
        return reader
    }
}

/// An inheritance entry as name lookup sees it, in its module: what is written, and in
/// which type.
struct InheritanceLookup: Hashable {
    let written: TypeSyntax
    let scope: TypeReference?
    /// The last name and the scope, hashed once, from their bytes: a dictionary compares
    /// the key of every entry it probes, and two written types compared in full cost
    /// more than the lookups the memo saves. (Hashing the whole written type, generic
    /// arguments and all, cost more too.)
    private let digest: UInt64

    init(written: TypeSyntax, scope: TypeReference?) {
        self.written = written
        self.scope = scope
        var digest: UInt64 = 0
        if case .named(let components) = written, let last = components.last { digest = NameBytes.digest(last.name) }
        switch scope {
        case .declared(let id)?: digest ^= UInt64(truncatingIfNeeded: id.index) &* 0x9E37_79B9_7F4A_7C15
        case .external(let name)?: digest ^= NameBytes.digest(name) &* 0xBF58_476D_1CE4_E5B9
        case nil: break
        }
        self.digest = digest
    }

    static func == (a: InheritanceLookup, b: InheritanceLookup) -> Bool {
        a.digest == b.digest && a.written == b.written && a.scope == b.scope
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}

/// The lookups made so far, module by module. A module's types come one after another, so
/// its share of the memo is taken out once per run of its types rather than the module's
/// name hashed and compared at every entry.
struct InheritanceMemo {
    /// A table's types come file by file: their files' own names are asked about once a file.
    var readerFile = ReaderFile()
    private var byModule: [String: [InheritanceLookup: [TypeReference]]] = [:]
    private var module: String? = nil
    private var lookups: [InheritanceLookup: [TypeReference]] = [:]

    mutating func resolved(_ lookup: InheritanceLookup, in module: String, _ resolve: () -> [TypeReference]) -> [TypeReference] {
        if module != self.module {
            if let previous = self.module { byModule[previous] = lookups }
            lookups = byModule.removeValue(forKey: module) ?? [:]
            self.module = module
        }
        if let known = lookups[lookup] { return known }
        let resolved = resolve()
        lookups[lookup] = resolved
        return resolved
    }
}
