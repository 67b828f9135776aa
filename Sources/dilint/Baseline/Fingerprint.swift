import DilintSyntax

/// A finding's identity across edits: rule, file, enclosing declaration and the text of
/// its line with whitespace normalised — never its line or column, so a finding keeps
/// its fingerprint when unrelated code above it moves.
public enum Fingerprint {
    public static func of(_ diagnostic: Diagnostic, lineText: String?) -> String {
        var hash = FNV1a64()
        hash.add(diagnostic.ruleID)
        hash.add(diagnostic.location.file)
        // A finding outside any declaration differs from one inside a declaration named "".
        if let symbol = diagnostic.symbol { hash.add("s:" + symbol) } else { hash.add("-") }
        hash.add(normalised(lineText ?? ""))
        return hash.hex
    }

    public static func of(_ diagnostic: Diagnostic, sourceLines: SourceLineLookup) -> String {
        of(diagnostic, lineText: sourceLines.line(diagnostic.location.line, of: diagnostic.location.file))
    }

    /// Trimmed, with every run of whitespace collapsed to one space, so re-indenting a
    /// line does not un-baseline its finding.
    public static func normalised(_ line: String) -> String {
        // By bytes when the line is ASCII, as nearly every line is: splitting by Character
        // cost ~1,000 instructions a character, and a run reporting thousands of findings
        // spent more on this than on a rule. ASCII whitespace is what `isWhitespace` says
        // of ASCII: tab to carriage return, and space.
        var ascii = true
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(line.utf8.count)
        var pendingSpace = false
        for byte in line.utf8 {
            if byte >= 0x80 { ascii = false; break }
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !collapsed.isEmpty
                continue
            }
            if pendingSpace { collapsed.append(0x20); pendingSpace = false }
            collapsed.append(byte)
        }
        guard ascii else { return line.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        return String(decoding: collapsed, as: UTF8.self)
    }
}

/// 64-bit FNV-1a: small, fast, stable across platforms and runs (unlike `Hasher`).
struct FNV1a64 {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01b3
        }
    }

    /// Adds a field followed by a separator byte that UTF-8 text never contains, so
    /// ("ab", "c") and ("a", "bc") hash differently.
    mutating func add(_ field: String) {
        add(field.utf8)
        add(CollectionOfOne(0xFF))
    }

    var hex: String {
        String(value, radix: 16).leftPadded(to: 16)
    }
}
