import DilintFacts
import DilintSyntax

/// The `private`/`fileprivate` top-level declarations of one name: seen by name only in
/// their files.
struct PrivateDeclarations {
    /// The first of each file.
    var byFile: [String: NamespaceEntry] = [:]
    /// Each module's files declaring it, and the first file's declaration.
    var byModule: [String: (entry: NamespaceEntry, files: Int)] = [:]

    mutating func add(_ entry: NamespaceEntry, file: String, module: String) {
        guard byFile[file] == nil else { return }
        byFile[file] = entry
        byModule[module, default: (entry, 0)].files += 1
    }
}

/// File-private names: test suites declare `private class Stub` in file after file, and
/// each is a type of its own, with its own conformances, members and DI key.
extension TypeTable {
    enum PrivateMeaning {
        case entry(NamespaceEntry)
        /// Several files' private declarations, none of them the reading file's.
        case ambiguous
        /// No private declaration the reading code sees: read on.
        case none
    }

    /// What a name declared privately somewhere means from `context`: the declaration of
    /// the context's file; else, when the module declares it for every file (`moduleWide`),
    /// that one (read on); else the module's one private declaration of it (the reading file is not
    /// known, or Swift would not compile the read), or nothing when there are several.
    func privateMeaning(_ privates: PrivateDeclarations, key: NameKey, in context: LookupContext, moduleWide: Bool) -> PrivateMeaning {
        // Only a name another declaration of the module shares can mean something else in
        // its file: asked first, the file's path is hashed for those alone.
        if let file = context.file, namesNeedingFile.contains(key), let own = privates.byFile[file] { return .entry(own) }
        let inModule: (entry: NamespaceEntry, files: Int)?
        if privates.byModule.count == 1, let only = privates.byModule.first {
            inModule = only.key == context.module ? only.value : nil
        } else {
            inModule = privates.byModule[context.module]
        }
        guard let inModule, !moduleWide else { return .none }
        return inModule.files == 1 ? .entry(inModule.entry) : .ambiguous
    }

    /// What `key` names inside `scope` read from `context`: the reading file's own private
    /// nested declaration, else the one the module sees, else the only file's private one
    /// (none when several files declare it privately and the reader's file is not known).
    func nestedEntry(_ key: NameKey, in scope: TypeReference, context: LookupContext) -> NamespaceEntry? {
        let privates: [NameKey: [String: NamespaceEntry]]?
        switch scope {
        case .declared(let id):
            // Fields read in place: copying the whole `DeclaredType` costs a retain per field.
            if types[id.index].privateNestedNames.isEmpty { return types[id.index].nestedNames[key] }
            privates = types[id.index].privateNestedNames
        case .external(let name):
            guard let external = externalTypes[name] else { return nil }
            if external.privateNestedNames.isEmpty { return external.nestedNames[key] }
            privates = external.privateNestedNames
        }
        guard let byFile = privates?[key] else { return nestedNames(of: scope)?[key] }
        if let file = context.file, let own = byFile[file] { return own }
        if let entry = nestedNames(of: scope)?[key] { return entry }
        return byFile.count == 1 ? byFile.first?.value : nil
    }

    /// Whether what `name` means at the top level depends on the file it is written in:
    /// declared privately in one file of a module and again in another file of it.
    func needsFile(_ name: String) -> Bool {
        !namesNeedingFile.isEmpty && namesNeedingFile.contains(NameKey(name))
    }

    /// Whether any name of a written type, at any depth, is one whose meaning depends on
    /// its file: such a name is looked up, and remembered, with the file. (Loops, not
    /// closures: a closure over this method would copy the table.)
    func needsFile(_ type: TypeSyntax) -> Bool {
        guard !namesNeedingFile.isEmpty else { return false }
        switch type {
        case .named(let components):
            for component in components {
                if namesNeedingFile.contains(NameKey(component.name)) { return true }
                for argument in component.genericArguments where needsFile(argument) { return true }
            }
            return false
        case .composition(let parts):
            for part in parts where needsFile(part) { return true }
            return false
        case .any(let base), .some(let base), .attributed(_, let base), .optional(let base), .implicitlyUnwrapped(let base),
             .metatype(let base, _), .array(let base):
            return needsFile(base)
        case .dictionary(let key, let value): return needsFile(key) || needsFile(value)
        case .tuple(let elements):
            for element in elements where needsFile(element.type) { return true }
            return false
        case .function(let parameters, _, _, let result):
            for parameter in parameters where needsFile(parameter) { return true }
            return needsFile(result)
        default: return false
        }
    }

    /// The names declared privately in a file and again elsewhere in the same module, and
    /// the files that so declare them: only there does such a name mean something of its own.
    /// Run before the extensions are merged, so the types they nest are read from `pending`.
    mutating func findNamesNeedingFile(pending: [PendingExtension]) {
        for (name, privates) in privateTopLevel {
            let colliding = privates.byModule.filter { module, declared in declared.files + (topLevel[module]?[name] != nil ? 1 : 0) > 1 }
            guard !colliding.isEmpty else { continue }
            namesNeedingFile.insert(name)
            for (file, entry) in privates.byFile where colliding[module(of: entry)] != nil { filesWithOwnNames.insert(file) }
        }
        // Private types nested in one type by two files, by the type's name as written.
        var nested: [[String]: Set<String>] = [:]
        for type in types where !type.privateNestedNames.isEmpty {
            for (name, byFile) in type.privateNestedNames { nested[[type.module, type.qualifiedName, name.name], default: []].formUnion(byFile.keys) }
        }
        for extensionSite in pending {
            for declaration in extensionSite.nestedDeclarations where !declaration.modifiers.isDisjoint(with: [.private, .fileprivate]) {
                nested[[extensionSite.module, extensionSite.path.joined(separator: "."), declaration.name], default: []]
                    .insert(extensionSite.body.site.path)
            }
        }
        for (key, files) in nested where files.count > 1 {
            namesNeedingFile.insert(NameKey(key[2]))
            filesWithOwnNames.formUnion(files)
        }
    }

    private func module(of entry: NamespaceEntry) -> String {
        switch entry {
        case .type(let id): return types[id.index].module
        case .alias(let id): return typealiases[id.index].module
        }
    }

    /// Whether names read in `file` may mean something else than in the rest of its module.
    public func hasOwnNames(_ file: String) -> Bool {
        !filesWithOwnNames.isEmpty && filesWithOwnNames.contains(file)
    }

    /// `path` when names read there may mean something of their own, else nil: a context
    /// without the file then answers the same, for less.
    func readerFile(_ path: String) -> String? {
        hasOwnNames(path) ? path : nil
    }

    /// Names the private types that share their nested name with another type of their
    /// module, and the types nested in them: `(Stub in StubTests.swift)`, the file's path
    /// when two such files have one name. Parents come before the types they nest.
    mutating func distinguishPrivateTypes() {
        guard !namesNeedingFile.isEmpty else { return }
        var labels: [Int: String] = [:]
        for indices in sharingTheirName().values {
            let names = indices.map { lastPathComponent(types[$0].privateFile ?? "") }
            var count: [String: Int] = [:]
            for name in names { count[name, default: 0] += 1 }
            for (index, name) in zip(indices, names) { labels[index] = count[name, default: 0] > 1 ? types[index].privateFile : name }
        }
        for index in types.indices where types[index].privateFile != nil {
            let own = labels[index].map { FilePrivateName.spelled(types[index].name, in: $0) }
            switch types[index].parent {
            case nil:
                guard let own else { continue }
                types[index].distinguishedName = own
            case .declared(let parent)?:
                if let own {
                    types[index].distinguishedName = Self.nestedName(types[parent.index].keyName, own)
                } else {
                    guard let outer = types[parent.index].distinguishedName else { continue }
                    types[index].distinguishedName = Self.nestedName(outer, types[index].name)
                }
            case .external(let outer)?:
                guard let own else { continue }
                types[index].distinguishedName = Self.nestedName(outer, own)
            }
            byDistinguishedName[types[index].distinguishedName!] = types[index].id
        }
    }

    /// The private types (at the top level, or nested in a type the module sees) another
    /// type of their module shares a nested name with, by module and nested name.
    private func sharingTheirName() -> [[String]: [Int]] {
        var groups: [[String]: [Int]] = [:]
        for index in types.indices where types[index].privateFile != nil && needsFile(types[index].name) {
            if case .declared(let parent)? = types[index].parent, types[parent.index].privateFile != nil { continue }
            let module = types[index].module
            let namesakes = byQualifiedName[NameKey(types[index].qualifiedName)] ?? []
            guard namesakes.contains(where: { $0.index != index && types[$0.index].module == module }) else { continue }
            groups[[module, types[index].qualifiedName], default: []].append(index)
        }
        return groups
    }

    private func lastPathComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
