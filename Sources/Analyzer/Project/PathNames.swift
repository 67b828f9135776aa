/// Path arithmetic on strings, without touching the file system: module assignment must
/// work on the paths the file walk produced, whatever their spelling.
enum PathNames {
    /// `./a//b/../c/` → `a/c`; `/x/./y` → `/x/y`; `""` and `.` → `.`.
    static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `normalize` would give `path` back: no empty, `.` or `..` component and no
    /// trailing slash. Paths from the file walk nearly always are.
    static func isNormalized(_ path: String) -> Bool {
        // Asked several times of every path: read from the string's contiguous bytes.
        var path = path
        return path.withUTF8 { bytes in
            var componentLength = 0
            var dots = 0
            for offset in bytes.indices {
                if bytes[offset] == UInt8(ascii: "/") {
                    if offset > 0, componentLength == 0 || componentLength == dots && dots <= 2 { return false }
                    componentLength = 0
                    dots = 0
                } else {
                    componentLength += 1
                    if bytes[offset] == UInt8(ascii: ".") { dots += 1 }
                }
            }
            return componentLength > 0 && !(componentLength == dots && dots <= 2)
        }
    }

    // The slashes are looked for in the UTF-8 bytes: searching a String for a Character
    // breaks every grapheme of the path on the way, for every file.

    /// The folder part of a path (`a/b/c.swift` → `a/b`); `.` for a bare name.
    static func directory(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    static func lastComponent(_ path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.utf8.lastIndex(of: UInt8(ascii: "/")) else { return normalized }
        return String(normalized[normalized.utf8.index(after: slash)...])
    }

    /// `folder` + `/` + `relative`, normalized; `relative` may be `.` or empty.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if folder == "." { return normalize(relative) }
        return normalize(folder + "/" + relative)
    }

    /// Components of `path` below `folder` when `path` lies inside it, nil otherwise.
    static func components(of path: String, below folder: String) -> [Substring]? {
        if folder == "." { return path.hasPrefix("/") ? nil : slashSeparated(path[...]) }
        if path == folder { return [] }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard path.hasPrefix(prefix) else { return nil }
        // `hasPrefix` compares canonically equivalent text; the bytes nearly always match too.
        guard path.utf8.starts(with: prefix.utf8) else { return slashSeparated(path.dropFirst(prefix.count)) }
        return slashSeparated(path[path.utf8.index(path.startIndex, offsetBy: prefix.utf8.count)...])
    }

    /// The non-empty components between slashes.
    private static func slashSeparated(_ path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
