import Analyzer
import DilintFacts
import DilintSyntax

/// `dilint debug tokens FILE`: one JSON object per token, one per line, keys always in
/// the order kind, offset, length, line, column, then keyword when the token carries
/// one. Offsets and lengths count UTF-8 bytes; line and column are 1-based, columns in
/// bytes (SPEC §3). Written by hand so the output never depends on an encoder's choices.
public enum DebugTokens {
    public static func render(file: SourceFile) -> String {
        render(file: file, tokens: Tokenizer.tokenize(file))
    }

    public static func render(file: SourceFile, tokens: [Token]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(tokens.count * 72)
        let lineStarts = file.lineStarts
        var line = 0
        for token in tokens {
            let offset = Int(token.start)
            // Tokens come in order, so the line only ever moves forward.
            while line + 1 < lineStarts.count, lineStarts[line + 1] <= offset { line += 1 }
            append(#"{"kind":""#, to: &out)
            append(name(of: token.kind), to: &out)
            append(#"","offset":"#, to: &out)
            append(String(offset), to: &out)
            append(#","length":"#, to: &out)
            append(String(token.length), to: &out)
            append(#","line":"#, to: &out)
            append(String(line + 1), to: &out)
            append(#","column":"#, to: &out)
            append(String(offset - lineStarts[line] + 1), to: &out)
            if token.keyword != .none {
                // Keyword spellings are plain ASCII words (or `_`): nothing to escape.
                append(#","keyword":""#, to: &out)
                append(token.keyword.text, to: &out)
                out.append(UInt8(ascii: "\""))
            }
            append("}\n", to: &out)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The `TokenKind` case name, which is what the JSON calls the kind.
    static func name(of kind: TokenKind) -> String {
        String(describing: kind)
    }

    private static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }
}
