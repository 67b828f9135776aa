import DilintSyntax

/// Reads the project files the walk found (`FileWalkResult.projectFiles`: Xcode projects
/// and XcodeGen specs), once per run; Tuist manifests are Swift files and are read from
/// the analyzed sources (`read(tuist:)`). One that cannot be read describes nothing.
public enum ProjectDescriptions {
    public static func read(_ files: [InputFile]) -> [ProjectDescription] {
        files.compactMap { input in
            guard let kind = ProjectDescription.kind(ofPath: input.displayPath), kind != .tuist,
                  let bytes = FileBytes.contents(of: input.absolutePath) else { return nil }
            return read(bytes: bytes, kind: kind, path: input.displayPath)
        }
    }

    public static func read(bytes: [UInt8], kind: ProjectDescription.Kind, path: String) -> ProjectDescription {
        switch kind {
        case .xcodeproj: return XcodeProjectReader.read(bytes: bytes, path: path)
        case .xcodegen: return XcodeGenReader.read(bytes: bytes, path: path)
        case .tuist: return TuistManifestReader.read(SourceFile(path: path, bytes: bytes))
        }
    }

    /// Whether a Swift source is a Tuist manifest, asked of every analyzed file.
    /// (The bytes are compared where they lie: normalizing every path cost more.)
    public static func isTuistManifest(path: String) -> Bool {
        let name = "Project.swift".utf8
        let bytes = path.utf8
        guard bytes.count >= name.count, bytes.suffix(name.count).elementsEqual(name) else { return false }
        return bytes.count == name.count || bytes.dropLast(name.count).last == UInt8(ascii: "/")
    }
}
