import DilintSyntax

/// What a project file other than `Package.swift` says about the modules: an Xcode
/// project, an XcodeGen spec or a Tuist manifest. Read without running or generating
/// anything; a file that cannot be read describes nothing (not a user error: the tool
/// that owns the file is the judge of its shape).
public struct ProjectDescription: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case xcodeproj, xcodegen = "project.yml", tuist = "Project.swift"
    }

    public var kind: Kind
    /// The description file's path as given (`App.xcodeproj/project.pbxproj`, `project.yml`).
    public var path: String
    /// The folder the targets' paths are relative to: the one holding the `.xcodeproj`,
    /// `project.yml` or `Project.swift`.
    public var directory: String
    public var targets: [DescribedTarget]
    /// The file's bytes' hash: what a run's findings depend on (`Linter.runKey`).
    public var contentHash: UInt64

    public init(kind: Kind, path: String, directory: String, targets: [DescribedTarget] = [], contentHash: UInt64 = 0) {
        self.kind = kind
        self.path = path
        self.directory = directory
        self.targets = targets
        self.contentHash = contentHash
    }

    /// Which kind of description a path names, if any: `…/X.xcodeproj/project.pbxproj`,
    /// `project.yml` or Tuist's `Project.swift`.
    public static func kind(ofPath path: String) -> Kind? {
        let name = PathNames.lastComponent(path)
        switch name {
        case "project.pbxproj":
            return PathNames.lastComponent(PathNames.directory(of: path)).hasSuffix(".xcodeproj") ? .xcodeproj : nil
        case "project.yml": return .xcodegen
        case "Project.swift": return .tuist
        default: return nil
        }
    }
}

/// One target of a project description and the sources it compiles, relative to the
/// description's `directory`.
public struct DescribedTarget: Hashable, Sendable {
    public var name: String
    /// A unit- or UI-test bundle.
    public var isTest: Bool
    /// `SWIFT_VERSION` / `swiftVersion`, when the description states it.
    public var swiftVersion: String?
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION` (`MainActor`, `nonisolated`), when stated.
    public var defaultIsolation: String?
    /// Source files named one by one (an Xcode build phase's files).
    public var files: [String]
    /// Folders whose every file is a source (synchronized folders, XcodeGen `sources:`).
    public var folders: [String]
    /// Globs (Tuist's `sources: ["Sources/**"]`).
    public var globs: [Glob]
    /// Files inside `folders` that are not sources of this target.
    public var excludedFiles: [String]

    public init(name: String, isTest: Bool = false, swiftVersion: String? = nil, defaultIsolation: String? = nil,
                files: [String] = [], folders: [String] = [], globs: [Glob] = [], excludedFiles: [String] = []) {
        self.name = name
        self.isTest = isTest
        self.swiftVersion = swiftVersion
        self.defaultIsolation = defaultIsolation
        self.files = files
        self.folders = folders
        self.globs = globs
        self.excludedFiles = excludedFiles
    }
}
