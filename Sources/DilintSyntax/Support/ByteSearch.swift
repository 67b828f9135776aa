import Foundation

extension SourceFile {
    /// Whether the file's bytes contain `text` anywhere: a cheap test that lets a reader
    /// skip a file that cannot hold what it looks for, before walking its syntax.
    /// `memchr` runs to the needle's rarest byte (`v` in `resolve`, `L` in `Locator`) and
    /// only there are the other bytes compared: stopping at every `r` cost more than
    /// everything else the search does.
    public func contains(_ text: String) -> Bool {
        ByteSearch.occurrences(of: text, in: self) { _, _ in true }
    }

    /// The same for a needle prepared once: a word looked for in every file.
    public func contains(_ needle: ByteSearch.Needle) -> Bool {
        ByteSearch.occurrences(of: needle, in: self) { _, _ in true }
    }

    /// Whether the file names `member` after a `.`, as written or backticked: `.resolve`,
    /// ``.`resolve` ``. One search, for both spellings.
    public func containsMemberName(_ member: String) -> Bool {
        let length = member.utf8.count
        return ByteSearch.occurrences(of: member, in: self) { bytes, start in
            guard start >= 1 else { return false }
            if bytes[start - 1] == UInt8(ascii: ".") { return true }
            return start >= 2 && bytes[start - 1] == UInt8(ascii: "`") && bytes[start - 2] == UInt8(ascii: ".")
                && start + length < bytes.count && bytes[start + length] == UInt8(ascii: "`")
        }
    }

    /// `contains`, with ASCII letters matched in either case: `lowercased()` of a Swift
    /// name holds an ASCII word only where the name does, in some case. `word` is
    /// lowercase ASCII letters only (`| 0x20` folds the case of letters, not of others).
    public func containsIgnoringASCIICase(_ word: String) -> Bool {
        let needle = Array(word.utf8)
        guard !needle.isEmpty else { return true }
        guard needle.count <= bytes.count else { return false }
        // The rarest letter is looked for with `memchr`, in each of its cases in turn.
        let anchor = needle.indices.max { ByteSearch.commonness(needle[$0]) > ByteSearch.commonness(needle[$1]) }!
        let letter = needle[anchor]
        return bytes.withUnsafeBufferPointer { haystack in
            guard let base = haystack.baseAddress else { return false }
            let end = base + (haystack.count - needle.count + anchor + 1)
            for spelling in [letter, letter & ~0x20] {
                var from = base + anchor
                while from < end {
                    guard let hit = memchr(from, Int32(spelling), end - from) else { break }
                    let start = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - anchor
                    var matched = 0
                    while matched < needle.count, start[matched] | 0x20 == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                    from = start + anchor + 1
                }
            }
            return false
        }
    }
}

public enum ByteSearch {
    /// A text to look for, with the byte `memchr` runs to (its rarest) and the one
    /// compared next, worked out once.
    public struct Needle: Sendable {
        let bytes: [UInt8]
        let anchor: Int
        let neighbour: Int

        public init(_ text: String) {
            let bytes = Array(text.utf8)
            let anchor = bytes.indices.max { ByteSearch.commonness(bytes[$0]) > ByteSearch.commonness(bytes[$1]) } ?? 0
            self.bytes = bytes
            self.anchor = anchor
            neighbour = anchor > 0 ? anchor - 1 : min(anchor + 1, max(bytes.count - 1, 0))
        }
    }

    /// Whether `accept` takes one of the places where `text` occurs in the file's bytes.
    package static func occurrences(of text: String, in file: SourceFile,
                                    _ accept: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
        occurrences(of: Needle(text), in: file, accept)
    }

    package static func occurrences(of prepared: Needle, in file: SourceFile,
                                    _ accept: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
        file.bytes.withUnsafeBufferPointer { occurrences(of: prepared, in: $0, accept) }
    }

    /// The same in any bytes: a file's as read again, when the file let its own go.
    package static func occurrences(of prepared: Needle, in haystack: UnsafeBufferPointer<UInt8>,
                                    _ accept: (UnsafeBufferPointer<UInt8>, Int) -> Bool) -> Bool {
        let needle = prepared.bytes
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        let anchor = prepared.anchor
        let neighbour = prepared.neighbour
        return needle.withUnsafeBufferPointer { needle in
            guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return false }
            // The anchor byte can only sit where the whole needle fits around it.
            var from = base + anchor
            let end = base + (haystack.count - needle.count + anchor + 1)
            while from < end {
                guard let hit = memchr(from, Int32(needle[anchor]), end - from) else { return false }
                let anchorHit = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                // The byte next to the anchor first: most hits differ there, and a
                // compare of one byte costs less than a call to `memcmp`.
                if anchorHit[neighbour - anchor] == needle[neighbour],
                   memcmp(anchorHit - anchor, needleBase, needle.count) == 0, accept(haystack, anchorHit - anchor - base) {
                    return true
                }
                from = anchorHit + 1
            }
            return false
        }
    }

    /// Bytes of Swift source from most to least frequent, roughly; bytes not listed
    /// (capitals, digits, most punctuation) are rarer than all of them.
    private static let byFrequency = Array(" \netaoinsrlcdupmhf.(),:gy{}=b\"_/wvk".utf8)

    /// Each byte's place in `byFrequency`, counted from its end; -1 for a byte not listed.
    /// A table: searching the list, twice a comparison, was most of preparing a needle.
    private static let commonnessByByte: [Int] = (0...255).map { byte in
        guard let index = byFrequency.firstIndex(of: UInt8(byte)) else { return -1 }
        return byFrequency.count - index
    }

    static func commonness(_ byte: UInt8) -> Int { commonnessByByte[Int(byte)] }
}
