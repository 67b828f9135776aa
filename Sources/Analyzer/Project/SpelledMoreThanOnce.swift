import DilintFacts
import DilintSyntax

extension Project {
    /// Which of `names` the analyzed files spell more than once as a whole word, strings
    /// included, line comments not (each file's `WordIndex`): a question of last resort,
    /// for a rule that must know whether code it does not model (a key path handed to a
    /// function, a call on `Self`) may name something besides its declaration.
    public func spelledMoreThanOnce(_ names: Set<String>) -> Set<String> {
        let lookup = WordLookup(names.filter { !$0.isEmpty })
        guard !lookup.isEmpty else { return [] }
        var seen: Set<String> = []
        var again: Set<String> = []
        for file in files {
            lookup.forEach(in: file.words) { name, uses in
                if uses.contains(.again) || !seen.insert(name).inserted { again.insert(name) }
            }
        }
        return again
    }
}
