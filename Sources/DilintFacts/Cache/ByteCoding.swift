import DilintSyntax

/// The cache's binary format at the level of bytes: variable-length integers (LEB128,
/// zigzag for signed values) and strings written once per entry and then referred to by
/// index, since the same names recur all over a file.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]

    init() { bytes.reserveCapacity(4096) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func int(_ value: Int) {
        let v = Int64(value)
        unsigned(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    mutating func count(_ value: Int) { unsigned(UInt64(value)) }

    mutating func string(_ value: String) {
        if let index = stringIndex[value] {
            count(index)
        } else {
            stringIndex[value] = strings.count
            count(strings.count)
            strings.append(value)
        }
    }

    /// A set of names, sorted: the same set always writes the same bytes.
    mutating func names(_ value: Set<String>) {
        count(value.count)
        for name in value.sorted() { string(name) }
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func raw(_ data: [UInt8]) {
        count(data.count)
        bytes.append(contentsOf: data)
    }

    /// Four bytes for a count known only once its items are written (`countItem`).
    mutating func countSlot() -> Int {
        bytes.append(contentsOf: [0, 0, 0, 0])
        return bytes.count - 4
    }

    /// One more item in the count at `slot`.
    mutating func countItem(at slot: Int) {
        var carry = true
        for index in slot..<(slot + 4) where carry {
            bytes[index] &+= 1
            carry = bytes[index] == 0
        }
    }

    /// The string table followed by the body: what a `ByteReader` reads.
    func finished() -> [UInt8] {
        var table = ByteWriter()
        table.count(strings.count)
        for s in strings { table.raw(Array(s.utf8)) }
        return table.bytes + bytes
    }
}

/// A cache entry that is not what this build writes: truncated, corrupt, or from
/// another format. The entry is ignored and the file analyzed again.
struct CacheEntryError: Error {}

/// Reads what `ByteWriter.finished()` wrote; every read is bounds-checked, so no entry,
/// however damaged, can make it read outside the bytes.
struct ByteReader {
    private let base: UnsafeRawBufferPointer
    private(set) var position: Int
    private var strings: [String] = []
    /// Types read so far, so that a type written twice is one value again, as the
    /// parser made it (`SharedTypes`).
    var typesRead: [TypeSyntax: TypeSyntax] = [:]
    /// Nesting of the tree being read, capped as the parser caps it, so a crafted entry
    /// cannot exhaust the stack.
    private var depth = 0
    static let maximumDepth = 4 * Parser.maximumNesting + 64

    init(_ base: UnsafeRawBufferPointer, at position: Int = 0) throws(CacheEntryError) {
        self.base = base
        self.position = position
        let n = try count()
        guard n <= base.count - self.position else { throw CacheEntryError() }
        strings.reserveCapacity(n)
        for _ in 0..<n {
            let length = try count()
            guard length <= base.count - self.position else { throw CacheEntryError() }
            strings.append(String(decoding: UnsafeRawBufferPointer(rebasing: base[self.position..<(self.position + length)]), as: UTF8.self))
            self.position += length
        }
    }

    var isAtEnd: Bool { position == base.count }

    @inline(__always)
    mutating func byte() throws(CacheEntryError) -> UInt8 {
        guard position < base.count else { throw CacheEntryError() }
        let b = base[position]
        position += 1
        return b
    }

    @inline(__always)
    mutating func bool() throws(CacheEntryError) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheEntryError()
        }
    }

    @inline(__always)
    mutating func unsigned() throws(CacheEntryError) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw CacheEntryError() }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    @inline(__always)
    mutating func int() throws(CacheEntryError) -> Int {
        let u = try unsigned()
        return Int(truncatingIfNeeded: Int64(bitPattern: (u >> 1) ^ (0 &- (u & 1))))
    }

    /// A count of items still to read: never more than the bytes left, since every item
    /// takes at least one byte.
    @inline(__always)
    mutating func count() throws(CacheEntryError) -> Int {
        let u = try unsigned()
        guard u <= UInt64(base.count - position) else { throw CacheEntryError() }
        return Int(u)
    }

    @inline(__always)
    mutating func string() throws(CacheEntryError) -> String {
        let index = try unsigned()
        guard index < UInt64(strings.count) else { throw CacheEntryError() }
        return strings[Int(index)]
    }

    mutating func names() throws(CacheEntryError) -> Set<String> {
        var names = Set<String>()
        for _ in 0..<(try count()) { names.insert(try string()) }
        return names
    }

    mutating func optionalString() throws(CacheEntryError) -> String? {
        try bool() ? try string() : nil
    }

    mutating func raw() throws(CacheEntryError) -> [UInt8] {
        let n = try count()
        let data = [UInt8](UnsafeRawBufferPointer(rebasing: base[position..<(position + n)]))
        position += n
        return data
    }

    /// A count `ByteWriter.countSlot` holds.
    mutating func slotCount() throws(CacheEntryError) -> Int {
        guard base.count - position >= 4 else { throw CacheEntryError() }
        var n = 0
        for shift in 0..<4 { n |= Int(base[position + shift]) << (8 * shift) }
        position += 4
        guard n <= base.count - position else { throw CacheEntryError() }
        return n
    }

    /// The next byte, not read.
    func peekByte() throws(CacheEntryError) -> UInt8 {
        guard position < base.count else { throw CacheEntryError() }
        return base[position]
    }

    /// Back to where `position` said: a look ahead undone.
    mutating func rewind(to earlier: Int) { position = earlier }

    mutating func enter() throws(CacheEntryError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw CacheEntryError() }
    }

    mutating func leave() { depth -= 1 }

    mutating func array<T>(_ element: (inout ByteReader) throws(CacheEntryError) -> T) throws(CacheEntryError) -> [T] {
        let n = try count()
        var result: [T] = []
        result.reserveCapacity(n)
        for _ in 0..<n { result.append(try element(&self)) }
        return result
    }

    mutating func optional<T>(_ element: (inout ByteReader) throws(CacheEntryError) -> T) throws(CacheEntryError) -> T? {
        try bool() ? try element(&self) : nil
    }
}
