import DilintFacts
import DilintSyntax

/// Which module each analyzed file belongs to.
///
/// A file belongs to the SwiftPM target whose source folder contains it, the innermost
/// folder winning (a nested package's target beats the outer package's). A file outside
/// every target falls back to its top-level folder under the input root it was found in
/// (`App/Views/A.swift` → `App`; `Sources/App/A.swift` → `App`, since `Sources`, `Tests`
/// and the like name a layout, not a module); a file directly in a root, or given alone,
/// takes its folder's name, or `main` when it has none.
///
/// Cost: one dictionary of target folders, then per file one lookup per enclosing folder
/// — linear in the number of files times their depth, whatever the number of targets.
public struct ModuleMap: Sendable {
    /// The module of every file, keyed by the path as given.
    public private(set) var moduleByFile: [String: String] = [:]
    /// The files of every module, in the order given.
    public private(set) var filesByModule: [String: [String]] = [:]
    /// The target each module came from, when it came from a manifest.
    public private(set) var targets: [String: PackageTarget] = [:]
    /// Which modules' registrations serve which modules' resolutions, from the targets'
    /// dependencies: worked out here, where the map is drawn up beside the files' analysis.
    public let visibility: ModuleVisibility

    private let targetFolders: [String: String]
    private let roots: [String]

    private static let layoutFolders: Set<Substring> = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"]

    public init(files: [String], roots: [String] = [], manifests: [PackageManifest] = []) {
        var folders: [String: String] = [:]
        var targets: [String: PackageTarget] = [:]
        // Explicit paths and the usual default first, SwiftPM's other defaults only where
        // no target claimed the folder.
        for pass in 0..<2 {
            for manifest in manifests {
                for target in manifest.targets {
                    let candidates = pass == 0 ? [target.sourceFolder] : Array(target.sourceFolders.dropFirst())
                    for folder in candidates {
                        let key = PathNames.join(PathNames.normalize(manifest.directory), folder)
                        if folders[key] == nil { folders[key] = target.name }
                    }
                    if pass == 0, targets[target.name] == nil { targets[target.name] = target }
                }
            }
        }
        self.targetFolders = folders
        self.targets = targets
        self.visibility = ModuleVisibility(targets: targets)
        let normalizedRoots = (roots.isEmpty ? ["."] : roots).map(PathNames.normalize)
        // Longest first, so that the innermost root a file is under is the one used.
        self.roots = normalizedRoots.sorted { $0.count > $1.count }
        // Files of one folder share their module: each folder is looked up once.
        var moduleOfFolder: [String: String] = [:]
        moduleByFile.reserveCapacity(files.count)
        for file in files {
            let module = assign(file, moduleOfFolder: &moduleOfFolder)
            if moduleByFile.updateValue(module, forKey: file) == nil {
                filesByModule[module, default: []].append(file)
            }
        }
    }

    /// All module names, sorted.
    public var modules: [String] { filesByModule.keys.sorted() }

    /// The module of `path`: the one recorded for it, or the one it would be given.
    public func module(of path: String) -> String {
        if let module = moduleByFile[path] { return module }
        var moduleOfFolder: [String: String] = [:]
        return assign(path, moduleOfFolder: &moduleOfFolder)
    }

    /// `moduleOfFolder` remembers each folder's module: a file's depth below its root is
    /// its folder's plus one — except for a file named as a root itself, which is placed
    /// on its own.
    private func assign(_ path: String, moduleOfFolder: inout [String: String]) -> String {
        let normalized = PathNames.normalize(path)
        let folder = PathNames.directory(ofNormalized: normalized)
        let isRoot = roots.contains(normalized)
        if !isRoot, let known = moduleOfFolder[folder] { return known }
        let module = targetModule(ofFolder: folder) ?? fallbackModule(of: normalized)
        if !isRoot { moduleOfFolder[folder] = module }
        return module
    }

    private func targetModule(ofFolder path: String) -> String? {
        guard !targetFolders.isEmpty else { return nil }
        var folder = Substring(path)
        while true {
            if let module = targetFolders[String(folder)] { return module }
            guard let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) else {
                // A relative path's outermost folder; the package root itself is `.`.
                return folder == "." ? nil : targetFolders["."]
            }
            if slash == folder.startIndex {
                return folder == "/" ? nil : targetFolders["/"]
            }
            folder = folder[..<slash]
        }
    }

    private func fallbackModule(of path: String) -> String {
        for root in roots {
            guard let components = PathNames.components(of: path, below: root) else { continue }
            if components.count >= 3, Self.layoutFolders.contains(components[0]) { return String(components[1]) }
            if components.count >= 2 { return String(components[0]) }
            break
        }
        let folder = PathNames.directory(of: path)
        return folder == "." || folder == "/" ? "main" : PathNames.lastComponent(folder)
    }
}
