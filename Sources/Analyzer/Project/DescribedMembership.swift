import DilintFacts
import DilintSyntax

/// Which targets of the project descriptions (Xcode, XcodeGen, Tuist) compile a file,
/// in the order the precedence asks: only the first kind of description that claims
/// the file counts — Xcode projects, then XcodeGen specs (a generated project repeats
/// its spec's targets under other names), then Tuist manifests; within it, a file named
/// by a build phase comes before the innermost synchronized or listed folder holding it,
/// before a glob.
///
/// Cost: a dictionary of files and one of folders; per file one lookup per enclosing
/// folder, plus each Tuist glob (a handful per manifest).
struct DescribedMembership {
    struct Owner: Hashable {
        var module: String
        /// The kind of description's place in the precedence.
        var precedence: Int
    }

    private var byFile: [String: [Owner]] = [:]
    private var byFolder: [String: [Owner]] = [:]
    private var excluded: [String: Set<String>] = [:]
    private var globs: [(folder: String, glob: Glob, owner: Owner)] = []
    private(set) var info: [String: ModuleInfo] = [:]

    var isEmpty: Bool { byFile.isEmpty && byFolder.isEmpty && globs.isEmpty }

    /// `taken`: the SwiftPM targets' names. A target named like one of them, or like a
    /// target of another description, is another module (an Xcode project's
    /// `ResolverTests` beside the package's): it is told apart by its description,
    /// `ResolverTests (Resolver/Resolver.xcodeproj)`, instead of merged with it.
    init(_ descriptions: [ProjectDescription], taken: Set<String> = []) {
        let order: [ProjectDescription.Kind] = [.xcodeproj, .xcodegen, .tuist]
        let sorted = descriptions.enumerated().sorted { a, b in
            let (x, y) = (order.firstIndex(of: a.element.kind)!, order.firstIndex(of: b.element.kind)!)
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        var describedBy: [String: String] = [:]
        for description in sorted {
            let precedence = order.firstIndex(of: description.kind)!
            let place = description.kind == .xcodeproj ? PathNames.directory(of: description.path) : description.path
            let directory = PathNames.normalize(description.directory)
            for target in description.targets {
                var name = target.name
                if taken.contains(name) || describedBy[name].map({ $0 != description.path }) ?? false {
                    name += " (\(place))"
                }
                describedBy[name] = description.path
                if info[name] == nil {
                    info[name] = ModuleInfo(name: name, origin: Self.origin(description), isTest: target.isTest,
                                                   swiftVersion: target.swiftVersion, defaultIsolation: target.defaultIsolation)
                }
                let owner = Owner(module: name, precedence: precedence)
                for file in target.files { byFile[PathNames.join(directory, file), default: []].append(owner) }
                for folder in target.folders { byFolder[PathNames.join(directory, folder), default: []].append(owner) }
                for file in target.excludedFiles { excluded[PathNames.join(directory, file), default: []].insert(name) }
                for glob in target.globs { globs.append((directory, glob, owner)) }
            }
        }
    }

    /// The modules compiling `normalized` (a normalized path), the one it is analyzed
    /// in first; empty when no description claims it.
    func modules(of normalized: String) -> [String] {
        var folders: [String: [Owner]] = [:]
        return modules(of: normalized, folders: &folders)
    }

    /// The same, remembering in `folders` the owners of the folders around each file's
    /// folder, innermost first: the files of one folder walk up the same folders.
    func modules(of normalized: String, folders: inout [String: [Owner]]) -> [String] {
        var owners = byFile[normalized] ?? []
        if !byFolder.isEmpty {
            let directory = PathNames.directory(ofNormalized: normalized)
            if let around = folders[directory] {
                owners += around
            } else {
                var around: [Owner] = []
                var folder = directory
                while true {
                    around += byFolder[folder] ?? []
                    if folder == "." || folder == "/" { break }
                    folder = PathNames.directory(ofNormalized: folder)
                }
                folders[directory] = around
                owners += around
            }
        }
        for entry in globs {
            guard let components = PathNames.components(of: normalized, below: entry.folder),
                  entry.glob.matchesExactly(components) else { continue }
            owners.append(entry.owner)
        }
        let notHere = excluded[normalized] ?? []
        owners.removeAll { notHere.contains($0.module) }
        guard let first = owners.map(\.precedence).min() else { return [] }
        var seen: Set<String> = []
        return owners.filter { $0.precedence == first && seen.insert($0.module).inserted }.map(\.module)
    }

    private static func origin(_ description: ProjectDescription) -> ModuleInfo.Origin {
        switch description.kind {
        case .xcodeproj: .xcodeproj(description.path)
        case .xcodegen: .xcodegen(description.path)
        case .tuist: .tuist(description.path)
        }
    }
}
