import DilintFacts
import DilintSyntax

/// Which DI libraries each module's code can reach. Swift makes the members of every
/// module a file's module loads visible to that file, imported there or not (until the
/// `MemberImportVisibility` feature): `DI.container.resolve(X.self)` compiles in a file that
/// imports only UIKit when another file of the module, or a module it imports, imports
/// Swinject. So a library is reachable from a module when any of its files imports it,
/// or any project module it imports reaches it — re-exports (`@_exported import`) included.
public enum LibraryVisibility {
    /// Module name → the libraries among `libraries` its files can reach.
    public static func byModule(_ files: [FileAnalysis], libraries: Set<String>) -> [String: Set<String>] {
        let projectModules = Set(files.map(\.module))
        var reached: [String: Set<String>] = [:]
        var importedModules: [String: Set<String>] = [:]
        for file in files {
            for imported in file.outline.imports {
                let name = imported.rootModule
                if libraries.contains(name) {
                    reached[file.module, default: []].insert(name)
                } else if projectModules.contains(name), name != file.module {
                    importedModules[file.module, default: []].insert(name)
                }
            }
        }
        // Through imports of imports: rounds until nothing grows, at most one per module.
        var changed = true
        var rounds = 0
        while changed, rounds <= projectModules.count {
            changed = false
            rounds += 1
            for (module, imports) in importedModules {
                let before = reached[module]?.count ?? 0
                for imported in imports { reached[module, default: []].formUnion(reached[imported] ?? []) }
                if (reached[module]?.count ?? 0) != before { changed = true }
            }
        }
        return reached
    }
}
