/// One value per type spelling in a file: `String`, `[String: Int]` and the file's own
/// types are written over and over, and the syntax tree keeps every one (parameters,
/// properties, results), each boxes and arrays. Values are immutable, so all uses of a
/// spelling share one. Keyed by the spelling's bytes, hashed and compared where they lie:
/// making a String of each type written and hashing it with the standard library's
/// hasher was a tenth of parsing. Simple names and whole spellings are kept apart.
final class SharedTypes {
    private struct Entry {
        var hash: UInt64
        var start: Int
        var length: Int
        var type: TypeSyntax
    }

    /// Open addressing over `entries`: an index, or -1 for an empty slot.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 256)
    @exclusivity(unchecked) private var entries: [Entry] = []

    /// The type already made for the bytes in `range`, or the one `make` makes now.
    func shared(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ make: () -> TypeSyntax) -> TypeSyntax {
        guard let base = bytes.baseAddress, range.count > 0, range.upperBound <= bytes.count else { return make() }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in range { hash = (hash ^ UInt64(bytes[index])) &* 0x100_0000_01b3 }
        let mask = slots.count - 1
        var slot = Self.slot(hash, mask)
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.hash == hash, entry.length == range.count, Self.same(base + entry.start, base + range.lowerBound, range.count) {
                return entry.type
            }
            slot = (slot + 1) & mask
        }
        let made = make()
        slots[slot] = Int32(entries.count)
        entries.append(Entry(hash: hash, start: range.lowerBound, length: range.count, type: made))
        if entries.count * 2 > slots.count { grow() }
        return made
    }

    /// Forgets every spelling, keeping the table's size: each entry's slot is found again
    /// and cleared, which costs what the file's spellings did, not what the table holds.
    func removeAll() {
        let mask = slots.count - 1
        for index in entries.indices {
            var slot = Self.slot(entries[index].hash, mask)
            while slots[slot] != Int32(index) { slot = (slot + 1) & mask }
            slots[slot] = -1
        }
        entries.removeAll(keepingCapacity: true)
    }

    private static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        for offset in 0..<count where a[offset] != b[offset] { return false }
        return true
    }

    private static func slot(_ hash: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
    }

    private func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for index in entries.indices {
            var slot = Self.slot(entries[index].hash, mask)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }
}
