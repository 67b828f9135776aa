import Foundation

/// Finds the `.swift` files to analyze under the named paths (SPEC §1 data flow: the
/// first step). Folders matched by `excluded` are never entered; with `included`
/// patterns, folders that cannot contain a match are never entered either. Symbolic
/// links to folders are followed, each real folder is visited once, and a link back
/// to a folder being walked is reported as a loop. Problems are collected, never
/// thrown: the rest of the walk goes on.
public struct FileWalk: Sendable {
    /// Folders skipped even when hidden folders are not.
    public static let toolFolders: Set<String> = [".build", ".git", ".swiftpm"]

    public var included: [Glob]
    public var excluded: [Glob]
    /// The folder the patterns are relative to (the configuration file's folder).
    public var baseDirectory: String
    /// Display paths are relative to this folder (the current directory by default).
    public var displayBase: String
    public var skipsHiddenFolders = true

    public init(included: [Glob] = [], excluded: [Glob] = [], baseDirectory: String = ".", displayBase: String? = nil) {
        self.included = included
        self.excluded = excluded
        self.baseDirectory = FilePaths.absolute(baseDirectory)
        self.displayBase = FilePaths.absolute(displayBase ?? ".")
    }

    public init(configuration: Configuration, displayBase: String? = nil) {
        self.init(included: configuration.included, excluded: configuration.excluded,
                  baseDirectory: configuration.baseDirectory, displayBase: displayBase)
    }

    /// Walks `inputs` (files or folders, relative to the current directory or absolute).
    /// A named input is taken as asked: the patterns apply to what is found below it.
    public func run(inputs: [String]) -> FileWalkResult {
        var walk = Walk(settings: self)
        for input in inputs {
            let absolute = FilePaths.absolute(input)
            switch FileSystemEntry(path: absolute) {
            case .missing, .brokenLink:
                walk.result.missingInputs.append(input)
            case .directory:
                let relative = FilePaths.components(FilePaths.relative(absolute, to: baseDirectory)).filter { $0 != "." }
                let components = Walk.Components(absolute: FilePaths.components(absolute), relative: relative)
                let isIncluded = included.isEmpty || included.contains { glob in
                    glob.matches((glob.isAbsolute ? absolute : relative.joined(separator: "/")))
                }
                walk.visitDirectory(absolute, components: components, isIncluded: isIncluded)
            case .regularFile where absolute.hasSuffix(".swift"):
                walk.addFile(absolute)
            case .regularFile:
                walk.report(.notASwiftFile, absolute, "not a Swift file; skipped")
            case .special:
                walk.report(.notARegularFile, absolute, "not a regular file; skipped")
            }
        }
        return walk.finish()
    }
}

public struct FileWalkResult: Hashable, Sendable {
    /// Sorted by display path; each real file once.
    public var files: [InputFile] = []
    /// Sorted by path, for stderr.
    public var problems: [FileWalkProblem] = []
    /// Named inputs that do not exist, as they were given (SPEC §2: exit 2).
    public var missingInputs: [String] = []
}

public struct InputFile: Hashable, Sendable {
    public var absolutePath: String
    /// Relative to the walk's display base, e.g. `App/Orders/OrdersVM.swift`.
    public var displayPath: String
}

public struct FileWalkProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case unreadableDirectory, unreadableFile, brokenSymlink, symlinkLoop, notARegularFile, notASwiftFile
    }

    public var kind: Kind
    /// The display path.
    public var path: String
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// The state of one `FileWalk.run`.
private struct Walk {
    struct Components {
        var absolute: [Substring]
        /// Relative to the base directory, what patterns are matched against.
        var relative: [Substring]

        func appending(_ name: String) -> Components {
            Components(absolute: absolute + [Substring(name)], relative: relative + [Substring(name)])
        }
    }

    let settings: FileWalk
    var result = FileWalkResult()
    /// Real paths of the folders being walked, from the input down to the current one.
    var ancestors: Set<String> = []
    var visited: Set<String> = []
    var found: [(file: InputFile, realPath: String)] = []

    init(settings: FileWalk) {
        self.settings = settings
    }

    mutating func visitDirectory(_ path: String, components: Components, isIncluded: Bool) {
        guard let real = FileSystemEntry.realPath(path) else {
            report(.symlinkLoop, path, "cannot resolve the folder's real path (symbolic link loop?); skipped")
            return
        }
        if ancestors.contains(real) {
            report(.symlinkLoop, path, "symbolic link loop: leads back to '\(display(real))'; not followed")
            return
        }
        // Reached again through another link: its files are already in the list.
        guard visited.insert(real).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            report(.unreadableDirectory, path, "cannot read folder: \(reason(error))")
            return
        }
        ancestors.insert(real)
        defer { ancestors.remove(real) }
        for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let child = path == "/" ? "/" + name : path + "/" + name
            let childComponents = components.appending(name)
            switch FileSystemEntry(path: child) {
            case .directory:
                if FileWalk.toolFolders.contains(name) || settings.skipsHiddenFolders && name.hasPrefix(".") { continue }
                if isExcluded(childComponents) { continue }
                let childIncluded = isIncluded || settings.included.contains { matchesExactly($0, childComponents) }
                if !childIncluded && !settings.included.contains(where: { couldMatchInside($0, childComponents) }) {
                    continue
                }
                visitDirectory(child, components: childComponents, isIncluded: childIncluded)
            case .regularFile:
                guard name.hasSuffix(".swift"), !isExcluded(childComponents) else { continue }
                guard isIncluded || settings.included.contains(where: { matchesExactly($0, childComponents) }) else { continue }
                addFile(child)
            case .brokenLink:
                if name.hasSuffix(".swift") { report(.brokenSymlink, child, "symbolic link to a missing file; skipped") }
            case .special:
                if name.hasSuffix(".swift") { report(.notARegularFile, child, "not a regular file; skipped") }
            case .missing:
                continue
            }
        }
    }

    mutating func addFile(_ path: String) {
        guard FileSystemEntry.isReadable(path) else {
            report(.unreadableFile, path, "cannot read file: permission denied")
            return
        }
        let file = InputFile(absolutePath: path, displayPath: display(path))
        found.append((file, FileSystemEntry.realPath(path) ?? path))
    }

    mutating func report(_ kind: FileWalkProblem.Kind, _ path: String, _ message: String) {
        result.problems.append(FileWalkProblem(kind: kind, path: display(path), message: message))
    }

    mutating func finish() -> FileWalkResult {
        found.sort { $0.file.displayPath.utf8.lexicographicallyPrecedes($1.file.displayPath.utf8) }
        var seen: Set<String> = []
        result.files = found.filter { seen.insert($0.realPath).inserted }.map(\.file)
        result.problems.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        return result
    }

    private func isExcluded(_ components: Components) -> Bool {
        settings.excluded.contains { matchesExactly($0, components) }
    }

    private func matchesExactly(_ glob: Glob, _ components: Components) -> Bool {
        glob.matchesExactly(glob.isAbsolute ? components.absolute : components.relative)
    }

    private func couldMatchInside(_ glob: Glob, _ components: Components) -> Bool {
        glob.couldMatchInside(glob.isAbsolute ? components.absolute : components.relative)
    }

    private func display(_ path: String) -> String {
        FilePaths.relative(path, to: settings.displayBase)
    }

    private func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain, let message = strerror(Int32(code)) {
            return String(cString: message).lowercased()
        }
        return (error as NSError).localizedDescription
    }
}
