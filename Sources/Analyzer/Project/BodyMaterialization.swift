import DilintFacts
import DilintSyntax

/// Parses again whole the skimmed bodies (`Parser+Skimming`) that the project's questions
/// read: the properties the members of a type
/// with a `lazy var` write (`MutableState`), and — when a visitor's element protocol
/// requires a base class — the `as!` casts and `X.self` of every type that force-casts
/// (`Visitors`). Runs once, after the type table is built and before any rule reads it;
/// the table keeps the declarations parsed again beside the skimmed ones
/// (`TypeTable.withBodies`).
enum BodyMaterialization {
    static func run(_ types: inout TypeTable, elements: [ElementProtocol], jobs: Int) {
        var wanted = WantedDeclarations()
        // By index: copying thousands of types and members out of the table to skip
        // nearly all of them cost more than the checks.
        for index in types.types.indices where types.types[index].memberSummary.hasLazyInstanceVariable {
            let members = types.types[index].members
            for member in members.indices where members[member].declaration.skimmed.contains(.skipped) {
                wanted.add(members[member].declaration, in: members[member].site.file)
            }
        }
        if elements.contains(where: { !$0.requiredBases.isEmpty }) {
            for index in types.types.indices where types.types[index].kind != .protocol {
                forcedCastBodies(of: types.types[index], in: types, into: &wanted)
            }
        }
        let groups = wanted.byFile
        let parsed = ParallelFileAnalysis.parallelMap(groups.count, jobs: jobs) { index in
            materialize(groups[index].declarations, in: groups[index].file)
        }
        for pairs in parsed {
            for (skimmed, whole) in pairs { types.materialized.bodies[ObjectIdentifier(skimmed)] = whole }
        }
    }

    /// The members holding an `as!`, and when there is one, those naming a `.self`, of
    /// the type's declaration and extensions (nested types apart, as `Visitors` reads them).
    private static func forcedCastBodies(of type: DeclaredType, in types: TypeTable, into wanted: inout WantedDeclarations) {
        let bodies = [(type.declaration, type.site.file)] + type.extensions.map { ($0.declaration, $0.site.file) }
        var candidates: [(Declaration, SourceFile)] = []
        var forceCasts = false
        for (declaration, file) in bodies {
            for member in types.members(of: declaration) where !member.isTypeDeclaration {
                let marks = member.skimmed.marks
                if marks.contains(ProjectMarks.forceCast) { forceCasts = true }
                if !marks.isDisjoint(with: [ProjectMarks.forceCast, ProjectMarks.metatype]) { candidates.append((member, file)) }
            }
        }
        guard forceCasts else { return }
        for (member, file) in candidates { wanted.add(member, in: file) }
    }

    /// Each skimmed declaration and its counterpart in the file parsed again whole. A file whose bytes changed since it
    /// was analyzed keeps its bodies unparsed: what they hold can no longer be placed, and
    /// the questions then find nothing in them. The skimmed and the whole parse have the
    /// same declarations at the same offsets (SkimmedDeclarationsTests checks it on every
    /// corpus file).
    static func materialize(_ declarations: [Declaration], in file: SourceFile) -> [(skimmed: Declaration, whole: Declaration)] {
        guard let bytes = file.analyzedBytes() else { return [] }
        let source = SourceFile(path: file.path, bytes: bytes)
        let whole = Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
        let counterparts = DeclarationCounterparts(whole.declarations)
        return declarations.compactMap { declaration in
            guard declaration.skimmed.contains(.skipped), let counterpart = counterparts[declaration] else { return nil }
            return (declaration, counterpart)
        }
    }
}
