import Foundation

/// Reads a file's bytes into a `WordIndex` in one pass. A word is a run of letters,
/// digits, `_` and bytes of non-ASCII characters that does not start with a digit.
enum WordIndexReader {
    /// 1: starts a word; 2: continues one (a digit); 3: tells where a line comment starts
    /// or a string stops (`"`, `/`, `\`, a line break); 0: none of these.
    private static let classes: [UInt8] = (0..<256).map { value in
        let byte = UInt8(value)
        if (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte >= 0x80 { return 1 }
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { return 2 }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "\n"): return 3
        default: return 0
        }
    }

    static func read(_ buffer: UnsafeBufferPointer<UInt8>) -> WordIndex {
        guard let bytes = buffer.baseAddress, !buffer.isEmpty else { return WordIndex(keys: []) }
        return classes.withUnsafeBufferPointer { classTable in
            let classes = classTable.baseAddress!
            var table = Table(expectedWords: buffer.count / 64)
            defer { table.deallocate() }
            let count = buffer.count
            var i = 0
            // As a line reads to a human: a string runs to its closing quote on the line
            // (a multi-line string's lines are taken as code), a comment to the line's end.
            var inString = false
            while i < count {
                let byte = bytes[i]
                let kind = classes[Int(byte)]
                if kind == 0 {
                    i += 1
                    // Indentation, eight spaces at a time.
                    while byte == UInt8(ascii: " "), i + 8 <= count,
                          UnsafeRawPointer(bytes + i).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 { i += 8 }
                    continue
                }
                if kind == 3 {
                    switch byte {
                    case UInt8(ascii: "\n"):
                        inString = false
                        i += 1
                    case UInt8(ascii: "\""):
                        inString.toggle()
                        i += 1
                    case UInt8(ascii: "\\"):
                        i += inString && i + 1 < count && bytes[i + 1] != UInt8(ascii: "\n") ? 2 : 1
                    default:
                        guard !inString, i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") else { i += 1; continue }
                        let end = memchr(bytes + i, Int32(UInt8(ascii: "\n")), count - i)
                        i = end.map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - bytes } ?? count
                    }
                    continue
                }
                let start = i
                repeat { i += 1 } while i < count && classes[Int(bytes[i])] &- 1 < 2
                guard kind == 1 else { continue }
                let hash = WordIndex.hash(bytes + start, count: i - start, readableUpTo: bytes + count)
                table.add(WordIndex.key(hash: hash) | uses(buffer, start: start, end: i))
            }
            return table.finished()
        }
    }

    /// How the word at `start..<end` stands, by what follows it past spaces and what
    /// precedes it.
    @inline(__always)
    private static func uses(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> UInt64 {
        var j = end
        while j < bytes.count, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\t") { j += 1 }
        var uses: UInt64 = start > 0 && bytes[start - 1] == UInt8(ascii: "&") ? WordIndex.Uses.assigned.rawValue : 0
        guard j < bytes.count else { return uses | (followsFunc(bytes, start: start) ? 0 : WordIndex.Uses.referenced.rawValue) }
        let next = bytes[j]
        if next != UInt8(ascii: "("), next != UInt8(ascii: "{"), !followsFunc(bytes, start: start) {
            uses |= WordIndex.Uses.referenced.rawValue
        }
        let after = j + 1 < bytes.count ? bytes[j + 1] : 0
        switch next {
        case UInt8(ascii: "="):
            if after != UInt8(ascii: "=") { uses |= WordIndex.Uses.assigned.rawValue }
        case UInt8(ascii: "["), UInt8(ascii: "."):
            uses |= WordIndex.Uses.throughMembers.rawValue
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            if after == UInt8(ascii: ".") || after == UInt8(ascii: "[") { uses |= WordIndex.Uses.throughMembers.rawValue }
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"):
            if after == UInt8(ascii: "=") { uses |= WordIndex.Uses.assigned.rawValue }
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            if after == next, j + 2 < bytes.count, bytes[j + 2] == UInt8(ascii: "=") { uses |= WordIndex.Uses.assigned.rawValue }
        default:
            break
        }
        return uses
    }

    /// `func name`: a declaration, not a reference.
    @inline(__always)
    private static func followsFunc(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
        guard start >= 5, bytes[start - 1] == UInt8(ascii: " ") else { return false }
        var k = start - 1
        if bytes[k - 1] != UInt8(ascii: " ") { return isFunc(bytes, endingAt: k) }
        while k > 0, bytes[k - 1] == UInt8(ascii: " ") { k -= 1 }
        return isFunc(bytes, endingAt: k)
    }

    @inline(__always)
    private static func isFunc(_ bytes: UnsafeBufferPointer<UInt8>, endingAt k: Int) -> Bool {
        k >= 4 && bytes[k - 1] == UInt8(ascii: "c") && bytes[k - 4] == UInt8(ascii: "f") && bytes[k - 3] == UInt8(ascii: "u")
            && bytes[k - 2] == UInt8(ascii: "n")
    }

    /// The words seen so far: an open-addressed table of keys (0 empty), each word's
    /// `Uses` joined into its slot.
    private struct Table {
        var slots: UnsafeMutableBufferPointer<UInt64>
        var filled = 0

        init(expectedWords: Int) {
            var size = 64
            while size < expectedWords * 2 { size *= 2 }
            slots = Self.zeroed(size)
        }

        func deallocate() { slots.deallocate() }

        private static func zeroed(_ count: Int) -> UnsafeMutableBufferPointer<UInt64> {
            let slots = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: count)
            memset(slots.baseAddress!, 0, count * MemoryLayout<UInt64>.stride)
            return slots
        }

        @inline(__always)
        mutating func add(_ key: UInt64) {
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: key >> 4) & mask
            while slots[slot] != 0 {
                if slots[slot] & ~WordIndex.Uses.all == key & ~WordIndex.Uses.all {
                    slots[slot] |= key | WordIndex.Uses.again.rawValue
                    return
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = key
            filled += 1
            if filled * 2 > slots.count { grow() }
        }

        private mutating func grow() {
            let old = slots
            slots = Self.zeroed(old.count * 2)
            let mask = slots.count - 1
            for key in old where key != 0 {
                var slot = Int(truncatingIfNeeded: key >> 4) & mask
                while slots[slot] != 0 { slot = (slot + 1) & mask }
                slots[slot] = key
            }
            old.deallocate()
        }

        func finished() -> WordIndex {
            var keys: [UInt64] = []
            keys.reserveCapacity(filled)
            for key in slots where key != 0 { keys.append(key) }
            return WordIndex(keys: keys)
        }
    }
}
