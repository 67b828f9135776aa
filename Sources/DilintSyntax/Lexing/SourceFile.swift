import Foundation

/// A file's bytes, its display path and its line table. Lines break at `\n`, `\r\n` and
/// `\r`; columns count UTF-8 bytes from 1 (SPEC §3).
public final class SourceFile: @unchecked Sendable {
    /// The path as reports show it: relative to the current directory where possible.
    public let path: String
    /// Where the bytes were read from. Once the file's own analysis is done the bytes can
    /// be released (`releaseBytes`): a line a report shows is then read from here again.
    public let origin: String?
    /// Empty once released; `byteCount` stays.
    @exclusivity(unchecked) public private(set) var bytes: [UInt8]
    public let byteCount: Int

    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    public var lineStarts: [Int] { lineTable.map(Int.init) }

    /// Built on first use: most files never report anything. A file whose bytes were
    /// released reads them again for it, as for a line's text (`bytesForText`); if it
    /// can no longer be read at the size analyzed, every offset is placed on line 1.
    /// Files are shared across threads, hence the lock. 32 bits an entry: the tables of
    /// a whole project stay a tenth of its sources.
    private var lineTable: [UInt32] {
        lock.lock()
        defer { lock.unlock() }
        if let storedLineTable { return storedLineTable }
        let computed = SourceFile.computeLineStarts(bytes.count == byteCount ? bytes : readAgain() ?? [])
        storedLineTable = computed
        return computed
    }

    private var storedLineTable: [UInt32]?
    private let lock = NSLock()

    public init(path: String, bytes: [UInt8], origin: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.byteCount = bytes.count
        self.origin = origin
    }

    /// Lets the bytes go: after the per-file phase only reports read them, for the
    /// locations and lines of a few files. Files not read from disk keep theirs.
    public func releaseBytes() {
        guard origin != nil, byteCount < Int(UInt32.max) else { return }
        lock.lock()
        defer { lock.unlock() }
        bytes = []
    }

    /// The bytes, read again from `origin` if they were released; nil when the file has
    /// changed size since (its lines are no longer the ones analyzed).
    private func bytesForText() -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if bytes.count == byteCount { return bytes }
        guard let read = readAgain() else { return nil }
        bytes = read
        return bytes
    }

    /// The bytes as analyzed, read again from `origin` (and not kept) if they were
    /// released; nil when the file has changed size since.
    public func analyzedBytes() -> [UInt8]? {
        lock.lock()
        let held = bytes
        lock.unlock()
        return held.count == byteCount ? held : readAgain()
    }

    private func readAgain() -> [UInt8]? {
        guard let origin, let read = FileBytes.contents(of: origin), read.count == byteCount else { return nil }
        return read
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    public var lineCount: Int { lineTable.count }

    /// 1-based line and column of a byte offset (an offset at the end of the file is
    /// allowed).
    public func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let lineStarts = lineTable
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return (low + 1, offset - Int(lineStarts[low]) + 1)
    }

    public func location(of offset: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(of: offset)
        return SourceLocation(file: path, line: line, column: column)
    }

    /// The text of a 1-based line, without its line break.
    public func lineText(_ line: Int) -> String {
        let lineStarts = lineTable
        guard line >= 1, line <= lineStarts.count, let bytes = bytesForText() else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
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

    /// `\n` found with `memchr`; a file with a `\r` in it takes the byte-by-byte walk.
    static func computeLineStarts(_ bytes: [UInt8]) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        bytes.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            let n = p.count
            if memchr(base, 0x0D, n) == nil {
                var at = base
                var left = n
                while left > 0, let found = memchr(at, 0x0A, left) {
                    let next = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) + 1
                    starts.append(UInt32(truncatingIfNeeded: next - base))
                    left -= next - at
                    at = next
                }
                return
            }
            var i = 0
            while i < n {
                let b = p[i]
                if b == 0x0A {
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                } else if b == 0x0D {
                    if i + 1 < n, p[i + 1] == 0x0A { i += 1 }
                    starts.append(UInt32(truncatingIfNeeded: i + 1))
                }
                i += 1
            }
        }
        // Kept for the whole run: without the reserve's slack (a fifth, on average).
        guard starts.capacity > starts.count + starts.count / 16 else { return starts }
        return [UInt32](unsafeUninitializedCapacity: starts.count) { buffer, count in
            _ = buffer.initialize(from: starts)
            count = starts.count
        }
    }
}
