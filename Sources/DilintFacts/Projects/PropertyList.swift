/// An OpenStep-style property list (what `project.pbxproj` is written in): strings,
/// arrays `( a, b, )` and dictionaries `{ key = value; }`, with `/* */` and `//`
/// comments. Read by `PropertyList.parse`; nil for anything it cannot read, since the
/// file belongs to Xcode and a broken one is Xcode's to report.
///
/// A value is a view into the parsed file: strings stay bytes until one is asked for, and
/// a dictionary is its list of pairs (hashed when it is large, as `objects` is). A pbxproj
/// holds thousands of 24-character identifiers; as a tree of `String`s and `Dictionary`s
/// it cost more to read than all of a small app's Swift sources.
public struct PropertyList: Sendable {
    private let document: PropertyListDocument
    private let node: Int

    public var string: String? {
        let entry = document.nodes[node]
        switch entry.kind {
        case .unquoted: return String(decoding: document.bytes[entry.start..<entry.end], as: UTF8.self)
        case .quoted: return document.quotedString(entry)
        case .array, .dictionary: return nil
        }
    }

    public var array: [PropertyList]? {
        let entry = document.nodes[node]
        guard entry.kind == .array else { return nil }
        return document.children[entry.start..<entry.end].map { PropertyList(document: document, node: Int($0)) }
    }

    public var isDictionary: Bool { document.nodes[node].kind == .dictionary }

    /// Whether the value is the string `text`, without making a `String` of it.
    public func spells(_ text: String) -> Bool {
        let entry = document.nodes[node]
        switch entry.kind {
        case .unquoted: return text.utf8.elementsEqual(document.bytes[entry.start..<entry.end])
        case .quoted: return document.quotedString(entry) == text
        case .array, .dictionary: return false
        }
    }

    /// A dictionary's pairs, in the order written (a key given twice, twice).
    public var pairs: [(key: PropertyList, value: PropertyList)]? {
        let entry = document.nodes[node]
        guard entry.kind == .dictionary else { return nil }
        return stride(from: entry.start, to: entry.end, by: 2).map { index in
            (PropertyList(document: document, node: Int(document.children[index])),
             PropertyList(document: document, node: Int(document.children[index + 1])))
        }
    }

    /// A dictionary's value for `key`, the last one written when it is given twice.
    public subscript(key: String) -> PropertyList? {
        document.value(in: node, for: key).map { PropertyList(document: document, node: $0) }
    }

    /// Nesting is capped, so no input can exhaust the stack (a pbxproj nests five deep).
    public static let maximumDepth = 64

    public static func parse(_ bytes: [UInt8]) -> PropertyList? {
        var reader = PropertyListReader(bytes: bytes)
        guard let root = reader.value(depth: 0) else { return nil }
        reader.skipTrivia()
        guard reader.position == bytes.count else { return nil }
        return PropertyList(document: reader.finish(), node: root)
    }
}

/// The parsed file: its bytes, a node per value, and the values each array and dictionary
/// holds (a dictionary's as key, value, key, value…).
private final class PropertyListDocument: Sendable {
    enum Kind: UInt8 { case unquoted, quoted, array, dictionary }

    struct Node {
        var kind: Kind
        /// A string's bytes (inside its quotes), or a container's range of `children`.
        var start: Int
        var end: Int
        /// A large dictionary's hash table in `tables`; -1 when it is searched in order.
        var table = -1
    }

    let bytes: [UInt8]
    let nodes: [Node]
    let children: [Int32]
    /// Open-addressed tables of the large dictionaries: slot → index of the pair's key in
    /// `children`, -1 empty.
    let tables: [[Int32]]
    static let hashedFrom = 16

    init(bytes: [UInt8], nodes: [Node], children: [Int32]) {
        self.bytes = bytes
        var nodes = nodes
        var tables: [[Int32]] = []
        for index in nodes.indices where nodes[index].kind == .dictionary && (nodes[index].end - nodes[index].start) / 2 >= Self.hashedFrom {
            var size = 16
            while size < nodes[index].end - nodes[index].start { size *= 2 }
            var table = [Int32](repeating: -1, count: size * 2)
            let mask = table.count - 1
            for pair in stride(from: nodes[index].start, to: nodes[index].end, by: 2) {
                let key = nodes[Int(children[pair])]
                var slot = Self.hash(of: key, in: bytes) & mask
                // A key given again takes its slot: the last value wins.
                while table[slot] >= 0, !Self.sameKey(bytes, nodes[Int(children[Int(table[slot])])], key) { slot = (slot + 1) & mask }
                table[slot] = Int32(pair)
            }
            nodes[index].table = tables.count
            tables.append(table)
        }
        self.nodes = nodes
        self.children = children
        self.tables = tables
    }

    func value(in node: Int, for key: String) -> Int? {
        let entry = nodes[node]
        guard entry.kind == .dictionary else { return nil }
        var key = key
        return key.withUTF8 { wanted -> Int? in
            if entry.table >= 0 {
                let table = tables[entry.table]
                let mask = table.count - 1
                var slot = Self.hash(wanted) & mask
                while table[slot] >= 0 {
                    let pair = Int(table[slot])
                    if matches(nodes[Int(children[pair])], wanted) { return Int(children[pair + 1]) }
                    slot = (slot + 1) & mask
                }
                return nil
            }
            for pair in stride(from: entry.end - 2, through: entry.start, by: -2) where matches(nodes[Int(children[pair])], wanted) {
                return Int(children[pair + 1])
            }
            return nil
        }
    }

    /// Whether a key node spells `wanted`: an escaped key is compared decoded.
    private func matches(_ key: Node, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        if key.kind == .quoted, bytes[key.start..<key.end].contains(UInt8(ascii: "\\")) {
            return quotedString(key).utf8.elementsEqual(wanted)
        }
        return key.end - key.start == wanted.count && bytes[key.start..<key.end].elementsEqual(wanted)
    }

    private static func sameKey(_ bytes: [UInt8], _ a: Node, _ b: Node) -> Bool {
        bytes[a.start..<a.end].elementsEqual(bytes[b.start..<b.end])
    }

    /// A key's hash, of its text as `value(in:for:)` is asked it (an escaped key decoded).
    private static func hash(of key: Node, in bytes: [UInt8]) -> Int {
        if key.kind == .quoted, bytes[key.start..<key.end].contains(UInt8(ascii: "\\")) {
            var text = Self.decoded(bytes[key.start..<key.end])
            return text.withUTF8 { hash($0) }
        }
        return bytes.withUnsafeBufferPointer { hash(UnsafeBufferPointer(rebasing: $0[key.start..<key.end])) }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: value >> 1)
    }

    /// A quoted string's text with its escapes (`\n`, `\t`, `\"`, `\\`) read.
    func quotedString(_ node: Node) -> String {
        Self.decoded(bytes[node.start..<node.end])
    }

    private static func decoded(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        var out: [UInt8] = []
        var index = raw.startIndex
        while index < raw.endIndex {
            let b = raw[index]
            index += 1
            guard b == UInt8(ascii: "\\"), index < raw.endIndex else { out.append(b); continue }
            let e = raw[index]
            index += 1
            switch e {
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
            default: out.append(e)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

private struct PropertyListReader {
    let bytes: [UInt8]
    var position = 0
    private var nodes: [PropertyListDocument.Node] = []
    private var children: [Int32] = []
    /// The values of the containers being read, innermost last; moved to `children` when
    /// a container closes, so that each one's values lie together.
    private var open: [Int32] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    func finish() -> PropertyListDocument {
        PropertyListDocument(bytes: bytes, nodes: nodes, children: children)
    }

    /// The node read, by index.
    mutating func value(depth: Int) -> Int? {
        guard depth < PropertyList.maximumDepth else { return nil }
        skipTrivia()
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            let mark = open.count
            while true {
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return close(.dictionary, from: mark)
                }
                guard let key = scalar(), expect(UInt8(ascii: "=")) else { return nil }
                open.append(Int32(key))
                guard let item = value(depth: depth + 1), expect(UInt8(ascii: ";")) else { return nil }
                open.append(Int32(item))
            }
        case UInt8(ascii: "("):
            position += 1
            let mark = open.count
            while true {
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ")") {
                    position += 1
                    return close(.array, from: mark)
                }
                guard let item = value(depth: depth + 1) else { return nil }
                open.append(Int32(item))
                skipTrivia()
                if position < bytes.count, bytes[position] == UInt8(ascii: ",") { position += 1 }
                else if position < bytes.count, bytes[position] != UInt8(ascii: ")") { return nil }
            }
        default:
            return scalar()
        }
    }

    private mutating func close(_ kind: PropertyListDocument.Kind, from mark: Int) -> Int {
        let start = children.count
        children.append(contentsOf: open[mark...])
        open.removeSubrange(mark...)
        nodes.append(.init(kind: kind, start: start, end: children.count))
        return nodes.count - 1
    }

    private mutating func expect(_ byte: UInt8) -> Bool {
        skipTrivia()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// A quoted string, or a run of the characters an unquoted one may hold (`<data>` is
    /// read as such a run: nothing here needs its value).
    private mutating func scalar() -> Int? {
        skipTrivia()
        guard position < bytes.count else { return nil }
        if bytes[position] == UInt8(ascii: "\"") { return quoted() }
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        guard position > start else { return nil }
        nodes.append(.init(kind: .unquoted, start: start, end: position))
        return nodes.count - 1
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

    /// The bytes between the quotes, an escaped quote included; nil when it never closes.
    private mutating func quoted() -> Int? {
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard end < bytes.count else { return nil }
        position = end + 1
        nodes.append(.init(kind: .quoted, start: start, end: end))
        return nodes.count - 1
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
