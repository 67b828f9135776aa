import DilintSyntax

/// Path arithmetic on strings, without touching the file system: module assignment must
/// work on the paths the file walk produced, whatever their spelling.
package enum PathNames {
    /// `./a//b/../c/` → `a/c`; `/x/./y` → `/x/y`; `""` and `.` → `.`.
    package static func normalize(_ path: String) -> String {
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

    /// How normalized absolute `path` reads from normalized absolute `base`, found in one
    /// pass over their bytes: the folders they share, a `..` for each of the base's past
    /// those, then the rest of the path (a walked file under the base: what follows the
    /// base and a slash). Splitting both into components cost ~14,000 instructions a file.
    /// Nil unless both are absolute.
    static func relativeBetweenAbsolute(_ path: String, _ base: String) -> String? {
        let slash = UInt8(ascii: "/")
        var path = path, base = base
        return path.withUTF8 { target in
            base.withUTF8 { from -> String? in
                guard target.first == slash, from.first == slash else { return nil }
                // The root's slash ends no folder: below it, the path reads as it is written.
                if from.count == 1 { return target.count == 1 ? "." : String(decoding: target[1...], as: UTF8.self) }
                var same = 0
                while same < target.count, same < from.count, target[same] == from[same] { same += 1 }
                // Where the shared folders end: at a slash both have, or where one ends.
                let atBoundary = (same == target.count || target[same] == slash) && (same == from.count || from[same] == slash)
                let sharedEnd = atBoundary ? same : (target[..<same].lastIndex(of: slash) ?? 0)
                let ups = from[sharedEnd...].reduce(0) { $0 + ($1 == slash ? 1 : 0) }
                let rest = sharedEnd < target.count ? UnsafeBufferPointer(rebasing: target[(sharedEnd + 1)...]) : UnsafeBufferPointer(start: nil, count: 0)
                if ups == 0 { return rest.isEmpty ? "." : String(decoding: rest, as: UTF8.self) }
                var bytes: [UInt8] = []
                bytes.reserveCapacity(ups * 3 + rest.count)
                for up in 0..<ups {
                    if up > 0 { bytes.append(slash) }
                    bytes.append(UInt8(ascii: "."))
                    bytes.append(UInt8(ascii: "."))
                }
                if !rest.isEmpty {
                    bytes.append(slash)
                    bytes += rest
                }
                return String(decoding: bytes, as: UTF8.self)
            }
        }
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
    package static func directory(of path: String) -> String {
        directory(ofNormalized: normalize(path))
    }

    package static func directory(ofNormalized normalized: String) -> String {
        guard let slash = normalized.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    package static func lastComponent(_ path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.utf8.lastIndex(of: UInt8(ascii: "/")) else { return normalized }
        return String(normalized[normalized.utf8.index(after: slash)...])
    }

    /// `folder` + `/` + `relative`, normalized; `relative` may be `.` or empty.
    package static func join(_ folder: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        if folder == "." { return normalize(relative) }
        return normalize(folder + "/" + relative)
    }

    /// Components of `path` below `folder` when `path` lies inside it, nil otherwise.
    package static func components(of path: String, below folder: String) -> [Substring]? {
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
