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
        // A walked file under the base: what follows the base's path and a slash.
        let baseLength = base.utf8.count
        if base.hasPrefix("/"), path.utf8.count > baseLength + 1, path.utf8.starts(with: base.utf8),
           path.utf8.dropFirst(baseLength).first == UInt8(ascii: "/"), PathNames.isNormalized(base), PathNames.isNormalized(path) {
            return String(decoding: path.utf8.dropFirst(baseLength + 1), as: UTF8.self)
        }
        let target = components(normalize(path))
        let from = components(normalize(base))
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        let rest = target[common...].map(String.init)
        let parts = ups + rest
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    public static func components(_ path: String) -> [Substring] {
        path.split(separator: "/", omittingEmptySubsequences: true)
    }

    public static func parent(of path: String) -> String {
        PathNames.directory(of: path)
    }

    public static func lastComponent(_ path: String) -> String {
        components(path).last.map(String.init) ?? path
    }
}
