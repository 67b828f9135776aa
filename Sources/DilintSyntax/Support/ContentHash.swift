/// A 64-bit hash of a file's bytes for cache keys: FNV-1a's multiply-and-xor, eight bytes
/// at a time so it keeps up with reading the files. Stable across runs and platforms (unlike
/// `Hasher`, which is seeded per process); not meant to resist a deliberate collision.
public enum ContentHash {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    public static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = offsetBasis ^ UInt64(bytes.count)
        let words = bytes.count / 8
        var i = 0
        while i < words {
            hash ^= UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
            hash = (hash &* prime) ^ (hash >> 29)
            i += 1
        }
        for byte in bytes[(words * 8)...] {
            hash ^= UInt64(byte)
            hash = hash &* prime
        }
        return hash
    }

    public static func of(_ text: String) -> UInt64 { of(Array(text.utf8)) }

    /// The same, read in place when the string's bytes lie together, as a native one's do.
    public static func of(utf8 text: String) -> UInt64 {
        text.utf8.withContiguousStorageIfAvailable { of(UnsafeRawBufferPointer($0)) } ?? of(text)
    }

    /// Sixteen lowercase hex digits.
    public static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
