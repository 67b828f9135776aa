import DilintSyntax
import Foundation

/// The file a run's cache entries are written to, all at once: the magic, the stamp
/// (dilint's version and the configuration) every entry in it was written under, then
/// each entry as its key, its length and its bytes. One file per run, not one per
/// analyzed file: creating thousands of small files cost more than analyzing them (on ext4
/// without a journal, 1.2–3.3 s of kernel time for the corpus's 3,124, against 0.2 s for
/// the whole analysis).
struct CachePack {
    static let magic: [UInt8] = Array("DLPK".utf8) + [FactCache.formatVersion]
    static let suffix = ".pack"

    /// Where each entry's bytes lie, by key.
    struct Entry {
        var key: UInt64
        var range: Range<Int>
    }

    let name: String
    /// dilint's version and the configuration its entries were written under.
    let stamp: String
    let bytes: [UInt8]
    let entries: [Entry]

    /// The pack's entries; nil for another format or a header that does not read.
    /// Entries are read up to the first that does not fit: a pack is renamed into place
    /// whole, so only damage from outside cuts one.
    init?(name: String, bytes: [UInt8]) {
        let stampStart = Self.magic.count + 8
        guard bytes.count >= stampStart, bytes[..<Self.magic.count].elementsEqual(Self.magic) else { return nil }
        let stampLength = Self.word(bytes, at: Self.magic.count)
        guard stampLength <= UInt64(bytes.count - stampStart) else { return nil }
        var entries: [Entry] = []
        var position = stampStart + Int(stampLength)
        while bytes.count - position >= 16 {
            let key = Self.word(bytes, at: position)
            let length = Self.word(bytes, at: position + 8)
            let start = position + 16
            guard length <= UInt64(bytes.count - start) else { break }
            let end = start + Int(length)
            entries.append(Entry(key: key, range: start..<end))
            position = end
        }
        self.name = name
        self.stamp = String(decoding: bytes[stampStart..<(stampStart + Int(stampLength))], as: UTF8.self)
        self.bytes = bytes
        self.entries = entries
    }

    /// The bytes of a pack holding `entries`, in their order.
    static func encode(_ entries: [(key: UInt64, bytes: ArraySlice<UInt8>)], stamp: String) -> [UInt8] {
        var pack = header(stamp: stamp)
        pack.reserveCapacity(pack.count + entries.reduce(0) { $0 + 16 + $1.bytes.count })
        for entry in entries {
            appendWord(entry.key, to: &pack)
            appendWord(UInt64(entry.bytes.count), to: &pack)
            pack += entry.bytes
        }
        return pack
    }

    /// A new pack's name: the time it was written first, so that names sort oldest first,
    /// then the process and a random number, so that two runs at once do not collide.
    static func newName() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let nanoseconds = UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
        return ContentHash.hex(nanoseconds) + "-" + String(getpid(), radix: 16) + "-"
            + String(UInt32.random(in: 0 ... .max), radix: 16) + suffix
    }

    static func isPackName(_ name: String) -> Bool {
        name.hasSuffix(suffix) && !name.hasPrefix(".")
    }

    private static func header(stamp: String) -> [UInt8] {
        var header = magic
        let stampBytes = Array(stamp.utf8)
        appendWord(UInt64(stampBytes.count), to: &header)
        return header + stampBytes
    }

    private static func appendWord(_ value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func word(_ bytes: [UInt8], at position: Int) -> UInt64 {
        bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: position, as: UInt64.self)) }
    }
}
