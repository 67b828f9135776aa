import DilintFacts
import DilintSyntax

/// Which module each analyzed file belongs to.
///
/// Modules come from the project's own description (SPEC §6a), first one that claims a
/// file winning: the SwiftPM target whose source folder contains it, the innermost
/// folder winning (a nested package's target beats the outer package's); else the
/// targets of an Xcode project, an XcodeGen spec or a Tuist manifest that compile it
/// (`DescribedMembership`); else the first `modules:` entry of `.dilint.yml` matching
/// it. A file none of them claims is in one module with every other such file — the
/// analyzed tree is one module, never one per folder: folders say nothing of what is
/// compiled together. It is named after the one folder analyzed, else `main`.
///
/// A file compiled into several targets (an app and its widget) is analyzed once, in
/// the first; `otherModules` names the rest, and `filesByModule` lists it under each.
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
    /// Where every module with files came from, and whether it is a test target.
    public private(set) var info: [String: ModuleInfo] = [:]
    /// For a file compiled into more than one target, the targets after its module.
    public private(set) var otherModules: [String: [String]] = [:]
    /// Which modules' registrations serve which modules' resolutions, from the targets'
    /// dependencies: worked out here, where the map is drawn up beside the files' analysis.
    public let visibility: ModuleVisibility

    private let targetFolders: [String: String]
    /// The folders holding a `Package.swift`, innermost first.
    private let packageFolders: [String]
    private let described: DescribedMembership
    private let configured: ConfiguredModules
    /// The module of the files nothing claims.
    public let fallbackName: String

    public init(files: [String], roots: [String] = [], manifests: [PackageManifest] = [],
                descriptions: [ProjectDescription] = [], configured: ConfiguredModules = ConfiguredModules()) {
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
        self.packageFolders = manifests.map { PathNames.normalize($0.directory) }.sorted { $0.count > $1.count }
        self.targets = targets
        self.visibility = ModuleVisibility(targets: targets)
        self.described = DescribedMembership(descriptions, taken: Set(targets.keys))
        self.configured = configured
        self.fallbackName = Self.fallbackName(roots: roots)
        var info: [String: ModuleInfo] = [:]
        for manifest in manifests {
            for target in manifest.targets where info[target.name] == nil {
                info[target.name] = ModuleInfo(name: target.name, origin: .package(manifest.path), isTest: target.kind == .test,
                                               swiftVersion: manifest.languageMode(of: target), defaultIsolation: target.defaultIsolation)
            }
        }
        // Files of one folder share their module when only folders decide: each folder is
        // looked up once.
        var moduleOfFolder: [String: String] = [:]
        var describedFolders: [String: [DescribedMembership.Owner]] = [:]
        moduleByFile.reserveCapacity(files.count)
        for file in files {
            let modules = assign(file, moduleOfFolder: &moduleOfFolder, describedFolders: &describedFolders)
            guard moduleByFile.updateValue(modules[0], forKey: file) == nil else { continue }
            if modules.count > 1 { otherModules[file] = Array(modules.dropFirst()) }
            for module in modules { filesByModule[module, default: []].append(file) }
        }
        for module in filesByModule.keys where info[module] == nil {
            info[module] = described.info[module] ?? configured.info(module) ?? ModuleInfo(name: module, origin: .fallback)
        }
        self.info = info.filter { filesByModule[$0.key] != nil }
    }

    /// The one folder analyzed names the module of what nothing claims; several, a file,
    /// or the current directory give `main`.
    static func fallbackName(roots: [String]) -> String {
        guard roots.count == 1, !roots[0].hasSuffix(".swift") else { return "main" }
        let name = PathNames.lastComponent(roots[0])
        return name == "." || name == ".." || name == "/" || name.isEmpty ? "main" : name
    }

    /// All module names, sorted.
    public var modules: [String] { filesByModule.keys.sorted() }

    /// The module of `path`: the one recorded for it, or the one it would be given.
    public func module(of path: String) -> String {
        if let module = moduleByFile[path] { return module }
        var moduleOfFolder: [String: String] = [:]
        var describedFolders: [String: [DescribedMembership.Owner]] = [:]
        return assign(path, moduleOfFolder: &moduleOfFolder, describedFolders: &describedFolders)[0]
    }

    /// Every module compiling `path`: its module first.
    public func modules(of path: String) -> [String] {
        [module(of: path)] + (otherModules[path] ?? [])
    }

    /// The modules of one file, never empty. `moduleOfFolder` remembers a folder's module
    /// where the SwiftPM targets or the fallback decide, which depend only on the folder;
    /// `describedFolders`, the project descriptions' folders around a folder.
    private func assign(_ path: String, moduleOfFolder: inout [String: String],
                        describedFolders: inout [String: [DescribedMembership.Owner]]) -> [String] {
        let normalized = PathNames.normalize(path)
        let folder = PathNames.directory(ofNormalized: normalized)
        if let known = moduleOfFolder[folder] { return [known] }
        if let page = Self.playgroundModule(of: normalized) {
            moduleOfFolder[folder] = page
            return [page]
        }
        if let module = targetModule(ofFolder: folder) {
            moduleOfFolder[folder] = module
            return [module]
        }
        let modules = described.modules(of: normalized, folders: &describedFolders)
        if !modules.isEmpty { return modules }
        if let module = configured.module(of: normalized) { return [module] }
        // A package's files outside its targets (samples, references, tools) are the
        // package's, not one module with every other package's loose files.
        if let package = packageFolder(containing: folder) {
            let last = PathNames.lastComponent(package)
            let name = last.isEmpty || last == "." || last == "/" ? fallbackName : last
            if described.isEmpty, configured.isEmpty { moduleOfFolder[folder] = name }
            return [name]
        }
        if described.isEmpty, configured.isEmpty { moduleOfFolder[folder] = fallbackName }
        return [fallbackName]
    }

    /// A playground page is a program of its own (`Tour.playground/Pages/Intro.xcplaygroundpage`
    /// → `Tour.playground/Intro`); the playground's `Sources` and a one-page playground's
    /// `Contents.swift` are the playground's.
    static func playgroundModule(of path: String) -> String? {
        guard NameBytes.contains(".playground", in: path) else { return nil }
        let components = path.split(separator: "/")
        guard let playground = components.lastIndex(where: { $0.hasSuffix(".playground") }) else { return nil }
        if let page = components[playground...].first(where: { $0.hasSuffix(".xcplaygroundpage") }) {
            return components[playground] + "/" + page.dropLast(".xcplaygroundpage".count)
        }
        return String(components[playground])
    }

    private func packageFolder(containing folder: String) -> String? {
        packageFolders.first { $0 == "." || folder == $0 || folder.hasPrefix($0 + "/") }
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
}
