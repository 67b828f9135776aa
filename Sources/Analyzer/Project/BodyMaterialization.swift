/// Parses the skimmed bodies (`Parser+Skimming`) that the project's questions read, and
/// digests them as a parsed file's are: the properties the members of a type with a
/// `lazy var` write (`MutableState`), and — when a visitor's element protocol requires a
/// base class — the `as!` casts and `X.self` of every type that force-casts
/// (`Visitors`). Runs once, after the type table is built and before any rule reads it.
enum BodyMaterialization {
    static func run(_ types: TypeTable, jobs: Int) {
        var byFile: [ObjectIdentifier: (file: SourceFile, declarations: [Declaration])] = [:]
        var seen = Set<ObjectIdentifier>()
        func want(_ declaration: Declaration, in file: SourceFile) {
            guard seen.insert(ObjectIdentifier(declaration)).inserted else { return }
            byFile[ObjectIdentifier(file), default: (file, [])].declarations.append(declaration)
        }
        for type in types.types where hasLazyVariable(type) {
            for member in type.members where !member.declaration.skimmedBodies.isEmpty { want(member.declaration, in: member.site.file) }
        }
        if types.elementProtocols(of: types.visitors()).contains(where: { !$0.requiredBases.isEmpty }) {
            for type in types.types where type.kind != .protocol {
                let bodies = [(type.declaration, type.site.file)] + type.extensions.map { ($0.declaration, $0.site.file) }
                let members = bodies.flatMap { declaration, file in
                    declaration.members.filter { !$0.isTypeDeclaration }.map { ($0, file, $0.skimmedBodies) }
                }
                guard members.contains(where: { $0.2.contains { $0.body.mayForceCast } }) else { continue }
                for (member, file, slots) in members where slots.contains(where: { $0.body.mayForceCast || $0.body.mayNameMetatype }) {
                    want(member, in: file)
                }
            }
        }
        let groups = Array(byFile.values)
        _ = ParallelFileAnalysis.parallelMap(groups.count, jobs: jobs) { index in
            materialize(groups[index].declarations, in: groups[index].file)
        }
    }

    private static func hasLazyVariable(_ type: DeclaredType) -> Bool {
        type.members.contains { $0.kind == .storedProperty && !$0.isStatic && !$0.isLet && $0.modifiers.contains(.lazy) }
    }

    /// A file whose bytes changed since it was analyzed keeps its bodies unparsed: what
    /// they hold can no longer be placed, and the questions then find nothing in them.
    private static func materialize(_ declarations: [Declaration], in file: SourceFile) {
        guard let bytes = file.analyzedBytes() else { return }
        let source = bytes.count == file.bytes.count ? file : SourceFile(path: file.path, bytes: bytes)
        let offsets = declarations.flatMap { $0.skimmedBodies.map(\.offset) }
        let blocks = Parser.parseBlocks(of: source, at: offsets)
        for declaration in declarations {
            declaration.materializeSkimmedBodies { blocks[$0] ?? [] }
        }
    }
}
