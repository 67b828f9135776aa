import DilintSyntax
import Foundation

/// What dilint knows of one SwiftPM manifest: its targets and where their sources live.
/// Read from tokens (`PackageManifestReader`), never by running the manifest.
public struct PackageManifest: Hashable, Sendable {
    /// The manifest's path as given.
    public var path: String
    /// The folder holding the manifest: target folders are relative to it.
    public var directory: String
    /// `Package(name: "…")` when written as a literal.
    public var packageName: String?
    public var targets: [PackageTarget]
    /// `// swift-tools-version:6.0` on the first line: `"6.0"`.
    public var toolsVersion: String?
    /// `swiftLanguageModes:` (or the older `swiftLanguageVersions:`) of `Package(…)`, as
    /// written: `["5", "6"]`.
    public var languageModes: [String] = []

    public init(path: String, directory: String, packageName: String? = nil, targets: [PackageTarget] = []) {
        self.path = path
        self.directory = directory
        self.packageName = packageName
        self.targets = targets
    }

    public func target(named name: String) -> PackageTarget? {
        targets.first { $0.name == name }
    }

    /// The language mode a target is built in: its own `.swiftLanguageMode(…)`, else the
    /// newest of the package's `swiftLanguageModes`, else the tools version's (a 6.x
    /// manifest builds in the Swift 6 mode).
    public func languageMode(of target: PackageTarget) -> String? {
        if let mode = target.languageMode { return mode }
        if let newest = languageModes.max(by: { $0.compare($1, options: .numeric) == .orderedAscending }) { return newest }
        guard let tools = toolsVersion, let major = tools.split(separator: ".").first else { return nil }
        return Int(major).map { $0 >= 6 ? "6" : "5" }
    }
}

/// One `.target(…)`, `.testTarget(…)`, … call whose `name:` is a string literal.
public struct PackageTarget: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case regular = "target"
        case executable = "executableTarget"
        case test = "testTarget"
        case macro
        case plugin
        case systemLibrary
    }

    public var name: String
    public var kind: Kind
    /// The `path:` argument when it is a string literal.
    public var path: String?
    /// Target names from `dependencies:` written as `"X"`, `.target(name: "X")` or
    /// `.byName(name: "X")`; products and non-literal entries are left out.
    public var dependencies: [String]
    /// Byte offset of the call's name (`target` in `.target(`) in the manifest.
    public var offset: Int
    /// `swiftSettings: [.swiftLanguageMode(.v5)]` (or `.swiftLanguageVersion`): `"5"`.
    public var languageMode: String?
    /// `swiftSettings: [.defaultIsolation(MainActor.self)]`: `"MainActor"`.
    public var defaultIsolation: String?

    public init(name: String, kind: Kind, path: String? = nil, dependencies: [String] = [], offset: Int = 0) {
        self.name = name
        self.kind = kind
        self.path = path
        self.dependencies = dependencies
        self.offset = offset
    }

    /// Source folders relative to the package, most likely first. With `path:` that is
    /// the only one; otherwise every folder SwiftPM would search (`Sources/<name>`,
    /// `Source/<name>`, `src/<name>`, `srcs/<name>`; `Tests/<name>` for tests,
    /// `Plugins/<name>` for plugins). Listing them all costs nothing: a folder that does
    /// not exist contains no files.
    public var sourceFolders: [String] {
        if let path { return [path] }
        switch kind {
        case .test: return ["Tests/" + name]
        case .plugin: return ["Plugins/" + name]
        default: return ["Sources/", "Source/", "src/", "srcs/"].map { $0 + name }
        }
    }

    /// The folder SwiftPM uses when it exists: `path:` or the conventional default.
    public var sourceFolder: String { sourceFolders[0] }
}
