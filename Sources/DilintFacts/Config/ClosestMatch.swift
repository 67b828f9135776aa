import DilintSyntax

/// The candidate a misspelt word most likely meant, for "did you mean …?" hints on
/// configuration keys, rule ids and command-line flags. Returns nil when nothing is
/// close enough to be a helpful guess: at most a third of the word's letters may be
/// wrong (at least one), or the word must be the start of the candidate (`warn` for
/// `warning`). Letter case is ignored; a swap of two neighbouring letters counts as one
/// edit. Ties go to the earlier candidate.
public func closestMatch(_ word: String, in candidates: [String]) -> String? {
    let typed = Array(word.lowercased().unicodeScalars)
    let limit = max(1, typed.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != word {
        let distance = editDistance(typed, Array(candidate.lowercased().unicodeScalars))
        if distance <= limit && distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    if let best { return best.candidate }
    guard typed.count >= 3 else { return nil }
    let lowered = word.lowercased()
    return candidates.filter { $0.lowercased().hasPrefix(lowered) }.min { $0.count < $1.count }
}

/// Insertions, deletions, substitutions and swaps of adjacent letters needed to turn
/// `a` into `b` (the "optimal string alignment" distance).
func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                current[j] = min(current[j], beforePrevious[j - 2] + 1)
            }
        }
        (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
}
