import DilintSyntax

extension ByteWriter {
    /// The keys as one block, eight bytes each: a hash is spread over all 64 bits.
    mutating func words(_ index: WordIndex) {
        var packed: [UInt8] = []
        packed.reserveCapacity(index.count * 8)
        for key in index.keys { withUnsafeBytes(of: key.littleEndian) { packed.append(contentsOf: $0) } }
        raw(packed)
    }
}

extension ByteReader {
    mutating func words() throws(CacheEntryError) -> WordIndex {
        let packed = try raw()
        guard packed.count % 8 == 0 else { throw CacheEntryError() }
        var keys: [UInt64] = []
        keys.reserveCapacity(packed.count / 8)
        for start in stride(from: 0, to: packed.count, by: 8) {
            var key: UInt64 = 0
            for offset in 0..<8 { key |= UInt64(packed[start + offset]) << (8 * UInt64(offset)) }
            guard key & ~WordIndex.Uses.all != 0 else { throw CacheEntryError() }
            keys.append(key)
        }
        return WordIndex(keys: keys)
    }
}
