import DilintSyntax

/// The scopes a file resets, by name: Swinject's `resetObjectScope(.session)` and
/// `resetObjectScope(ObjectScope.session)`, Factory's and Resolver's
/// `Scope.session.reset()`, a manager's `reset(scope: .session)`. Read from the bytes,
/// comments and strings included, whatever the parse skims and whichever library the
/// file reads: a reset called through code dilint does not model still tells that the
/// scope does not keep what it holds for good. Which of these names are scopes is the
/// project's to say (`ScopeDeclarations`).
public enum ScopeResets {
    /// `resetObjectScope(` is looked for on its own, to its rare `O`; `reset(` once for the
    /// two other spellings, whose rarest byte, `(`, Swift code is full of.
    private static let swinjectReset = ByteSearch.Needle("resetObjectScope(")
    private static let reset = ByteSearch.Needle("reset(")

    /// The names, sorted, each once.
    public static func names(in file: SourceFile) -> [String] {
        var names: Set<String> = []
        file.bytes.withUnsafeBufferPointer { bytes in
            // `resetObjectScope(.name)`, `resetObjectScope(ObjectScope.name)`
            _ = ByteSearch.occurrences(of: swinjectReset, in: bytes) { bytes, start in
                let after = start + "resetObjectScope(".utf8.count
                let at = skipping(".", in: bytes, at: after) ?? skipping("ObjectScope.", in: bytes, at: after)
                if let at, let name = name(in: bytes, from: at, closedBy: UInt8(ascii: ")")) { names.insert(name) }
                return false
            }
            _ = ByteSearch.occurrences(of: reset, in: bytes) { bytes, start in
                // `.name.reset(`
                let dot = start - 1
                if dot > 0, bytes[dot] == UInt8(ascii: ".") {
                    var first = dot
                    while first > 0, ImportScan.isWordByte(bytes[first - 1]) { first -= 1 }
                    if first < dot, first > 0, bytes[first - 1] == UInt8(ascii: ".") {
                        names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<dot]), as: UTF8.self))
                    }
                }
                // `reset(scope: .name)`
                if let at = skipping("scope: .", in: bytes, at: start + "reset(".utf8.count),
                   let name = name(in: bytes, from: at, closedBy: UInt8(ascii: ")")) {
                    names.insert(name)
                }
                return false
            }
        }
        return names.sorted()
    }

    /// The name starting at `start` when `closer` follows it right away.
    private static func name(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, closedBy closer: UInt8) -> String? {
        var end = start
        while end < bytes.count, ImportScan.isWordByte(bytes[end]) { end += 1 }
        guard end > start, end < bytes.count, bytes[end] == closer else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static func skipping(_ text: StaticString, in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        let count = text.utf8CodeUnitCount
        guard start + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[start + offset] != text.utf8Start[offset] { return nil }
        return start + count
    }
}
