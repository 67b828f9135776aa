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
        byModule(files.map { ($0.module, $0.outline.imports.map(\.rootModule)) }, libraries: libraries)
    }

    /// The same before any file is parsed, from the names that may follow an `import` in
    /// each file's bytes (`SourceFile.importedModuleCandidates`): never less than the files
    /// import, and more only where a comment or a string spells `import` before a module's name.
    public static func byModule(_ files: [(module: String, file: SourceFile)], libraries: Set<String>,
                                jobs: Int = 1) -> [String: Set<String>] {
        let imports = importCandidates(files, libraries: libraries, jobs: jobs)
        return byModule(files.indices.map { (files[$0].module, imports[$0]) }, libraries: libraries)
    }

    /// Each file's names after `import` in its bytes that name one of the project's modules
    /// or one of `libraries`.
    public static func importCandidates(_ files: [(module: String, file: SourceFile)], libraries: Set<String>,
                                        jobs: Int = 1) -> [[String]] {
        let spellings = Spellings(libraries.union(files.map(\.module)))
        return ParallelFileAnalysis.parallelMap(files.count, jobs: jobs) { index in
            Array(files[index].file.importedModuleCandidates(where: spellings.contains))
        }
    }

    /// Names compared as bytes, by length: a name is made a string only once it matches.
    private struct Spellings {
        let byLength: [[[UInt8]]]

        init(_ names: Set<String>) {
            var byLength = [[[UInt8]]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
            for name in names { byLength[name.utf8.count].append(Array(name.utf8)) }
            self.byLength = byLength
        }

        func contains(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
            name.count < byLength.count && byLength[name.count].contains { $0.elementsEqual(name) }
        }
    }

    /// The same from each file's imported names.
    public static func byModule(_ files: [(module: String, imports: [String])], libraries: Set<String>) -> [String: Set<String>] {
        let projectModules = Set(files.map(\.module))
        var reached: [String: Set<String>] = [:]
        var importedModules: [String: Set<String>] = [:]
        for file in files {
            for name in file.imports {
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
