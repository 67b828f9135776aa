import DilintFacts
import DilintSyntax

extension Project {
    /// How many times each of `names` is spelled as a whole word in the analyzed files,
    /// comments and strings included: a question of last resort, for a rule that must know
    /// whether code it does not model (a key path handed to a function, a call on `Self`)
    /// may name something. Reads every file's bytes, so asked only with names to look for.
    public func wordMentions(of names: Set<String>) -> [String: Int] {
        guard !names.isEmpty else { return [:] }
        let needles = names.map { Array($0.utf8) }.filter { !$0.isEmpty }
        let firstBytes = Set(needles.map { $0[0] })
        var counts: [String: Int] = [:]
        for analysis in files {
            guard let bytes = analysis.file.analyzedBytes() else { continue }
            bytes.withUnsafeBufferPointer { buffer in
                var index = 0
                while index < buffer.count {
                    let byte = buffer[index]
                    guard firstBytes.contains(byte), index == 0 || !ImportScan.isASCIIWordByte(buffer[index - 1]) else { index += 1; continue }
                    for needle in needles where needle[0] == byte && index + needle.count <= buffer.count {
                        let end = index + needle.count
                        guard end == buffer.count || !ImportScan.isASCIIWordByte(buffer[end]),
                              buffer[index..<end].elementsEqual(needle) else { continue }
                        counts[String(decoding: needle, as: UTF8.self), default: 0] += 1
                    }
                    index += 1
                }
            }
        }
        return counts
    }
}
