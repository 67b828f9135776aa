/// The spellings seen so far in one file's bytes, each a name with or without the word
/// before its dot: a lookup hashes and compares bytes and makes no `String`, so that a
/// name met a thousand times in a file costs a `String` once.
struct SpellingSet {
    private struct Entry {
        var hash: UInt64
        var name: Range<Int>
        var qualifier: Range<Int>?
    }

    private var slots = [Int32](repeating: 0, count: 256)
    private var entries: [Entry] = []

    /// Adds the spelling; false when it was there.
    mutating func insert(name: Range<Int>, qualifier: Range<Int>?, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var hash = Self.hash(bytes[name], seed: 0xcbf2_9ce4_8422_2325)
        if let qualifier { hash = Self.hash(bytes[qualifier], seed: hash ^ 0x2e) }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.hash == hash, bytes[entry.name].elementsEqual(bytes[name]), Self.same(entry.qualifier, qualifier, in: bytes) {
                return false
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        entries.append(Entry(hash: hash, name: name, qualifier: qualifier))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & (slots.count - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index + 1)
        }
    }

    private static func same(_ one: Range<Int>?, _ other: Range<Int>?, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch (one, other) {
        case (nil, nil): true
        case let (one?, other?): bytes[one].elementsEqual(bytes[other])
        default: false
        }
    }

    private static func hash(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, seed: UInt64) -> UInt64 {
        var value = seed
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return value
    }
}
