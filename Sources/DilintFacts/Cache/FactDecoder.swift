/// Reads what `FactEncoder` wrote, through the value's own `Decodable` conformance. Any
/// mismatch — a tag, a key, a count — throws, and the entry is analyzed again.
final class FactDecoder: Decoder {
    /// Not checked for exclusive access, as a class's stored property otherwise is at every
    /// use: the reader is used for every byte, and only by the one decoding thread.
    @exclusivity(unchecked) var reader: ByteReader
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(reader: ByteReader) {
        self.reader = reader
    }

    func tag() throws -> FactTag {
        guard let tag = FactTag(rawValue: try reader.byte()) else { throw CacheEntryError() }
        return tag
    }

    func expect(_ expected: FactTag) throws {
        guard try tag() == expected else { throw CacheEntryError() }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try expect(.keyed)
        return KeyedDecodingContainer(Keyed(decoder: self, remaining: try reader.slotCount()))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try expect(.unkeyed)
        return Unkeyed(decoder: self, total: try reader.slotCount())
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { Single(decoder: self) }

    func decodeNil() throws -> Bool {
        guard try reader.peekByte() == FactTag.null.rawValue else { return false }
        _ = try reader.byte()
        return true
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try tag() {
        case .yes: return true
        case .no: return false
        default: throw CacheEntryError()
        }
    }

    func decode(_ type: String.Type) throws -> String {
        try expect(.string)
        return try reader.string()
    }

    func decodeSigned<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try expect(.signed)
        guard let value = T(exactly: try reader.int()) else { throw CacheEntryError() }
        return value
    }

    func decodeUnsigned<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        try expect(.unsigned)
        guard let value = T(exactly: try reader.unsigned()) else { throw CacheEntryError() }
        return value
    }

    func decodeFloating() throws -> Double {
        try expect(.floating)
        return Double(bitPattern: try reader.unsigned())
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == String.self { return try decode(String.self) as! T }
        if type == Int.self { return try decodeSigned(Int.self) as! T }
        if type == Bool.self { return try decode(Bool.self) as! T }
        // How deep the values being read nest, capped as the tree's reader caps it.
        try reader.enter()
        defer { reader.leave() }
        return try T(from: self)
    }

    /// Steps over the next value, whatever it holds.
    func skipValue() throws {
        try reader.enter()
        defer { reader.leave() }
        switch try tag() {
        case .null, .no, .yes: break
        case .signed, .unsigned, .floating, .string: _ = try reader.unsigned()
        case .keyed, .unkeyed:
            for _ in 0..<(try reader.slotCount()) {
                _ = try name()
                try skipValue()
            }
        case .named: throw CacheEntryError()
        }
    }

    /// The key written before the next item, if any: read.
    func name() throws -> String? {
        guard try reader.peekByte() == FactTag.named.rawValue else { return nil }
        _ = try reader.byte()
        return try reader.string()
    }

    struct Single: SingleValueDecodingContainer {
        let decoder: FactDecoder
        var codingPath: [any CodingKey] { [] }
        func decodeNil() -> Bool { (try? decoder.decodeNil()) ?? false }
        func decode(_ type: Bool.Type) throws -> Bool { try decoder.decode(type) }
        func decode(_ type: String.Type) throws -> String { try decoder.decode(type) }
        func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloating() }
        func decode(_ type: Float.Type) throws -> Float { Float(try decoder.decodeFloating()) }
        func decode(_ type: Int.Type) throws -> Int { try decoder.decodeSigned(type) }
        func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeSigned(type) }
        func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeSigned(type) }
        func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeSigned(type) }
        func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeSigned(type) }
        func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeUnsigned(type) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeUnsigned(type) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeUnsigned(type) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeUnsigned(type) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeUnsigned(type) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
    }

    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: FactDecoder
        let total: Int
        var codingPath: [any CodingKey] { [] }
        var count: Int? { total }
        private(set) var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= total }

        init(decoder: FactDecoder, total: Int) {
            self.decoder = decoder
            self.total = total
        }

        /// Takes the next item, of which there must be one.
        private mutating func item() throws {
            guard !isAtEnd else { throw CacheEntryError() }
            currentIndex += 1
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, try decoder.decodeNil() else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try item()
            return try decoder.decode(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            try item()
            return try decoder.container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try item()
            return try decoder.unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder {
            try item()
            return decoder
        }
    }

    /// Items are read in the order written, which is the order a synthesized conformance
    /// asks for them; an absent optional was written as `null`.
    final class Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: FactDecoder
        @exclusivity(unchecked) var remaining: Int
        var codingPath: [any CodingKey] { [] }

        init(decoder: FactDecoder, remaining: Int) {
            self.decoder = decoder
            self.remaining = remaining
        }

        /// The keys of the named items left (an enum's case, a dictionary's entries), in
        /// order: read ahead, then rewound.
        var allKeys: [Key] {
            let start = decoder.reader.position
            defer { decoder.reader.rewind(to: start) }
            var keys: [Key] = []
            for _ in 0..<remaining {
                let name: String?
                do {
                    name = try decoder.name()
                    try decoder.skipValue()
                } catch {
                    return keys
                }
                if let name, let key = Key(stringValue: name) { keys.append(key) }
            }
            return keys
        }

        /// Whether an item is left for `key`: the next, when named by it or not named at all.
        func contains(_ key: Key) -> Bool {
            guard remaining > 0 else { return false }
            let start = decoder.reader.position
            defer { decoder.reader.rewind(to: start) }
            guard let name = try? decoder.name() else { return true }
            return name == key.stringValue
        }

        /// Takes `key`'s item, which must be the next.
        private func item(_ key: Key) throws {
            guard remaining > 0 else { throw CacheEntryError() }
            if let name = try decoder.name(), name != key.stringValue { throw CacheEntryError() }
            remaining -= 1
        }

        /// An optional field left out is written as `null`, which this takes.
        func decodeNil(forKey key: Key) throws -> Bool {
            guard contains(key) else { return true }
            let start = decoder.reader.position
            _ = try decoder.name()
            guard try decoder.reader.peekByte() == FactTag.null.rawValue else {
                decoder.reader.rewind(to: start)
                return false
            }
            _ = try decoder.reader.byte()
            remaining -= 1
            return true
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try item(key)
            return try decoder.decode(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type,
                                                   forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try item(key)
            return try decoder.container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try item(key)
            return try decoder.unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            try item(key)
            return decoder
        }
    }
}

extension ByteReader {
    /// A value as `ByteWriter.encoded` wrote it.
    mutating func decoded<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = FactDecoder(reader: self)
        defer { self = decoder.reader }
        return try decoder.decode(type)
    }
}
