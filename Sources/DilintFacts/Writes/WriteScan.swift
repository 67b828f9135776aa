import DilintSyntax

/// Which of a set of names a file's bytes may write: the name as a whole word, then (past
/// spaces) an assignment, a compound assignment, a subscript or a member (`x = `,
/// `x += `, `x[k] = `, `x.append(`, `x?.y = `), or after `&`. Only a filter before the
/// file is parsed whole: what it lets through, the parse decides.
public struct WriteScan: Sendable {
    private let names: [String]
    /// The names' FNV-1a hashes in an open-addressed table (index + 1, 0 empty): a word
    /// is hashed as it is read, and looked up without a `Hasher`.
    private let slots: [Int32]
    private let hashes: [UInt64]
    private let mask: Int
    /// Name lengths present, as bits, the bytes names start with and the pairs of bytes
    /// they start with (a bit per pair): most words are ruled out before they are hashed.
    private let lengths: UInt64
    private let firstBytes: [Bool]
    private let firstPairs: [UInt64]
    /// false: any occurrence of a name counts (a call or a reference is looked for).
    private let requiresWrite: Bool
    /// By index: only an assignment to the name itself counts, not a member set or a
    /// subscript through it (a variable holding a reference: those land on the object).
    private let assignedOnly: [Bool]

    /// `assignedOnly`: names written only by assigning them (`x = `, `x += `, `&x`).
    public init(names: Set<String>, requiresWrite: Bool = true, assignedOnly: Set<String> = []) {
        self.requiresWrite = requiresWrite
        self.names = names.sorted()
        self.assignedOnly = self.names.map { assignedOnly.contains($0) }
        var size = 16
        while size < self.names.count * 4 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        var hashes: [UInt64] = []
        var bits: UInt64 = 0
        var first = [Bool](repeating: false, count: 256)
        var pairs = [UInt64](repeating: 0, count: 1024)
        for (i, name) in self.names.enumerated() {
            let hash = Self.hash(Array(name.utf8))
            hashes.append(hash)
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(i + 1)
            bits |= 1 << UInt64(min(name.utf8.count, 63))
            if let byte = name.utf8.first { first[Int(byte)] = true }
            let bytes = Array(name.utf8)
            if bytes.count >= 2 {
                let pair = Int(bytes[0]) << 8 | Int(bytes[1])
                pairs[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
        firstPairs = pairs
        self.slots = slots
        self.hashes = hashes
        mask = size - 1
        lengths = bits
        firstBytes = first
    }

    public var isEmpty: Bool { names.isEmpty }

    /// The names the bytes may write, each once.
    public func writtenNames(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        forEachName(in: bytes) { buffer, start, end, index in
            if !requiresWrite || (start > 0 && buffer[start - 1] == UInt8(ascii: "&"))
                || Self.writeFollows(buffer, from: end, throughMembers: !assignedOnly[index]) {
                found.insert(names[index])
            }
        }
        return found
    }

    /// Calls `body` with each whole word of the bytes that is one of the names.
    private func forEachName(in bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, Int, Int, Int) -> Void) {
        Self.nameBytes.withUnsafeBufferPointer { classes in
            bytes.withUnsafeBufferPointer { buffer in
                let count = buffer.count
                var i = 0
                while i < count {
                    guard classes[Int(buffer[i])] == 1 else { i += 1; continue }
                    let start = i
                    i += 1
                    while i < count && classes[Int(buffer[i])] != 0 { i += 1 }
                    guard firstBytes[Int(buffer[start])], lengths & (1 << UInt64(min(i - start, 63))) != 0 else { continue }
                    if i - start >= 2 {
                        let pair = Int(buffer[start]) << 8 | Int(buffer[start + 1])
                        guard firstPairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                    }
                    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                    for k in start..<i { hash = (hash ^ UInt64(buffer[k])) &* 0x0000_0100_0000_01b3 }
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while slots[slot] != 0 {
                        let index = Int(slots[slot]) - 1
                        if hashes[index] == hash, names[index].utf8.elementsEqual(buffer[start..<i]) {
                            body(buffer, start, i, index)
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// 1: may start a name; 2: may continue one (a digit); 0: neither.
    private static let nameBytes: [UInt8] = (0..<256).map { byte in
        let b = UInt8(byte)
        if (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z")) || b == UInt8(ascii: "_") || b >= 0x80 { return 1 }
        return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") ? 2 : 0
    }

    /// The names the bytes use other than by calling them or declaring them: neither
    /// `(` nor `{` follows, and `func` does not come before (`action: reload`,
    /// `#selector(reload)`, `.sink(receiveValue: handle)`). A property of the same name
    /// counts too.
    public func referencedNames(in bytes: [UInt8]) -> Set<String> {
        var found = Set<String>()
        forEachName(in: bytes) { buffer, start, end, index in
            var j = end
            while j < buffer.count, buffer[j] == UInt8(ascii: " ") || buffer[j] == UInt8(ascii: "\t") { j += 1 }
            if j < buffer.count, buffer[j] == UInt8(ascii: "(") || buffer[j] == UInt8(ascii: "{") { return }
            // `func name<T>`: a declaration.
            var k = start
            while k > 0, buffer[k - 1] == UInt8(ascii: " ") { k -= 1 }
            if k >= 4, buffer[k - 4] == UInt8(ascii: "f"), buffer[k - 3] == UInt8(ascii: "u"), buffer[k - 2] == UInt8(ascii: "n"),
               buffer[k - 1] == UInt8(ascii: "c") {
                return
            }
            found.insert(names[index])
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

    private static func writeFollows(_ buffer: UnsafeBufferPointer<UInt8>, from index: Int, throughMembers: Bool) -> Bool {
        var j = index
        while j < buffer.count, buffer[j] == UInt8(ascii: " ") || buffer[j] == UInt8(ascii: "\t") { j += 1 }
        guard j < buffer.count else { return false }
        let next = j + 1 < buffer.count ? buffer[j + 1] : 0
        switch buffer[j] {
        case UInt8(ascii: "="): return next != UInt8(ascii: "=")
        case UInt8(ascii: "["), UInt8(ascii: "."): return throughMembers
        case UInt8(ascii: "?"), UInt8(ascii: "!"): return throughMembers && (next == UInt8(ascii: ".") || next == UInt8(ascii: "["))
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"):
            return next == UInt8(ascii: "=")
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            return next == buffer[j] && j + 2 < buffer.count && buffer[j + 2] == UInt8(ascii: "=")
        default: return false
        }
    }
}
