import DilintSyntax

/// Whether a file's bytes may hold a write to one of a set of names: the name as a whole
/// word, then (past spaces) an assignment, a compound assignment, a subscript or a member
/// (`x = `, `x += `, `x[k] = `, `x.append(`, `x?.y = `), or after `&`. Only a filter
/// before the file is parsed whole: what it lets through, the parse decides.
public struct WriteScan: Sendable {
    private let names: Set<[UInt8]>
    /// Name lengths present, as bits: most words are ruled out before hashing.
    private let lengths: UInt64

    public init(names: Set<String>) {
        self.names = Set(names.map { Array($0.utf8) })
        var bits: UInt64 = 0
        for name in names { bits |= 1 << UInt64(min(name.utf8.count, 63)) }
        lengths = bits
    }

    public var isEmpty: Bool { names.isEmpty }

    public func mayWrite(in bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var i = 0
            while i < count {
                let byte = buffer[i]
                guard Self.startsName(byte) else { i += 1; continue }
                let start = i
                i += 1
                while i < count, Self.continuesName(buffer[i]) { i += 1 }
                let length = i - start
                guard lengths & (1 << UInt64(min(length, 63))) != 0 else { continue }
                guard names.contains(Array(buffer[start..<i])) else { continue }
                if start > 0, buffer[start - 1] == UInt8(ascii: "&") { return true }
                if Self.writeFollows(buffer, from: i) { return true }
            }
            return false
        }
    }

    private static func writeFollows(_ buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> Bool {
        var j = index
        while j < buffer.count, buffer[j] == UInt8(ascii: " ") || buffer[j] == UInt8(ascii: "\t") { j += 1 }
        guard j < buffer.count else { return false }
        let next = j + 1 < buffer.count ? buffer[j + 1] : 0
        switch buffer[j] {
        case UInt8(ascii: "="): return next != UInt8(ascii: "=")
        case UInt8(ascii: "["), UInt8(ascii: "."): return true
        case UInt8(ascii: "?"), UInt8(ascii: "!"): return next == UInt8(ascii: ".") || next == UInt8(ascii: "[")
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"):
            return next == UInt8(ascii: "=")
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            return next == buffer[j] && j + 2 < buffer.count && buffer[j + 2] == UInt8(ascii: "=")
        default: return false
        }
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
