extension StringProtocol {
    /// Without the leading and trailing characters found in `set` (Analyzer does not import
    /// Foundation for its `trimmingCharacters(in:)`).
    package func trimming(_ set: String) -> String {
        var s = Substring(self)
        while let first = s.first, set.contains(first) { s = s.dropFirst() }
        while let last = s.last, set.contains(last) { s = s.dropLast() }
        return String(s)
    }
}
