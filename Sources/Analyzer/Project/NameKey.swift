/// A name as the type table's namespaces key it. Names are looked up far more often than
/// declared, each lookup probes several entries of a dictionary, and many names are too
/// long to be stored inline: a `String` key was hashed in full at each lookup and
/// compared in full with each entry probed. A key is digested once, when it is made, and
/// compared with another by digest before its text.
struct NameKey: Hashable, Sendable {
    let name: String
    private let digest: UInt64

    init(_ name: String) {
        self.name = name
        var bytes = name
        // Names that are equal as Unicode but not byte for byte must get one digest: only
        // ASCII names, which no other bytes can equal, are digested from their bytes.
        digest = bytes.withUTF8 { $0.contains(where: { $0 >= 0x80 }) ? nil : ContentHash.of(UnsafeRawBufferPointer($0)) }
            ?? UInt64(truncatingIfNeeded: name.hashValue)
    }

    static func == (a: NameKey, b: NameKey) -> Bool {
        a.digest == b.digest && a.name == b.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
