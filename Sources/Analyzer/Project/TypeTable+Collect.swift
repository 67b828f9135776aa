import DilintFacts
import DilintSyntax

/// An extension waiting for the type it extends to be known, with what the merge reads
/// of it taken while its file was just analyzed: by the merge, its declaration is cold.
struct PendingExtension {
    let body: ExtensionSite
    let declaration: ObjectIdentifier
    let module: String
    /// The extended name's components, generic arguments dropped.
    let path: [String]
    /// The dots in the extended name: shallower extensions are merged first.
    let depth: Int
    /// The types and typealiases it declares.
    let nestedDeclarations: [Declaration]
    /// Its members and inheritance entries, to size the extended type's arrays.
    let memberCount: Int
    let inheritanceCount: Int

    init(declaration: Declaration, site: DeclarationSite) {
        body = ExtensionSite(declaration: declaration, site: site, isRedeclaration: false)
        self.declaration = ObjectIdentifier(declaration)
        module = site.module
        path = TypeTable.dottedComponents(TypeTable.withoutGenericArguments(declaration.name))
        depth = NameBytes.count(of: UInt8(ascii: "."), in: declaration.name)
        nestedDeclarations = declaration.members.filter { $0.isTypeDeclaration || $0.kind == .typealias }
        memberCount = declaration.members.count
        inheritanceCount = declaration.inheritance.count
    }
}

/// Pass 1: every type and typealias declaration, nested ones included, with its members.
extension TypeTable {
    mutating func collect(_ file: ModuleFile, into pending: inout [PendingExtension]) {
        let source = file.syntax.file
        for declaration in file.syntax.declarations where declaration.kind == .extension {
            pending.append(PendingExtension(declaration: declaration, site: DeclarationSite(file: source, offset: declaration.offset, module: file.module)))
        }
        registerNested(file.syntax.declarations, in: nil, prefix: nil, file: source, module: file.module)
    }

    /// Registers the type and typealias declarations among `declarations`, and those
    /// nested in them, under `parent`. A work list instead of recursion: the input
    /// decides how deep types nest.
    mutating func registerNested(_ declarations: [Declaration], in parent: TypeReference?, prefix: String?, file: SourceFile, module: String) {
        var work: [(Declaration, TypeReference?, String?)] = declarations.reversed().map { ($0, parent, prefix) }
        while let (declaration, parent, prefix) = work.popLast() {
            let qualifiedName = prefix.map { Self.nestedName($0, declaration.name) } ?? declaration.name
            let site = DeclarationSite(file: file, offset: declaration.offset, module: module)
            let privateFile = privateFile(of: declaration, in: parent, file: file)
            if declaration.kind == .typealias {
                let id = TypeAliasID(typealiases.count)
                typealiases.append(TypeAlias(id: id, name: declaration.name, qualifiedName: qualifiedName, parent: parent, site: site,
                                             declaration: declaration, privateFile: privateFile))
                declare(declaration.name, as: .alias(id), in: parent, module: module, privateFile: privateFile)
                continue
            }
            guard let kind = DeclaredType.Kind(declaration.kind) else { continue }
            let new = TypeID(types.count)
            let id = Self.declared(in: module, privateFile: privateFile, orAdding: new,
                                   to: &byQualifiedName[NameKey(qualifiedName), default: []], types: types)
            if id != new {
                // The same type declared again in another `#if` branch: one type.
                fileRedeclaration(ExtensionSite(declaration: declaration, site: site, isRedeclaration: true), of: id)
            } else {
                types.append(DeclaredType(id: id, name: declaration.name, qualifiedName: qualifiedName, kind: kind, parent: parent, site: site,
                                          declaration: declaration, privateFile: privateFile))
                // Noted while the declaration is at hand: `resolveInheritanceLists` gives
                // each type its actor once every name is known.
                if declaration.attributes.contains(where: { $0.name == "globalActor" }) { globalActorNames.insert(declaration.name) }
                declare(declaration.name, as: .type(id), in: parent, module: module, privateFile: privateFile)
                scopeOfDeclaration[ObjectIdentifier(declaration)] = (.declared(id), module)
                types[id.index].inheritance = Self.inheritanceEntries(of: declaration, site: site, scope: parent, extensionIndex: nil, isClass: kind == .class)
                var summary = MemberSummary()
                Self.appendMembers(declaration.members, site: site, extensionIndex: nil, to: &types[id.index].members, summary: &summary)
                types[id.index].memberSummary = summary
            }
            let waiting = work.count
            for nested in declaration.members.reversed() where nested.isTypeDeclaration || nested.kind == .typealias {
                work.append((nested, .declared(id), qualifiedName))
            }
            // A new type's nested names, known now, fill its dictionary without regrowing it.
            if id == new, work.count - waiting > 1 { types[id.index].nestedNames.reserveCapacity(work.count - waiting) }
        }
    }

    /// The type of these with a name already declared in `module` (in the same file, for
    /// a file's private type), or `new`, added to them: the name, often long, hashed once
    /// for the test and the insertion.
    private static func declared(in module: String, privateFile: String?, orAdding new: TypeID, to ids: inout [TypeID],
                                 types: [DeclaredType]) -> TypeID {
        if let existing = ids.first(where: { types[$0.index].module == module && types[$0.index].privateFile == privateFile }) { return existing }
        ids.append(new)
        return new
    }

    /// `Outer.Inner`.
    static func nestedName(_ outer: String, _ inner: String) -> String {
        NameBytes.joined(outer, UInt8(ascii: "."), inner)
    }

    /// Files another `#if` branch's declaration of a type under the type; its
    /// conformances and members are added later, with every extension's, by
    /// `addMergedBodies` — no lookup reads them before.
    mutating func fileRedeclaration(_ body: ExtensionSite, of id: TypeID) {
        scopeOfDeclaration[ObjectIdentifier(body.declaration)] = (.declared(id), body.site.module)
        mergedBodies.append(MergedBody(target: .declared(id), body: .redeclaration(body)))
    }

    /// The file a declaration is private to: its enclosing type's, inside a type private to
    /// a file; else its own, for a `private`/`fileprivate` one (at the top level, or nested
    /// in a type or an extension: Swift shows it to that file alone).
    private func privateFile(of declaration: Declaration, in parent: TypeReference?, file: SourceFile) -> String? {
        if case .declared(let id)? = parent, let enclosing = types[id.index].privateFile { return enclosing }
        return declaration.modifiers.isDisjoint(with: [.private, .fileprivate]) ? nil : file.path
    }

    /// Records that `name` denotes `entry` inside `parent` (or at the module's top level),
    /// or in its file, for a private one, the type around it seen by the whole module. The
    /// first declaration of a name wins (in its file, for a private one).
    private mutating func declare(_ name: String, as entry: NamespaceEntry, in parent: TypeReference?, module: String, privateFile: String?) {
        let name = NameKey(name)
        if parent == nil, let privateFile {
            privateTopLevel[name, default: PrivateDeclarations()].add(entry, file: privateFile, module: module)
            return
        }
        if let privateFile, let parent, fileScope(of: parent) == nil {
            switch parent {
            case .declared(let id):
                Self.insertIfAbsent(&types[id.index].privateNestedNames[name, default: [:]][privateFile, default: entry])
            case .external(let outer):
                Self.insertIfAbsent(&externalTypes[outer, default: ExtendedExternalType(name: outer)]
                    .privateNestedNames[name, default: [:]][privateFile, default: entry])
            }
            return
        }
        switch parent {
        case .declared(let id)?:
            Self.insertIfAbsent(&types[id.index].nestedNames[name, default: entry])
        case .external(let outer)?:
            Self.insertIfAbsent(&externalTypes[outer, default: ExtendedExternalType(name: outer)].nestedNames[name, default: entry])
        case nil:
            var inserted = false
            Self.insertIfAbsent(&topLevel[module, default: [:]][name, default: { inserted = true; return entry }()])
            if inserted { topLevelAcrossModules[name, default: []].append(entry) }
        }
    }

    private func fileScope(of reference: TypeReference) -> String? {
        if case .declared(let id) = reference { return types[id.index].privateFile }
        return nil
    }

    /// Takes `dictionary[key, default: value]` in place: the value goes in when the key is
    /// absent, with the key hashed once (a test then a store hashes it twice).
    @inline(__always) private static func insertIfAbsent<Value>(_ slot: inout Value) {}

    static func inheritanceEntries(of declaration: Declaration, site: DeclarationSite, scope: TypeReference?, extensionIndex: Int?, isClass: Bool) -> [InheritanceEntry] {
        var written = declaration.inheritance
        // `protocol P where Self: Base` constrains conformers like `protocol P: Base`.
        if declaration.kind == .protocol {
            for requirement in declaration.requirements where !requirement.isSameType && requirement.subject.nominalName == "Self" {
                written.append(requirement.constraint)
            }
        }
        return written.enumerated().map { index, type in
            InheritanceEntry(written: type, site: site, extensionIndex: extensionIndex, isFirstOfClass: isClass && index == 0, scope: scope)
        }
    }

    /// Appends the members a body declares (`declared`) to `members`, in place: the
    /// type's array grows once per body instead of being rebuilt.
    static func appendMembers(_ declared: [Declaration], site: DeclarationSite, extensionIndex: Int?, to members: inout [TypeMember],
                              summary: inout MemberSummary) {
        // Only the first body sizes the array: reserving for each extension would defeat
        // the geometric growth and copy the members once per extension.
        if members.isEmpty { members.reserveCapacity(declared.count) }
        for member in declared {
            func add(_ kind: TypeMember.Kind, element: Int = 0, offset: Int) {
                let site = DeclarationSite(file: site.file, offset: offset, module: site.module)
                let added = TypeMember(kind: kind, element: element, declaration: member, site: site, extensionIndex: extensionIndex)
                summary.add(added)
                members.append(added)
            }
            switch member.kind {
            case .variable:
                // Only the accessors and offset are read: a whole `Binding` copied out of the
                // array costs four retains.
                for index in member.bindings.indices {
                    let isComputed = Binding.isComputed(member.bindings[index].accessors)
                    add(isComputed ? .computedProperty : .storedProperty, element: index, offset: member.bindings[index].offset)
                }
            case .function: add(.method, offset: member.offset)
            case .initializer: add(.initializer, offset: member.offset)
            case .deinitializer: add(.deinitializer, offset: member.offset)
            case .subscript: add(.subscript, offset: member.offset)
            case .associatedtype: add(.associatedType, offset: member.offset)
            case .enumCase:
                for index in member.caseElements.indices { add(.enumCase, element: index, offset: member.caseElements[index].offset) }
            default: break
            }
        }
    }
}

extension DeclaredType.Kind {
    init?(_ kind: Declaration.Kind) {
        switch kind {
        case .class: self = .class
        case .struct: self = .struct
        case .enum: self = .enum
        case .actor: self = .actor
        case .protocol: self = .protocol
        default: return nil
        }
    }
}
