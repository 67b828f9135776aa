import DilintSyntax

/// Every word a file's bytes spell outside line comments, strings included, with how it
/// stands there: read in the file's own pass, whatever its parse skims, so that the
/// project asks its questions of words (which files may write a shared property, call a
/// function, mention a Factory key twice) of this fact rather than of the files' bytes.
/// Words are kept by hash: a filter, never a spelling to show.
public struct WordIndex: Sendable, Equatable {
    /// How a word stands, over all its occurrences.
    public struct Uses: OptionSet, Sendable, Hashable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        /// Assigned: `x = `, `x += `, `x <<= `, or after `&`.
        public static let assigned = Uses(rawValue: 1)
        /// Written through: a member, a subscript or an optional chain follows (`x.`,
        /// `x[`, `x?.`, `x![`).
        public static let throughMembers = Uses(rawValue: 2)
        /// Spelled more than once in the file.
        public static let again = Uses(rawValue: 4)
        /// Somewhere neither called nor declared: `(` or `{` does not follow, `func` does
        /// not come before (`action: reload`, `#selector(reload)`).
        public static let referenced = Uses(rawValue: 8)

        static let all: UInt64 = 15
    }

    /// Each word once, in no order: its hash with the low bits holding its `Uses`.
    package private(set) var keys: [UInt64]

    package init(keys: [UInt64]) {
        self.keys = keys
    }

    public init(_ file: SourceFile) {
        self = file.bytes.withUnsafeBufferPointer { WordIndexReader.read($0) }
    }

    public var count: Int { keys.count }

    /// How `word` stands in the file, nil when the file does not spell it.
    public func uses(of word: String) -> Uses? {
        let wanted = Self.key(word)
        for key in keys where key & ~Uses.all == wanted { return Uses(rawValue: key & Uses.all) }
        return nil
    }

    public func spells(_ word: String) -> Bool { uses(of: word) != nil }

    /// Calls `body` with each word's key (`WordIndex.key`) and how it stands.
    public func forEach(_ body: (UInt64, Uses) -> Void) {
        for key in keys { body(key & ~Uses.all, Uses(rawValue: key & Uses.all)) }
    }

    /// A hash of the word's UTF-8 bytes, its low bits left for `Uses`; never 0.
    public static func key(_ word: String) -> UInt64 {
        // One byte past the word, so that even an empty one has an address.
        let bytes = Array(word.utf8) + [0]
        return bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            return key(hash: hash(base, count: buffer.count - 1, readableUpTo: base + buffer.count - 1))
        }
    }

    @inline(__always)
    static func key(hash: UInt64) -> UInt64 {
        let key = hash & ~Uses.all
        return key == 0 ? Uses.all + 1 : key
    }

    /// Eight bytes at a time, the last chunk read whole when the buffer goes on past it
    /// (`readableUpTo`) and masked to the word.
    @inline(__always)
    static func hash(_ start: UnsafePointer<UInt8>, count: Int, readableUpTo end: UnsafePointer<UInt8>) -> UInt64 {
        var value = 0xcbf2_9ce4_8422_2325 ^ UInt64(count)
        var at = start
        var left = count
        while left >= 8 {
            value = (value ^ UnsafeRawPointer(at).loadUnaligned(as: UInt64.self).littleEndian) &* 0x9E37_79B9_7F4A_7C15
            value ^= value >> 29
            at += 8
            left -= 8
        }
        if left > 0 {
            var chunk: UInt64
            if end - at >= 8 {
                chunk = UnsafeRawPointer(at).loadUnaligned(as: UInt64.self).littleEndian & (UInt64.max >> (64 - 8 * UInt64(left)))
            } else {
                chunk = 0
                for offset in 0..<left { chunk |= UInt64(at[offset]) << (8 * UInt64(offset)) }
            }
            value = (value ^ chunk) &* 0x9E37_79B9_7F4A_7C15
        }
        value ^= value >> 32
        value = value &* 0xD6E8_FEB8_6659_FD93
        return value ^ (value >> 29)
    }
}

/// Words the project looks for in every file's `WordIndex`, by key in an open-addressed
/// table: a file's words are looked up one by one without hashing a spelling again.
public struct WordLookup: Sendable {
    public let words: [String]
    private let keys: [UInt64]
    /// Index + 1; 0 empty.
    private let slots: [Int32]

    public init<S: Sequence>(_ words: S) where S.Element == String {
        self.words = Array(Set(words)).sorted()
        keys = self.words.map(WordIndex.key)
        var size = 16
        while size < keys.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: key >> 4) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.slots = slots
    }

    public var isEmpty: Bool { words.isEmpty }

    /// Calls `body` with each looked-for word the file spells, and how it stands there.
    public func forEach(in index: WordIndex, _ body: (String, WordIndex.Uses) -> Void) {
        guard !words.isEmpty else { return }
        let mask = slots.count - 1
        index.forEach { key, uses in
            var slot = Int(truncatingIfNeeded: key >> 4) & mask
            while slots[slot] != 0 {
                let found = Int(slots[slot]) - 1
                if keys[found] == key { body(words[found], uses); return }
                slot = (slot + 1) & mask
            }
        }
    }
}
