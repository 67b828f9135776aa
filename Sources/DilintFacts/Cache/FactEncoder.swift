/// Writes a value through its own `Codable` conformance in the cache's binary format, so
/// that the DI facts and suppressions, whose types change with every new fact, need no
/// coding of their own. JSON did the same at more than the cost of finding the facts.
///
/// Every value starts with a `FactTag`; a keyed or unkeyed container is followed by the
/// number of its items, then the items. A struct's fields are written in order, without
/// their keys, an absent optional as `null`; an enum's case and a dictionary's entries are
/// `named` by their keys (from the entry's string table). Values are self-delimiting, so a
/// reader can step over one to list the keys of an enum's case or a dictionary.
enum FactTag: UInt8 {
    case null, no, yes, signed, unsigned, floating, string, keyed, unkeyed, named
}

final class FactEncoder: Encoder {
    /// Unchecked, as `FactDecoder`'s reader: written at every value, by one thread.
    @exclusivity(unchecked) var writer: ByteWriter
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(writer: ByteWriter) {
        self.writer = writer
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        writer.byte(FactTag.keyed.rawValue)
        return KeyedEncodingContainer(Keyed(encoder: self, slot: writer.countSlot()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        writer.byte(FactTag.unkeyed.rawValue)
        return Unkeyed(encoder: self, slot: writer.countSlot())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    func encodeNil() { writer.byte(FactTag.null.rawValue) }

    func encode(_ value: Bool) { writer.byte(value ? FactTag.yes.rawValue : FactTag.no.rawValue) }

    func encode(_ value: String) {
        writer.byte(FactTag.string.rawValue)
        writer.string(value)
    }

    func encode(signed value: Int64) {
        writer.byte(FactTag.signed.rawValue)
        writer.int(Int(value))
    }

    func encode(unsigned value: UInt64) {
        writer.byte(FactTag.unsigned.rawValue)
        writer.unsigned(value)
    }

    func encode(floating value: Double) {
        writer.byte(FactTag.floating.rawValue)
        writer.unsigned(value.bitPattern)
    }

    func encode<T: Encodable>(_ value: T) throws {
        if T.self == String.self { return encode(unsafeBitCast(value, to: String.self)) }
        if T.self == Int.self { return encode(signed: Int64(unsafeBitCast(value, to: Int.self))) }
        if T.self == Bool.self { return encode(unsafeBitCast(value, to: Bool.self)) }
        if isKeyedByStrings(T.self), let dictionary = value as? any KeyedByStrings { return try dictionary.encodeSorted(to: self) }
        try value.encode(to: self)
    }

    /// Which types are dictionaries keyed by strings, as asked: a cast to a protocol looks
    /// the conformance up each time, and most values are not.
    @exclusivity(unchecked) private var keyedByStrings: [ObjectIdentifier: Bool] = [:]

    private func isKeyedByStrings(_ type: Any.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = keyedByStrings[id] { return known }
        let answer = type is any KeyedByStrings.Type
        keyedByStrings[id] = answer
        return answer
    }

    struct Single: SingleValueEncodingContainer {
        let encoder: FactEncoder
        var codingPath: [any CodingKey] { [] }
        mutating func encodeNil() { encoder.encodeNil() }
        mutating func encode(_ value: Bool) { encoder.encode(value) }
        mutating func encode(_ value: String) { encoder.encode(value) }
        mutating func encode(_ value: Double) { encoder.encode(floating: value) }
        mutating func encode(_ value: Float) { encoder.encode(floating: Double(value)) }
        mutating func encode(_ value: Int) { encoder.encode(signed: Int64(value)) }
        mutating func encode(_ value: Int8) { encoder.encode(signed: Int64(value)) }
        mutating func encode(_ value: Int16) { encoder.encode(signed: Int64(value)) }
        mutating func encode(_ value: Int32) { encoder.encode(signed: Int64(value)) }
        mutating func encode(_ value: Int64) { encoder.encode(signed: value) }
        mutating func encode(_ value: UInt) { encoder.encode(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt8) { encoder.encode(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt16) { encoder.encode(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt32) { encoder.encode(unsigned: UInt64(value)) }
        mutating func encode(_ value: UInt64) { encoder.encode(unsigned: value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encode(value) }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: FactEncoder
        let slot: Int
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(encoder: FactEncoder, slot: Int) {
            self.encoder = encoder
            self.slot = slot
        }

        /// Counts the item about to be written.
        private mutating func item() {
            count += 1
            encoder.writer.countItem(at: slot)
        }

        mutating func encodeNil() {
            item()
            encoder.encodeNil()
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            item()
            try encoder.encode(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            item()
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            item()
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            item()
            return encoder
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: FactEncoder
        let slot: Int
        var codingPath: [any CodingKey] { [] }

        /// Counts the next item, and writes its key when a reader must learn it: a case
        /// of an enum, a dictionary's entry (keyed by numbers, or by `NameKey`).
        private func item(_ key: Key, named: Bool = false) {
            encoder.writer.countItem(at: slot)
            guard named || Key.self == NameKey.self || key.intValue != nil else { return }
            encoder.writer.byte(FactTag.named.rawValue)
            encoder.writer.string(key.stringValue)
        }

        mutating func encodeNil(forKey key: Key) {
            item(key)
            encoder.encodeNil()
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            item(key)
            try encoder.encode(value)
        }

        /// An absent optional is written, as `null`: fields are told by their order.
        private mutating func encodeOptional<T: Encodable>(_ value: T?, forKey key: Key) throws {
            guard let value else { return encodeNil(forKey: key) }
            try encode(value, forKey: key)
        }

        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }
        mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { try encodeOptional(value, forKey: key) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                             forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            item(key, named: true)
            return encoder.container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            item(key, named: true)
            return encoder.unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { encoder }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            item(key, named: true)
            return encoder
        }
    }
}

/// A dictionary keyed by strings, written in the keys' order as `Dictionary`'s own
/// conformance writes it in its own, which two equal dictionaries need not share: equal
/// facts make equal entries.
protocol KeyedByStrings {
    func encodeSorted(to encoder: FactEncoder) throws
}

extension Dictionary: KeyedByStrings where Key == String, Value: Encodable {
    func encodeSorted(to encoder: FactEncoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for key in keys.sorted() { try container.encode(self[key]!, forKey: NameKey(stringValue: key)) }
    }
}

/// Any name, as a key.
struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension ByteWriter {
    /// `value` as its `Encodable` conformance writes it (`FactEncoder`).
    mutating func encoded(_ value: some Encodable) throws {
        let encoder = FactEncoder(writer: self)
        self = ByteWriter()
        defer { self = encoder.writer }
        try encoder.encode(value)
    }
}
