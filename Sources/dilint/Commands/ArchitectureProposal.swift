import Analyzer
import DilintFacts
import DilintSyntax

/// What `dilint init` proposes of the architecture (SPEC §7), read from the analyzed code:
/// the composition root, where the code registers with its container, and a sketch of
/// layers from the modules and which import which, for the user to edit. Test code is left
/// out of both: it may resolve and register where it likes.
struct ArchitectureProposal: Equatable {
    struct Layer: Equatable {
        var name: String
        var modules: [String] = []
        var paths: [String] = []
        var mayUse: [String] = []
    }

    /// Path patterns, relative to the folder `.dilint.yml` is written in.
    var compositionRoot: [String] = []
    var layers: [Layer] = []
    /// When the code is one module: its name, and the layers are its top-level folders.
    var onlyModule: String?

    /// Nothing found: the section shows commented examples only.
    init() {}

    init(_ project: Project) {
        let production = project.files.filter { file in
            !Self.isManifest(file.path) && project.modules.info[file.module]?.isTest != true && !TestCode.isTestPath(file.path)
        }
        // A conformance container's registration is the conforming type's declaration:
        // nothing there sets up a container.
        let registering = Set(project.graph.providers.filter { $0.registration.dialect != .conformance }
            .map(\.registration.location.file))
        compositionRoot = Self.compositionRoot(registering: registering, files: production.map(\.path))
        let byModule = Dictionary(grouping: production, by: \.module)
        if byModule.count == 1, let (module, files) = byModule.first {
            onlyModule = module
            layers = Self.folderLayers(files.map(\.path))
        } else {
            layers = Self.moduleLayers(byModule)
        }
    }

    // MARK: - Composition root

    /// Each registering file, or the topmost folder (below the configuration's own) of which
    /// at least two files and three in four register: a folder of assemblies reads better
    /// as `DI/**`, a file that registers among others is named alone.
    static func compositionRoot(registering: Set<String>, files: [String]) -> [String] {
        var filesUnder: [String: Int] = [:]
        var registeringUnder: [String: Int] = [:]
        for path in files {
            for folder in folders(of: path) {
                filesUnder[folder, default: 0] += 1
                if registering.contains(path) { registeringUnder[folder, default: 0] += 1 }
            }
        }
        func isMostlyRegistering(_ folder: String) -> Bool {
            let count = registeringUnder[folder] ?? 0
            return count >= 2 && count * 4 >= (filesUnder[folder] ?? 0) * 3
        }
        var patterns = Set<String>()
        for path in files where registering.contains(path) {
            if let folder = folders(of: path).first(where: isMostlyRegistering) {
                patterns.insert(globEscaped(folder) + "/**")
            } else {
                patterns.insert(globEscaped(path))
            }
        }
        return patterns.sorted()
    }

    /// The folders holding `path`, outermost first: `A/B/C.swift` gives `A`, `A/B`.
    static func folders(of path: String) -> [String] {
        let components = FilePaths.components(FilePaths.normalize(path)).dropLast()
        return components.indices.map { components[...$0].joined(separator: "/") }
    }

    // MARK: - Layers

    /// One layer a module, each using the project's modules it imports today.
    static func moduleLayers(_ byModule: [String: [FileAnalysis]]) -> [Layer] {
        var moduleByImportName: [String: String] = [:]
        for module in byModule.keys {
            moduleByImportName[module] = module
            moduleByImportName[ModuleInfo.importName(of: module), default: module] = module
        }
        return byModule.keys.sorted().map { module in
            var used = Set<String>()
            for file in byModule[module] ?? [] {
                for imported in file.outline.imports {
                    if let other = moduleByImportName[imported.rootModule], other != module { used.insert(other) }
                }
            }
            return Layer(name: module, modules: [module], mayUse: used.sorted())
        }
    }

    /// One layer a folder just below the folder all of the module's files share; files
    /// directly in that folder are in no layer. None when there are fewer than two such folders.
    static func folderLayers(_ paths: [String]) -> [Layer] {
        let folderLists = paths.map { Array(FilePaths.components(FilePaths.normalize($0)).dropLast().map(String.init)) }
        guard var shared = folderLists.first else { return [] }
        for folders in folderLists.dropFirst() {
            shared = Array(zip(shared, folders).prefix { $0 == $1 }.map(\.0))
        }
        let top = Set(folderLists.compactMap { $0.count > shared.count ? $0[shared.count] : nil })
        guard top.count >= 2 else { return [] }
        return top.sorted().map { folder in
            Layer(name: folder, paths: [globEscaped((shared + [folder]).joined(separator: "/")) + "/**"])
        }
    }

    static func isManifest(_ path: String) -> Bool {
        PackageManifestReader.isAnyManifest(path: path) || ProjectDescriptions.isTuistManifest(path: path)
    }

    // MARK: - Writing it

    /// The section of the starter `.dilint.yml`: the composition root active, as it is read
    /// from the code; the layers commented, as they only say how the code is today.
    var text: String {
        var text = "\n# Architecture rules: `dilint explain locator-outside-composition-root`, `dilint explain layer-violation`.\n"
        if compositionRoot.isEmpty {
            text += """
                # No registrations were found to propose a composition root from. Name the files that
                # set up the container, and resolving from it anywhere else is reported:
                # composition_root: [App/DI/**, App/AppDelegate.swift]

                """
        } else {
            text += """
                # Proposed from where the code registers with its container: check it. Resolving from
                # the container outside these files is reported.
                composition_root:

                """
            for pattern in compositionRoot { text += "  - \(Self.yamlScalar(pattern))\n" }
        }
        text += "\n"
        if layers.isEmpty {
            text += onlyModule.map { "# The code is one module (\($0)) and no folders split it: describe layers by `paths`, e.g.\n" }
                ?? "# Layers: the files of each and which layers they may use, e.g.\n"
            text += """
                # layers:
                #   Domain:
                #     paths: [Sources/Domain/**]      # or modules: [Domain]
                #     may_not_import: [UIKit, SwiftUI]
                #   Data:
                #     paths: [Sources/Data/**]
                #     may_use: [Domain]

                """
            return text
        }
        if let onlyModule {
            text += """
                # A sketch of layers. The code is one module (\(onlyModule)), so each layer is one of its
                # top-level folders. Uncomment it and give each layer `may_use: [...]`, the layers its
                # files may use besides their own; files in no layer are not checked.

                """
        } else {
            text += """
                # A sketch of layers, one a module, each allowed what it imports today. Uncomment it and
                # narrow `may_use` to what each should use: any other import or use is then reported.

                """
        }
        text += "# layers:\n"
        for layer in layers {
            text += "#   \(Self.yamlScalar(layer.name)):\n"
            if !layer.modules.isEmpty { text += "#     modules: \(Self.yamlList(layer.modules))\n" }
            if !layer.paths.isEmpty { text += "#     paths: \(Self.yamlList(layer.paths))\n" }
            if onlyModule == nil { text += "#     may_use: \(Self.yamlList(layer.mayUse))\n" }
        }
        return text
    }

    static func yamlList(_ items: [String]) -> String {
        "[" + items.map(yamlScalar).joined(separator: ", ") + "]"
    }

    /// Plain when the configuration reader reads it back as the same text, else quoted.
    static func yamlScalar(_ text: String) -> String {
        let startsPlainly = text.utf8.first.map { $0 == UInt8(ascii: "_") || isAlphanumeric($0) } ?? false
        let plain = startsPlainly && text.utf8.allSatisfy { isAlphanumeric($0) || "_-./*+".utf8.contains($0) }
        if plain && !["null", "Null", "NULL", "true", "false", "yes", "no"].contains(text) { return text }
        return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A path as a glob matching only itself: `*`, `?`, `[`, `]` and `\` escaped.
    static func globEscaped(_ path: String) -> String {
        var escaped = ""
        for character in path {
            if "*?[]\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
