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
        // Otherwise on the UTF-8 bytes: every file of a folder outside the current one
        // comes this way.
        let path = normalize(path), base = normalize(base)
        if let relative = PathNames.relativeBetweenAbsolute(path, base) { return relative }
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
