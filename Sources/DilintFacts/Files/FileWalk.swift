import DilintSyntax

/// Finds the `.swift` files to analyze under the named paths (SPEC §1 data flow: the
/// first step). Folders matched by `excluded` are never entered; with `included`
/// patterns, folders that cannot contain a match are never entered either. Symbolic
/// links to folders are followed, each real folder is listed once, and a link to a
/// folder that contains it is reported as a loop. Problems are collected, never
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
        var walk = Walk(settings: self, inputCount: inputs.count)
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
                walk.walk(Walk.Folder(path: absolute, components: components, isIncluded: isIncluded,
                                      throughLink: FileSystemEntry.isSymbolicLink(absolute), display: walk.displayOfFolder(absolute)))
            case .regularFile where Walk.isSwiftFileName(absolute):
                walk.addFile(absolute, throughLink: FileSystemEntry.isSymbolicLink(absolute))
            case .regularFile:
                walk.report(.notASwiftFile, absolute, "not a Swift file; skipped")
            case .special:
                walk.report(.notARegularFile, absolute, "not a regular file; reading it could block; skipped")
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
    /// Project descriptions that are not Swift files (`X.xcodeproj/project.pbxproj`,
    /// `project.yml`), for the modules; `excluded` applies to them, `included` does not
    /// (a project file at the top describes the included folders below it).
    public var projectFiles: [InputFile] = []
}

public struct InputFile: Hashable, Sendable {
    public var absolutePath: String
    /// Relative to the walk's display base, e.g. `App/Orders/OrdersVM.swift`.
    public var displayPath: String
}

public struct FileWalkProblem: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        case unreadableDirectory, brokenSymlink, symlinkLoop, notARegularFile, notASwiftFile
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

        /// What a walk without patterns passes around: nothing is matched against it.
        static let unused = Components(absolute: [], relative: [])

        func appending(_ name: String) -> Components {
            Components(absolute: absolute + [Substring(name)], relative: relative + [Substring(name)])
        }
    }

    struct Folder {
        var path: String
        var components: Components
        /// Whether an included pattern matched this folder or one of its parents.
        var isIncluded: Bool
        /// Whether a symbolic link was followed to get here.
        var throughLink: Bool
        /// How the folder is shown, unless it holds the display base (`..`, `../..`): what
        /// it holds is then shown as the folder and the name, without working each out.
        var display: String?
        /// Known without asking the file system for a folder listed, not linked, in a
        /// folder whose real path is known: `realpath` reads every component's link.
        var realPath: String? = nil
    }

    struct Found {
        var file: InputFile
        var realPath: RealPath
        var throughLink: Bool
    }

    /// A file's real path, or the real folder and the name it is made of: joined only
    /// when files found twice are looked for.
    enum RealPath {
        case resolved(String)
        case inFolder(String, name: String)

        var path: String {
            switch self {
            case .resolved(let path): path
            case .inFolder(let folder, let name): Walk.path(name, in: folder)
            }
        }
    }

    let settings: FileWalk
    /// Whether anything is matched against paths' components: without patterns, they
    /// are not made at all.
    let usesPatterns: Bool
    /// With one input and no symbolic link followed, no file is found twice.
    let inputCount: Int
    var result = FileWalkResult()
    /// Real paths of the folders already listed.
    var visited: Set<String> = []
    /// Linked folders wait until every real folder has been walked, so that a file
    /// reachable both ways is shown under its real path; here, those met in one visit.
    var pendingLinks: [Folder] = []
    var found: [Found] = []

    init(settings: FileWalk, inputCount: Int) {
        self.settings = settings
        self.inputCount = inputCount
        usesPatterns = !settings.included.isEmpty || !settings.excluded.isEmpty
    }

    /// Folders are listed in the file system's order, not sorted: the files found are
    /// sorted once at the end. Only the links wait in an order of their own, the one a walk
    /// down the folders in name order meets them in, so that which of two links to a
    /// folder its files are shown under does not depend on the file system.
    mutating func walk(_ folder: Folder) {
        var links: [Folder] = []
        var next: Folder? = folder
        while let visiting = next {
            visitDirectory(visiting)
            links += pendingLinks.sorted { PathOrder.isMetFirst($0.path, $1.path) }
            pendingLinks = []
            next = links.isEmpty ? nil : links.removeFirst()
        }
    }

    private mutating func visitDirectory(_ folder: Folder) {
        guard let real = folder.realPath ?? FileSystemEntry.realPath(folder.path) else {
            report(.unreadableDirectory, folder.path, "cannot resolve the folder's real path; skipped")
            return
        }
        guard visited.insert(real).inserted else { return }
        let listed: [FileSystemEntry.Listed]
        switch FileSystemEntry.contents(ofDirectory: folder.path) {
        case .success(let list): listed = list
        case .failure(let failure):
            report(.unreadableDirectory, folder.path, "cannot read folder: \(failure.reason)")
            return
        }
        for item in listed {
            let name = item.name
            let isSwift = Self.isSwiftFileName(name)
            // A plain file that is not Swift source is of no interest, but a project file.
            if item.known == .regularFile, !isSwift, name != "project.yml" { continue }
            let child = Self.path(name, in: folder.path)
            let components = usesPatterns ? folder.components.appending(name) : .unused
            let shown = folder.display.map { $0 == "." ? name : NameBytes.joined($0, UInt8(ascii: "/"), name) }
            if !isSwift {
                if name == "project.yml" || name.hasSuffix(".xcodeproj") { addProjectFile(name, child, components, shown) }
                if item.known == .regularFile { continue }
            }
            let (entry, isLink) = item.known.map { ($0, false) } ?? FileSystemEntry.entry(at: child)
            switch entry {
            case .directory:
                if FileWalk.toolFolders.contains(name) || settings.skipsHiddenFolders && name.hasPrefix(".") { continue }
                if isExcluded(components) { continue }
                let isIncluded = folder.isIncluded || settings.included.contains { matchesExactly($0, components) }
                if !isIncluded && !settings.included.contains(where: { couldMatchInside($0, components) }) { continue }
                var sub = Folder(path: child, components: components, isIncluded: isIncluded, throughLink: folder.throughLink,
                                 display: shown ?? displayOfFolder(child))
                if isLink {
                    guard let target = FileSystemEntry.realPath(child) else { continue }
                    // A link to a folder that contains this one leads back here forever.
                    if real == target || real.hasPrefix(target == "/" ? "/" : target + "/") {
                        report(.symlinkLoop, child, "symbolic link loop: leads back to '\(display(target))'; not followed")
                        continue
                    }
                    sub.throughLink = true
                    pendingLinks.append(sub)
                } else {
                    sub.realPath = Self.path(name, in: real)
                    visitDirectory(sub)
                }
            case .regularFile:
                guard isSwift, !isExcluded(components) else { continue }
                guard folder.isIncluded || settings.included.contains(where: { matchesExactly($0, components) }) else { continue }
                // Not a link itself, the file's real path is its folder's and its name.
                addFile(child, throughLink: folder.throughLink || isLink, realPath: isLink ? nil : .inFolder(real, name: name), display: shown)
            case .brokenLink:
                if isSwift { report(.brokenSymlink, child, "symbolic link to a missing file; skipped") }
            case .special:
                if isSwift { report(.notARegularFile, child, "not a regular file; reading it could block; skipped") }
            case .missing:
                continue
            }
        }
    }

    /// A file that cannot be read is listed all the same, and named when it is read: a
    /// test here (`access`) cost a third of the walk, 4.3 of 12 ms on the corpus.
    mutating func addFile(_ path: String, throughLink: Bool, realPath: RealPath? = nil, display shown: String? = nil) {
        assert(shown == nil || shown == display(path))
        let file = InputFile(absolutePath: path, displayPath: shown ?? display(path))
        let realPath = realPath ?? .resolved(FileSystemEntry.realPath(path) ?? path)
        found.append(Found(file: file, realPath: realPath, throughLink: throughLink))
    }

    /// `project.yml` itself, or the `project.pbxproj` inside an `X.xcodeproj` folder
    /// (seen whether or not the walk goes on into the folder).
    mutating func addProjectFile(_ name: String, _ path: String, _ components: Components, _ shown: String?) {
        guard !isExcluded(components) else { return }
        let isSpec = name == "project.yml"
        let file = isSpec ? path : Self.path("project.pbxproj", in: path)
        guard case .regularFile = FileSystemEntry(path: file) else { return }
        let displayPath = shown.map { isSpec ? $0 : $0 + "/project.pbxproj" } ?? display(file)
        result.projectFiles.append(InputFile(absolutePath: file, displayPath: displayPath))
    }

    mutating func report(_ kind: FileWalkProblem.Kind, _ path: String, _ message: String) {
        result.problems.append(FileWalkProblem(kind: kind, path: display(path), message: message))
    }

    /// Keeps each real file once, preferring a path without links, sorted for display.
    mutating func finish() -> FileWalkResult {
        var files = found.map(\.file)
        // Each real folder is listed once: only another input or a link finds a file again.
        if inputCount > 1 || found.contains(where: \.throughLink) {
            let preferred = found.sorted { a, b in
                a.throughLink != b.throughLink ? !a.throughLink : PathOrder.precedes(a.file.displayPath, b.file.displayPath)
            }
            var seen: Set<String> = []
            files = preferred.filter { seen.insert($0.realPath.path).inserted }.map(\.file)
        }
        result.files = PathOrder.sortedByDisplayPath(files)
        var seenProjects: Set<String> = []
        result.projectFiles = PathOrder.sortedByDisplayPath(result.projectFiles.filter { seenProjects.insert(FileSystemEntry.realPath($0.absolutePath) ?? $0.absolutePath).inserted })
        result.problems.sort { ($0.path, $0.message) < ($1.path, $1.message) }
        return result
    }

    /// `name` inside the folder at `folder` (which may be the root).
    static func path(_ name: String, in folder: String) -> String {
        folder == "/" ? "/" + name : NameBytes.joined(folder, UInt8(ascii: "/"), name)
    }

    /// Whether the name ends in `.swift`, read from its bytes: asked of every name listed.
    static func isSwiftFileName(_ name: String) -> Bool {
        NameBytes.hasSuffix(".swift", name)
    }

    /// How a folder is shown, as `Folder.display` keeps it.
    func displayOfFolder(_ folder: String) -> String? {
        let shown = display(folder)
        return shown.utf8.split(separator: UInt8(ascii: "/")).allSatisfy { $0.elementsEqual("..".utf8) } ? nil : shown
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
}
