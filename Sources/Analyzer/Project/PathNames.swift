/// Path arithmetic on strings, without touching the file system: module assignment must
/// work on the paths the file walk produced, whatever their spelling.
enum PathNames {
    /// `./a//b/../c/` → `a/c`; `/x/./y` → `/x/y`; `""` and `.` → `.`.
    static func normalize(_ path: String) -> String {
        if isNormalized(path) { return path }
        // On the UTF-8 bytes: a path outside the current folder (`../…`) takes this way
        // for every file, and Characters made it a tenth of a run.
        let isAbsolute = path.utf8.first == UInt8(ascii: "/")
        var parts: [ArraySlice<UInt8>] = []
        for part in byteComponents(path) {
            if part.count == 1, part.first == UInt8(ascii: ".") { continue }
            if isParent(part), let last = parts.last, !isParent(last) {
                parts.removeLast()
                continue
            }
            if isParent(part), isAbsolute { continue }
            parts.append(part)
        }
        return joined(parts, absolute: isAbsolute)
    }

    /// The non-empty components between slashes, as UTF-8 bytes.
    static func byteComponents(_ path: String) -> [ArraySlice<UInt8>] {
        Array(path.utf8).split(separator: UInt8(ascii: "/"))
    }

    /// Byte components joined by slashes (after a leading one when `absolute`); `.` for
    /// none.
    static func joined(_ parts: [ArraySlice<UInt8>], absolute: Bool) -> String {
        var bytes: [UInt8] = absolute ? [UInt8(ascii: "/")] : []
        for (index, part) in parts.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "/")) }
            bytes += part
        }
        return bytes.isEmpty ? "." : String(decoding: bytes, as: UTF8.self)
    }

    private static func isParent(_ part: ArraySlice<UInt8>) -> Bool {
        part.count == 2 && part.allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// Whether `normalize` would give `path` back: no empty or `.` component, no `..`
    /// but those leading a relative path, and no trailing slash. Paths from the file walk
    /// nearly always are, and so are those it makes from a folder outside the current one.
    static func isNormalized(_ path: String) -> Bool {
        // Asked several times of every path: read from the string's contiguous bytes, a
        // component at a time, and only one starting with a dot looked at more closely.
        var path = path
        return path.withUTF8 { bytes in
            let count = bytes.count
            guard count > 0, bytes[count - 1] != UInt8(ascii: "/") else { return false }
            // A relative path may start with `..` components, and only there.
            var leadingParents = bytes[0] != UInt8(ascii: "/")
            var start = leadingParents ? 0 : 1
            while start < count {
                var end = start
                while end < count, bytes[end] != UInt8(ascii: "/") { end += 1 }
                let length = end - start
                if length == 0 { return false }
                let isDots = bytes[start] == UInt8(ascii: ".") && (length == 1 || (length == 2 && bytes[start + 1] == UInt8(ascii: ".")))
                if isDots {
                    if length == 1 || !leadingParents { return false }
                } else {
                    leadingParents = false
                }
                start = end + 1
            }
            return true
        }
    }

    // The slashes are looked for in the UTF-8 bytes: searching a String for a Character
    // breaks every grapheme of the path on the way, for every file.

    /// The folder part of a path (`a/b/c.swift` → `a/b`); `.` for a bare name.
    static func directory(of path: String) -> String {
        directory(ofNormalized: normalize(path))
    }

    static func directory(ofNormalized normalized: String) -> String {
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
    static func slashSeparated(_ path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }
}
