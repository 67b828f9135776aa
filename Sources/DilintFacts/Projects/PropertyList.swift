/// An OpenStep-style property list (what `project.pbxproj` is written in): strings,
/// arrays `( a, b, )` and dictionaries `{ key = value; }`, with `/* */` and `//`
/// comments. Read by `PropertyList.parse`; nil for anything it cannot read, since the
/// file belongs to Xcode and a broken one is Xcode's to report.
public enum PropertyList: Hashable, Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    public var string: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var array: [PropertyList]? {
        if case .array(let a) = self { return a }
        return nil
    }

    public var dictionary: [String: PropertyList]? {
        if case .dictionary(let d) = self { return d }
        return nil
    }

    public subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// Nesting is capped, so no input can exhaust the stack (a pbxproj nests five deep).
    public static let maximumDepth = 64

    public static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var reader = PropertyListReader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipTrivia()
        return reader.position == bytes.count ? value : nil
    }
}

private struct PropertyListReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func value(depth: Int) -> PropertyList? {
        guard depth < PropertyList.maximumDepth else { return nil }
        skipTrivia()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            // Listed, then hashed once at their number: a pbxproj holds hundreds of small
            // dictionaries, each of which grew by rehashing.
            var entries: [(String, PropertyList)] = []
            while true {
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return .dictionary(Dictionary(entries, uniquingKeysWith: { _, last in last }))
                }
                guard case .string(let key)? = scalar(), expect(UInt8(ascii: "=")),
                      let item = value(depth: depth + 1), expect(UInt8(ascii: ";")) else { return nil }
                entries.append((key, item))
            }
        case UInt8(ascii: "("):
            position += 1
            var items: [PropertyList] = []
            while true {
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ")") { position += 1; return .array(items) }
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipTrivia()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
                else if position < bytes.count, bytes[position] != UInt8(ascii: ")") { return nil }
            }
        default:
            return scalar()
        }
    }

    private mutating func expect(_ byte: UInt8) -> Bool {
        skipTrivia()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A quoted string, or a run of the characters an unquoted one may hold (`<data>` is
    /// read as such a run: nothing here needs its value).
    private mutating func scalar() -> PropertyList? {
        skipTrivia()
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") { return quoted() }
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        return .string(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private static func isUnquoted(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""):
            return false
        default:
            return true
        }
    }

    private mutating func quoted() -> PropertyList? {
        position += 1
        // Most quoted strings hold no escape: taken as they lie.
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { position = end + 1 }
            return .string(String(decoding: bytes[position..<end], as: UTF8.self))
        }
        var out: [UInt8] = []
        while position < bytes.count {
            let b = bytes[position]
            position += 1
            if b == UInt8(ascii: "\"") { return .string(String(decoding: out, as: UTF8.self)) }
            if b == UInt8(ascii: "\\"), position < bytes.count {
                let e = bytes[position]
                position += 1
                switch e {
                case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                default: out.append(e)
                }
            } else {
                out.append(b)
            }
        }
        return nil
    }

    mutating func skipTrivia() {
        while position < bytes.count {
            let b = bytes[position]
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                position += 1
            } else if b == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else if b == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }
}
