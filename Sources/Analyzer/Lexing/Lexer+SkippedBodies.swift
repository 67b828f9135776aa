/// The bytes of a skipped body (`BodySkipper`), read without making tokens: where each
/// token would end, its kind as far as what follows depends on it, and what the skim
/// notes. A byte whose token needs more than that — a regex or a division, a raw or
/// multi-line string, an interpolation, a Unicode name — is left to `lexCode`, which
/// then goes on from exactly the state it would have reached.
extension Lexer {
    mutating func skipBodyBytes() {
        guard var body = skipper.body else { return lexCode() }
        var wordAfterPeriod = false
        var unresolvedWord = false
        while i < n {
            let start = i
            let b = p[i]
            var kind = TokenKind.error
            switch b {
            case 0x20, 0x09, 0x0B, 0x0C:
                i = end(ofRunFrom: i + 1) { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C }
                pendingFlags.insert(.afterTrivia)
                continue
            case 0x0A, 0x0D:
                i += 1
                pendingFlags.formUnion([.afterTrivia, .afterNewline])
                if i < n, isConflictMarkerByte(p[i]) { lexConflictMarker() }
                continue
            case UInt8(ascii: "/"):
                if at(i + 1) == UInt8(ascii: "/") {
                    skipToLineEnd()
                    pendingFlags.insert(.afterTrivia)
                    continue
                }
                guard at(i + 1) == UInt8(ascii: "*") else { break }
                // Trivia: nothing is stored, only the next token's flags are set.
                lexBlockComment()
                continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                i = end(ofRunFrom: i + 1) { isIdentifierByte($0) }
                if i < n, p[i] >= 0x80 { i = start; break }
                let length = i - start
                let afterPeriod = previousKind == .period
                // `as`, `self` and `import` are the words the skim reads; after a `.`
                // only `self` keeps its meaning.
                let isAs = length == 2 && p[start] == UInt8(ascii: "a") && p[start + 1] == UInt8(ascii: "s") && !afterPeriod
                if body.afterPeriod, length == 4, p[start] == UInt8(ascii: "s"), p[start + 1] == UInt8(ascii: "e"),
                   p[start + 2] == UInt8(ascii: "l"), p[start + 3] == UInt8(ascii: "f") {
                    body.flags.insert(.mayNameMetatype)
                }
                if length == 6, !afterPeriod, Keyword.lookup(p + start, 6) == .import { skipper.noteImport() }
                body.afterAs = isAs
                body.afterPeriod = false
                body.end = i
                previousKind = .identifier
                previousKeyword = .none
                previousStart = start
                previousEnd = i
                pendingFlags = []
                unresolvedWord = true
                wordAfterPeriod = afterPeriod
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Decimal digits only: prefixes, fractions and exponents are `lexNumber`'s.
                i = end(ofRunFrom: i + 1) { isDigit($0) || $0 == UInt8(ascii: "_") }
                if i < n, isIdentifierByte(p[i]) || p[i] >= 0x80 || (p[i] == UInt8(ascii: ".") && isDigit(at(i + 1))) { i = start; break }
                kind = .integerLiteral
            case UInt8(ascii: "("): i += 1; kind = .leftParen; body.level += 1
            case UInt8(ascii: ")"): i += 1; kind = .rightParen; body.level -= 1
            case UInt8(ascii: "{"): i += 1; kind = .leftBrace; body.level += 1
            case UInt8(ascii: "}"): i += 1; kind = .rightBrace; body.level -= 1
            case UInt8(ascii: "["): i += 1; kind = .leftBracket; body.level += 1
            case UInt8(ascii: "]"): i += 1; kind = .rightBracket; body.level -= 1
            case UInt8(ascii: ","): i += 1; kind = .comma
            case UInt8(ascii: ":"): i += 1; kind = .colon
            case UInt8(ascii: ";"): i += 1; kind = .semicolon
            case UInt8(ascii: "\\"): i += 1; kind = .backslash
            case UInt8(ascii: "."):
                if at(i + 1) == UInt8(ascii: ".") {
                    lexOperatorInBody(&body)
                    unresolvedWord = false
                    continue
                }
                i += 1
                kind = .period
            case UInt8(ascii: "\""):
                guard let closed = skipPlainString() else { i = start; break }
                kind = closed ? .stringEnd : .stringStart
            case UInt8(ascii: "#"):
                guard isWordHead(at(i + 1)) else { break }
                i = end(ofRunFrom: i + 2) { isIdentifierByte($0) }
                if i < n, p[i] >= 0x80 { i = start; break }
                kind = .poundKeyword
            case UInt8(ascii: "@"):
                guard isWordHead(at(i + 1)) else { break }
                i = end(ofRunFrom: i + 2) { isIdentifierByte($0) }
                if i < n, p[i] >= 0x80 { i = start; break }
                kind = .attribute
            case UInt8(ascii: "$"):
                i = end(ofRunFrom: i + 1) { isIdentifierByte($0) }
                if i == start + 1 || (i < n && p[i] >= 0x80) { i = start; break }
                kind = .identifier
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                 UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                lexOperatorInBody(&body)
                unresolvedWord = false
                continue
            default:
                break
            }
            guard i > start else { break }
            // A token other than a word: its kind is known, and so is the previous one's.
            body.afterAs = false
            body.afterPeriod = kind == .period
            body.end = i
            previousKind = kind
            previousKeyword = .none
            previousStart = kind == .stringEnd ? i - 1 : start
            previousEnd = kind == .stringStart ? start + 1 : i
            pendingFlags = []
            unresolvedWord = false
            if body.level == 0 {
                tokens.append(skipper.close(body))
                return
            }
        }
        skipper.body = body
        if unresolvedWord {
            resolveWord(afterPeriod: wordAfterPeriod)
            unresolvedWord = false
        }
        if i < n { lexCode() }
    }

    /// The last word's kind and keyword, as `emitWord` would have set them.
    private mutating func resolveWord(afterPeriod: Bool) {
        let keyword = Keyword.lookup(p + previousStart, previousEnd - previousStart)
        let isKeyword = keyword.isReserved && !(afterPeriod && keyword != .`self` && keyword != .`init`)
        previousKind = isKeyword ? .keyword : .identifier
        previousKeyword = keyword
    }

    /// Where the run of bytes matching `belongs` from `j` ends (counted in a local, which
    /// the loop keeps in a register).
    @inline(__always) private func end(ofRunFrom j: Int, _ belongs: (UInt8) -> Bool) -> Int {
        var j = j
        while j < n, belongs(p[j]) { j += 1 }
        return j
    }

    @inline(__always) private func isWordHead(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
    }

    /// An operator, by `lexOperator`: its token goes through the skipper like any the
    /// lexer makes (which notes an `as!`), with the body's state handed over and back.
    private mutating func lexOperatorInBody(_ body: inout OpenBody) {
        skipper.body = body
        lexOperator()
        // An operator never closes a body.
        if let open = skipper.body { body = open }
    }

    /// A one-line string without interpolation from the `"` at `i`: true when it closes,
    /// false when its line ends first; nil (nothing consumed) when it is not such a string.
    private mutating func skipPlainString() -> Bool? {
        if at(i + 1) == UInt8(ascii: "\""), at(i + 2) == UInt8(ascii: "\"") { return nil }
        var j = i + 1
        while j < n {
            switch p[j] {
            case UInt8(ascii: "\""):
                i = j + 1
                return true
            case UInt8(ascii: "\\"):
                let escaped = at(j + 1)
                if escaped == UInt8(ascii: "(") { return nil }
                j += (j + 1 < n && escaped != 0x0A && escaped != 0x0D) ? 2 : 1
            case 0x0A, 0x0D:
                i = j
                return false
            default:
                j += 1
            }
        }
        i = n
        return false
    }
}
