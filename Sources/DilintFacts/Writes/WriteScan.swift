import DilintSyntax

/// Which of a set of names a file's bytes may write: the name as a whole word, then (past
/// spaces) an assignment, a compound assignment, a subscript or a member (`x = `,
/// `x += `, `x[k] = `, `x.append(`, `x?.y = `), or after `&`. Only a filter before the
/// file is parsed whole: what it lets through, the parse decides.
public struct WriteScan: Sendable {
    private let names: [String]
    /// Each name's FNV-1a hash, for the words met: no word is copied to be looked up.
    private let indexByHash: [UInt64: [Int]]
    /// Name lengths present, as bits: most words are ruled out before hashing.
    private let lengths: UInt64
    /// false: any occurrence of a name counts (a call or a reference is looked for).
    private let requiresWrite: Bool

    public init(names: Set<String>, requiresWrite: Bool = true) {
        self.requiresWrite = requiresWrite
        self.names = names.sorted()
        var index: [UInt64: [Int]] = [:]
        var bits: UInt64 = 0
        for (i, name) in self.names.enumerated() {
            index[Self.hash(Array(name.utf8)[...]), default: []].append(i)
            bits |= 1 << UInt64(min(name.utf8.count, 63))
        }
        indexByHash = index
        lengths = bits
    }

    public var isEmpty: Bool { names.isEmpty }

    /// The names the bytes may write, each once.
    public func writtenNames(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var i = 0
            while i < count {
                guard Self.startsName(buffer[i]) else { i += 1; continue }
                let start = i
                i += 1
                while i < count, Self.continuesName(buffer[i]) { i += 1 }
                guard lengths & (1 << UInt64(min(i - start, 63))) != 0,
                      let candidates = indexByHash[Self.hash(buffer[start..<i])] else { continue }
                guard !requiresWrite || (start > 0 && buffer[start - 1] == UInt8(ascii: "&")) || Self.writeFollows(buffer, from: i) else { continue }
                for candidate in candidates where names[candidate].utf8.elementsEqual(buffer[start..<i]) { found.insert(names[candidate]) }
            }
        }
        return found
    }

    public func mayWrite(in bytes: [UInt8]) -> Bool { !writtenNames(in: bytes).isEmpty }

    /// The names the bytes use other than by calling them or declaring them: neither
    /// `(` nor `{` follows, and `func` does not come before (`action: reload`,
    /// `#selector(reload)`, `.sink(receiveValue: handle)`). A property of the same name
    /// counts too.
    public func referencedNames(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var i = 0
            var previousWordIsFunc = false
            while i < count {
                guard Self.startsName(buffer[i]) else { i += 1; continue }
                let start = i
                i += 1
                while i < count, Self.continuesName(buffer[i]) { i += 1 }
                let afterFunc = previousWordIsFunc
                previousWordIsFunc = i - start == 4 && buffer[start] == UInt8(ascii: "f") && buffer[start + 1] == UInt8(ascii: "u")
                    && buffer[start + 2] == UInt8(ascii: "n") && buffer[start + 3] == UInt8(ascii: "c")
                guard !afterFunc, lengths & (1 << UInt64(min(i - start, 63))) != 0,
                      let candidates = indexByHash[Self.hash(buffer[start..<i])] else { continue }
                var j = i
                while j < count, buffer[j] == UInt8(ascii: " ") || buffer[j] == UInt8(ascii: "\t") { j += 1 }
                if j < count, buffer[j] == UInt8(ascii: "(") || buffer[j] == UInt8(ascii: "{") { continue }
                for candidate in candidates where names[candidate].utf8.elementsEqual(buffer[start..<i]) { found.insert(names[candidate]) }
            }
        }
        return found
    }

    private static func hash<C: Collection>(_ bytes: C) -> UInt64 where C.Element == UInt8 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
        return value
    }

    private static func writeFollows(_ buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
        var j = index
        while j < buffer.count, buffer[j] == UInt8(ascii: " ") || buffer[j] == UInt8(ascii: "\t") { j += 1 }
        guard j < buffer.count else { return false }
        let next = j + 1 < buffer.count ? buffer[j + 1] : 0
        switch buffer[j] {
        case UInt8(ascii: "="): return next != UInt8(ascii: "=")
        case UInt8(ascii: "["), UInt8(ascii: "."): return true
        case UInt8(ascii: "?"), UInt8(ascii: "!"): return next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"):
            return next == UInt8(ascii: "=")
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            return next == buffer[j] && j + 2 < buffer.count && buffer[j + 2] == UInt8(ascii: "=")
        default: return false
        }
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
