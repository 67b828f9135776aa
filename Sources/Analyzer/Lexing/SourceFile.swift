import Foundation

/// A file's bytes, its display path and its line table. Lines break at `\n`, `\r\n` and
/// `\r`; columns count UTF-8 bytes from 1 (SPEC §3).
public final class SourceFile: @unchecked Sendable {
    /// The path as reports show it: relative to the current directory where possible.
    public let path: String
    public let bytes: [UInt8]

    /// Byte offset at which each line starts; `lineStarts[0] == 0`. Built on first use:
    /// most files never report anything. Files are shared across threads, hence the lock.
    public var lineStarts: [Int] {
        lineTableLock.lock()
        defer { lineTableLock.unlock() }
        if let lineTable { return lineTable }
        let computed = SourceFile.computeLineStarts(bytes)
        lineTable = computed
        return computed
    }

    private var lineTable: [Int]?
    private let lineTableLock = NSLock()

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineStarts.count }

    /// 1-based line and column of a byte offset (an offset at the end of the file is
    /// allowed).
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let lineStarts = lineStarts
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    public func location(of offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(of: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        let lineStarts = lineStarts
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    public func text(of token: Token) -> String {
        String(decoding: bytes[token.range], as: UTF8.self)
    }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether a token spells exactly `s` (compared as bytes, without building a String).
    public func token(_ token: Token, is s: StaticString) -> Bool {
        guard Int(token.length) == s.utf8CodeUnitCount else { return false }
        let base = Int(token.start)
        let p = s.utf8Start
        for i in 0..<s.utf8CodeUnitCount where bytes[base + i] != p[i] { return false }
        return true
    }

    static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { p in
            var i = 0
            let n = p.count
            while i < n {
                let b = p[i]
                if b == 0x0A {
                    starts.append(i + 1)
                } else if b == 0x0D {
                    if i + 1 < n, p[i + 1] == 0x0A { i += 1 }
                    starts.append(i + 1)
                }
                i += 1
            }
        }
        return starts
    }
}
