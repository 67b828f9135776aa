/// Names longer than 15 bytes do not fit in a Swift string's inline storage, so each
/// occurrence would allocate. The table keeps one string per distinct long spelling in a
/// file; lookups hash the bytes in place, without building a string first.
struct NameTable {
    private var slots: [Int32] = []
    private var names: [String] = []
    private var spellings: [Range<Int>] = []

    mutating func name(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        if slots.isEmpty { slots = Array(repeating: -1, count: 256) }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for i in range { hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01B3 }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { break }
            let other = spellings[entry]
            if other.count == range.count, sameBytes(other.lowerBound, range.lowerBound, range.count, bytes) {
                return names[entry]
            }
            slot = (slot + 1) & mask
        }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        slots[slot] = Int32(names.count)
        names.append(name)
        spellings.append(range)
        if names.count * 2 > slots.count { rehash() }
        return name
    }

    private func sameBytes(_ a: Int, _ b: Int, _ count: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in 0..<count where bytes[a + i] != bytes[b + i] { return false }
        return true
    }

    private mutating func rehash() {
        var grown = [Int32](repeating: -1, count: slots.count * 2)
        let mask = grown.count - 1
        for entry in slots where entry >= 0 {
            var slot = Int(truncatingIfNeeded: hashOf(names[Int(entry)])) & mask
            while grown[slot] >= 0 { slot = (slot + 1) & mask }
            grown[slot] = entry
        }
        slots = grown
    }

    private func hashOf(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return hash
    }
}
