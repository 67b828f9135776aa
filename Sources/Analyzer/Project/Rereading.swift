import DilintFacts
import DilintSyntax

/// What the two materializations (`MemberMaterialization`, `BodyMaterialization`) share:
/// the declarations they want, gathered file by file, and each one's counterpart in its
/// file parsed again.

/// Each wanted declaration once, grouped by the file it is in.
struct WantedDeclarations {
    private(set) var byFile: [(file: SourceFile, declarations: [Declaration])] = []
    private var fileIndex: [ObjectIdentifier: Int] = [:]
    private var seen = Set<ObjectIdentifier>()

    mutating func add(_ declaration: Declaration, in file: SourceFile) {
        guard seen.insert(ObjectIdentifier(declaration)).inserted else { return }
        if let index = fileIndex[ObjectIdentifier(file)] {
            byFile[index].declarations.append(declaration)
        } else {
            fileIndex[ObjectIdentifier(file)] = byFile.count
            byFile.append((file, [declaration]))
        }
    }
}

/// The declarations of a file parsed again, found by what a declaration of the first parse
/// has in common with its counterpart: its kind and its offset.
struct DeclarationCounterparts {
    private var byPlace: [Place: Declaration] = [:]

    /// `declarations` and their members, nested to any depth, where `including` takes
    /// them (one it does not take is passed over with its members).
    init(_ declarations: [Declaration], including: (Declaration) -> Bool = { _ in true }) {
        var work = declarations
        while let declaration = work.popLast() {
            guard including(declaration) else { continue }
            byPlace[Place(declaration)] = declaration
            work += declaration.members
        }
    }

    subscript(_ declaration: Declaration) -> Declaration? { byPlace[Place(declaration)] }

    private struct Place: Hashable {
        let offset: Int
        let kind: Declaration.Kind

        init(_ declaration: Declaration) {
            offset = declaration.offset
            kind = declaration.kind
        }
    }
}
