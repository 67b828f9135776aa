import DilintSyntax
import Foundation

/// Lexical path arithmetic (no file system access beyond the current directory), so that
/// the same inputs always give the same absolute and display paths.
public enum FilePaths {
    /// `path` made absolute against `directory` (default: the current directory), with
    /// `.`, `..` and repeated slashes removed.
    public static func absolute(_ path: String, from directory: String? = nil) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        let base = directory.map { absolute($0) } ?? FileManager.default.currentDirectoryPath
        return normalize(base + "/" + path)
    }

    public static func normalize(_ path: String) -> String {
        PathNames.normalize(path)
    }

    /// How `path` reads from `base` (both absolute): `App/A.swift`, `../Shared/B.swift`,
    /// or `.` for the base itself.
    public static func relative(_ path: String, to base: String) -> String {
        let path = normalize(path), base = normalize(base)
        if let relative = PathNames.relativeBetweenAbsolute(path, base) { return relative }
        // Relative paths, by their components.
        let target = PathNames.byteComponents(path)
        let from = PathNames.byteComponents(base)
        var common = 0
        while common < target.count, common < from.count, target[common].elementsEqual(from[common]) { common += 1 }
        var parts: [ArraySlice<UInt8>] = Array(repeating: [UInt8(ascii: "."), UInt8(ascii: ".")], count: from.count - common)
        parts += target[common...]
        return PathNames.joined(parts, absolute: false)
    }

    public static func components(_ path: String) -> [Substring] {
        PathNames.slashSeparated(path[...])
    }

    public static func parent(of path: String) -> String {
        PathNames.directory(of: path)
    }

    public static func lastComponent(_ path: String) -> String {
        components(path).last.map(String.init) ?? path
    }
}
