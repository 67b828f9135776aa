import DilintFacts
import DilintSyntax

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
        digest = NameBytes.digest(name)
    }

    static func == (a: NameKey, b: NameKey) -> Bool {
        a.digest == b.digest && a.name == b.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}
