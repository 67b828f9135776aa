/// Byte tests on a name's UTF-8, read from its storage in one loop. Iterating
/// `String.UTF8View` goes through the string's index machinery byte by byte, and the type
/// table asks these of every declaration and extension in the project.
package enum NameBytes {
    /// `name.first?.isUppercase == true`, read from the first byte when it is ASCII (a
    /// letter with marks after it has the letter's case): making a `Character` and asking
    /// Unicode for its case cost hundreds of instructions a name.
    package static func startsUppercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        guard first >= 0x80 else { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// `name.first?.isLowercase == true`, the same way.
    package static func startsLowercase(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        guard first >= 0x80 else { return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") }
        return name.first?.isLowercase == true
    }

    package static func contains(_ byte: UInt8, in name: String) -> Bool {
        reading(name) { $0.contains(byte) }
    }

    package static func containsEither(_ first: UInt8, _ second: UInt8, in name: String) -> Bool {
        reading(name) { $0.contains { $0 == first || $0 == second } }
    }

    package static func count(of byte: UInt8, in name: String) -> Int {
        reading(name) { bytes in
            var count = 0
            for b in bytes where b == byte { count += 1 }
            return count
        }
    }

    /// `first`, `separator`, `second` (`Outer.Inner`, `folder/name`), their bytes copied
    /// into one string of the right size: `first + "." + second` makes and grows an
    /// intermediate one, and appending to a reserved string cost ~1,400 instructions a name.
    package static func joined(_ first: String, _ separator: UInt8, _ second: String) -> String {
        var first = first
        var second = second
        return first.withUTF8 { firstBytes in
            second.withUTF8 { secondBytes in
                String(unsafeUninitializedCapacity: firstBytes.count + 1 + secondBytes.count) { buffer in
                    var end = buffer.initialize(fromContentsOf: firstBytes)
                    buffer[end] = separator
                    end += 1
                    end += UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: secondBytes)
                    return end
                }
            }
        }
    }

    package static func hasSuffix(_ suffix: StaticString, _ name: String) -> Bool {
        reading(name) { bytes in
            let tail = UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount)
            return bytes.count >= tail.count && bytes[(bytes.count - tail.count)...].elementsEqual(tail)
        }
    }

    package static func hasPrefix(_ prefix: StaticString, _ name: String) -> Bool {
        reading(name) { bytes in
            let head = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
            return bytes.count >= head.count && bytes[..<head.count].elementsEqual(head)
        }
    }

    /// Whether `needle`'s bytes occur in `name`'s.
    package static func contains(_ needle: StaticString, in name: String) -> Bool {
        contains(needle, in: name, folding: { $0 })
    }

    /// The same, ASCII letters of `name` read in lower case (`needle` is written in it):
    /// what `name.lowercased().contains(needle)` answers, without the copy.
    package static func containsIgnoringCase(_ needle: StaticString, in name: String) -> Bool {
        contains(needle, in: name, folding: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 | 0x20 : $0 })
    }

    private static func contains(_ needle: StaticString, in name: String, folding fold: (UInt8) -> UInt8) -> Bool {
        reading(name) { bytes in
            let wanted = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
            guard let first = wanted.first, bytes.count >= wanted.count else { return wanted.isEmpty }
            var i = 0
            while i + wanted.count <= bytes.count {
                if fold(bytes[i]) == first, bytes[i..<(i + wanted.count)].lazy.map(fold).elementsEqual(wanted) { return true }
                i += 1
            }
            return false
        }
    }

    /// The first of `name`'s dotted parts, as `split(separator: ".").first` gives it.
    package static func firstDottedPart(_ name: String) -> String? {
        dottedPart(name, last: false)
    }

    /// The last of `name`'s dotted parts, as `split(separator: ".").last` gives it.
    package static func lastDottedPart(_ name: String) -> String? {
        dottedPart(name, last: true)
    }

    private static func dottedPart(_ name: String, last: Bool) -> String? {
        let part = reading(name) { bytes -> String?? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard bytes.contains(UInt8(ascii: ".")) else { return .some(bytes.isEmpty ? nil : name) }
            var found: String?
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                if end > start {
                    found = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    if !last { break }
                }
                start = end + 1
            }
            return .some(found)
        }
        if let part { return part }
        let parts = name.split(separator: ".")
        return (last ? parts.last : parts.first).map(String.init)
    }

    /// `name` split at its dots, empty parts dropped, as `split(separator: ".")` splits it,
    /// but by bytes: splitting at a `Character` walks the name's grapheme clusters.
    package static func dottedParts(_ name: String) -> [String] {
        let dots = count(of: UInt8(ascii: "."), in: name)
        if dots == 0 { return name.isEmpty ? [] : [name] }
        let ascii = reading(name) { bytes -> [String]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var parts: [String] = []
            parts.reserveCapacity(dots + 1)
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                if end > start { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
                start = end + 1
            }
            return parts
        }
        return ascii ?? name.split(separator: ".").map(String.init)
    }

    /// A 64-bit digest of `name` that names equal as Swift strings share: an ASCII name's
    /// bytes, digested where they lie; any other name's `hashValue`, since names equal as
    /// Unicode (canonically equivalent) may differ byte for byte, and no other bytes equal
    /// ASCII ones.
    package static func digest(_ name: String) -> UInt64 {
        reading(name) { $0.contains(where: { $0 >= 0x80 }) ? nil : ContentHash.of(UnsafeRawBufferPointer($0)) }
            ?? UInt64(truncatingIfNeeded: name.hashValue)
    }

    /// `withUTF8`, unlike `withContiguousStorageIfAvailable`, also reaches the bytes of a
    /// small string, which most names are.
    private static func reading<Result>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var name = name
        return name.withUTF8(body)
    }
}
