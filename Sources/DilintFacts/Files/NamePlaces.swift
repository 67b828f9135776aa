import DilintSyntax

/// The offsets at which any of some names is spelled in a file's bytes (as part of a
/// longer word too), in order.
struct NamePlaces {
    private var offsets: [Int] = []

    init(_ names: some Sequence<String>, in file: SourceFile, adding more: [Int] = []) {
        offsets = more
        for name in names where !name.isEmpty {
            _ = ByteSearch.occurrences(of: name, in: file) { _, offset in
                offsets.append(offset)
                return false
            }
        }
        offsets.sort()
    }

    /// Whether the bytes of `range` may spell one: an empty range is not known to hold none.
    func mayHold(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        var low = 0, high = offsets.count
        while low < high {
            let middle = (low + high) / 2
            if offsets[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < offsets.count && offsets[low] < range.upperBound
    }
}
