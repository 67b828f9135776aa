import DilintSyntax

/// Reads the targets of an Xcode project from its `project.pbxproj`: each native
/// target's Swift sources — the files of its Sources build phase, with their paths
/// worked out through the group chain, and its file-system-synchronized folders minus
/// their membership exceptions — whether it is a test bundle, and its Swift language
/// version and default actor isolation when a build configuration states them.
public enum XcodeProjectReader {
    static let testProductTypes: Set<String> = ["com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing"]

    /// `path` is the pbxproj's path as given; targets' paths come out relative to the
    /// folder holding the `.xcodeproj`.
    public static func read(bytes: [UInt8], path: String) -> ProjectDescription {
        let projectFolder = PathNames.directory(of: path)
        var description = ProjectDescription(kind: .xcodeproj, path: path, directory: PathNames.directory(of: projectFolder),
                                             contentHash: ContentHash.of(bytes))
        guard let plist = PropertyList.parse(bytes), let objects = plist["objects"], objects.isDictionary,
              let rootID = plist["rootObject"]?.string, let root = objects[rootID], root.isDictionary else { return description }
        let project = ObjectGraph(objects: objects)
        var paths: [String: String] = [:]
        if let mainGroup = root["mainGroup"]?.string {
            project.resolvePaths(of: mainGroup, parent: "", into: &paths, depth: 0)
        }
        // `projectDirPath` moves the source root; usually empty.
        if let moved = root["projectDirPath"]?.string, !moved.isEmpty, !moved.hasPrefix("/") {
            description.directory = PathNames.join(description.directory, moved)
        }
        let projectList = root["buildConfigurationList"]?.string
        let synchronized = project.synchronizedGroups(paths)
        for targetID in root["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], target["isa"]?.spells("PBXNativeTarget") == true,
                  let name = target["name"]?.string else { continue }
            var described = DescribedTarget(name: name, isTest: testProductTypes.contains(target["productType"]?.string ?? ""))
            let list = target["buildConfigurationList"]?.string
            described.swiftVersion = project.setting("SWIFT_VERSION", in: list) ?? project.setting("SWIFT_VERSION", in: projectList)
            described.defaultIsolation = project.setting("SWIFT_DEFAULT_ACTOR_ISOLATION", in: list)
                ?? project.setting("SWIFT_DEFAULT_ACTOR_ISOLATION", in: projectList)
            for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.spells("PBXSourcesBuildPhase") == true else { continue }
                for buildFileID in phase["files"]?.array?.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string, let file = paths[reference] else { continue }
                    described.files.append(file)
                }
            }
            let own = target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? []
            for (groupID, folder) in synchronized {
                let exceptions = project.exceptions(of: groupID, for: targetID).map { PathNames.join(folder, $0) }
                if own.contains(groupID) {
                    described.folders.append(folder)
                    described.excludedFiles += exceptions
                } else {
                    // An exception set naming a target that does not list the folder
                    // adds those files to it instead.
                    described.files += exceptions
                }
            }
            description.targets.append(described)
        }
        return description
    }
}

/// The pbxproj's objects and the walks over them.
private struct ObjectGraph {
    let objects: PropertyList

    /// Every group's and file reference's path relative to the project's folder, from the
    /// main group down; those relative to the SDK, the build products or an unknown
    /// root are left out (they are not the project's sources).
    func resolvePaths(of id: String, parent: String, into paths: inout [String: String], depth: Int) {
        guard depth < 64, let object = objects[id], object.isDictionary else { return }
        let own = object["path"]?.string
        let base: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": base = parent
        case "SOURCE_ROOT": base = ""
        case "<absolute>": base = own == nil ? nil : ""
        default: base = nil
        }
        guard let base else { return }
        let path = own.map { base.isEmpty ? $0 : PathNames.join(base, $0) } ?? base
        paths[id] = path.isEmpty ? "." : path
        for child in object["children"]?.array?.compactMap(\.string) ?? [] {
            resolvePaths(of: child, parent: path, into: &paths, depth: depth + 1)
        }
    }

    /// A build setting of a configuration list: the first configuration's that states it
    /// (Debug and Release state the same language mode).
    func setting(_ key: String, in listID: String?) -> String? {
        guard let listID, let configurations = objects[listID]?["buildConfigurations"]?.array else { return nil }
        for configurationID in configurations.compactMap(\.string) {
            if let value = objects[configurationID]?["buildSettings"]?[key]?.string { return value }
        }
        return nil
    }

    /// The membership exceptions the synchronized folder `groupID` makes for `targetID`,
    /// relative to the folder (a leading `/` marks a localized variant: not a source).
    func exceptions(of groupID: String, for targetID: String) -> [String] {
        var found: [String] = []
        for setID in objects[groupID]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
            guard let set = objects[setID], set["target"]?.string == targetID else { continue }
            found += (set["membershipExceptions"]?.array ?? []).compactMap(\.string).filter { !$0.hasPrefix("/") }
        }
        return found
    }

    func synchronizedGroups(_ paths: [String: String]) -> [(String, String)] {
        (objects.pairs ?? []).compactMap { key, object in
            guard object["isa"]?.spells("PBXFileSystemSynchronizedRootGroup") == true, let id = key.string, let path = paths[id] else { return nil }
            return (id, path)
        }.sorted { $0.0 < $1.0 }
    }
}
