/// Byte tests on a name's UTF-8, read from its storage in one loop. Iterating
/// `String.UTF8View` goes through the string's index machinery byte by byte, and the type
/// table asks these of every declaration and extension in the project.
enum NameBytes {
    static func contains(_ byte: UInt8, in name: String) -> Bool {
        reading(name) { $0.contains(byte) }
    }

    static func containsEither(_ first: UInt8, _ second: UInt8, in name: String) -> Bool {
        reading(name) { $0.contains { $0 == first || $0 == second } }
    }

    static func count(of byte: UInt8, in name: String) -> Int {
        reading(name) { bytes in
            var count = 0
            for b in bytes where b == byte { count += 1 }
            return count
        }
    }

    /// `withUTF8`, unlike `withContiguousStorageIfAvailable`, also reaches the bytes of a
    /// small string, which most names are.
    private static func reading<Result>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var name = name
        return name.withUTF8(body)
    }
}
