import Foundation

extension SourceFile {
    /// Whether the file's bytes contain `text` anywhere: a cheap test that lets a reader
    /// skip a file that cannot hold what it looks for, before walking its syntax.
    public func contains(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first, needle.count <= bytes.count else { return needle.isEmpty }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return false }
                var start = base
                let last = base + (haystack.count - needle.count)
                while start <= last {
                    guard let hit = memchr(start, Int32(first), last - start + 1) else { return false }
                    let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, needleBase, needle.count) == 0 { return true }
                    start = candidate + 1
                }
                return false
            }
        }
    }
}
