/// How a type a file declares `private` is named where its bare name could mean another
/// file's: `(Stub in StubTests.swift)`, the way Swift's demangler spells a private type
/// (`(Stub in _HASH)`). DI keys, containers and messages all spell it so.
public enum FilePrivateName {
    public static func spelled(_ name: String, in file: String) -> String {
        "(" + name + " in " + file + ")"
    }

    /// The file part of such a name, `StubTests.swift` (also of a type nested in it,
    /// `(Stub in StubTests.swift).Reply`, or of one nested privately in a type the module
    /// sees, `Harness.(Stub in StubTests.swift)`); nil for any other name.
    public static func file(of name: String) -> Substring? {
        guard let open = name.firstIndex(of: "("), let separator = name[open...].range(of: " in "),
              let close = name[separator.upperBound...].firstIndex(of: ")") else { return nil }
        return name[separator.upperBound..<close]
    }
}
