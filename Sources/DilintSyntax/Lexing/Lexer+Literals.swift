/// String and regex literals: where they end, and the tokens a string is split into
/// (its segments, and the interpolated code as ordinary tokens).
extension Lexer {
    // MARK: - Regex literals

    /// The compiler's test for `/` opening a `/…/` literal: the slash is not glued to
    /// what precedes it (`a/b` divides), and the previous token leaves the parser
    /// expecting an expression (`total /2` divides; `= /ab/` and `(/ab/` are regexes).
    func regexMayStartHere() -> Bool {
        if isLeftBound(i) { return false }
        guard let previous = previousKind else { return true }
        switch previous {
        case .identifier, .integerLiteral, .floatLiteral, .regexLiteral, .stringEnd, .rightParen,
             .rightBracket, .rightBrace, .interpolationEnd, .attribute, .period, .backslash:
            return false
        case .keyword:
            switch previousKeyword {
            case .`self`, .capitalSelf, .`super`, .`true`, .`false`, .`nil`, .capitalAny: return false
            default: return true
            }
        case .operator:
            // After a postfix operator (`x! /…`) a binary operator is expected; `->` and
            // `...` do not sequence expressions.
            if isLeftBound(previousStart) { return false }
            let length = previousEnd - previousStart
            if length == 2, p[previousStart] == UInt8(ascii: "-"), p[previousStart + 1] == UInt8(ascii: ">") { return false }
            if length == 3, p[previousStart] == UInt8(ascii: "."), p[previousStart + 1] == UInt8(ascii: "."),
               p[previousStart + 2] == UInt8(ascii: ".") { return false }
            return true
        case .poundKeyword:
            return isConditionalDirective(previousStart, previousEnd)
        default:
            return true
        }
    }

    /// Whether the byte before `j` glues a token at `j` to what precedes it.
    func isLeftBound(_ j: Int) -> Bool {
        guard j > 0 else { return false }
        switch p[j - 1] {
        case 0x20, 0x0D, 0x0A, 0x09, 0, UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
             UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
            return false
        case UInt8(ascii: "/"):
            return !(j >= 2 && p[j - 2] == UInt8(ascii: "*"))   // `*/` ends a comment
        case 0xA0:
            return !(j >= 2 && p[j - 2] == 0xC2)                // a non-breaking space
        default:
            return true
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif`: after these an expression may start.
    func isConditionalDirective(_ start: Int, _ end: Int) -> Bool {
        let word = p + start + 1
        switch end - start - 1 {
        case 2: return word[0] == UInt8(ascii: "i") && word[1] == UInt8(ascii: "f")
        case 4: return Keyword.lookup(word, 4) == .`else`
        case 5: return word[0] == UInt8(ascii: "e") && word[1] == UInt8(ascii: "n") && word[2] == UInt8(ascii: "d")
            && word[3] == UInt8(ascii: "i") && word[4] == UInt8(ascii: "f")
        case 6: return word[0] == UInt8(ascii: "e") && word[1] == UInt8(ascii: "l") && word[2] == UInt8(ascii: "s")
            && word[3] == UInt8(ascii: "e") && word[4] == UInt8(ascii: "i") && word[5] == UInt8(ascii: "f")
        default: return false
        }
    }

    /// Reads a `/…/` literal from the `/` at `i`, on one line. As in the compiler, it is
    /// not a regex (nothing consumed, false returned) when it starts with a space or
    /// tab, ends with an unescaped one, meets an unbalanced `)` outside a character
    /// class, is followed by `/` or `*`, or does not close on its line. The first
    /// unescaped `/` closes it, inside a character class too. Each attempt stops at the
    /// first unescaped `/` after the opening one, so attempts never overlap.
    mutating func lexSlashRegex() -> Bool {
        let first = at(i + 1)
        if first == 0x20 || first == 0x09 || first == UInt8(ascii: "*") || first == UInt8(ascii: "/") { return false }
        var j = i + 1
        var groups = 0
        var classes = 0
        var lastSpace = -1
        while j < n {
            switch p[j] {
            case UInt8(ascii: "/"):
                let after = at(j + 1)
                if after == UInt8(ascii: "/") || after == UInt8(ascii: "*") || lastSpace == j - 1 { return false }
                i = j + 1
                return true
            case 0x0A, 0x0D:
                return false
            case UInt8(ascii: "\\"):
                j += 1
                if j < n, p[j] == 0x0A || p[j] == 0x0D { return false }
            case UInt8(ascii: "(") where classes == 0:
                groups += 1
            case UInt8(ascii: ")") where classes == 0:
                if groups == 0 { return false }
                groups -= 1
            case UInt8(ascii: "["):
                classes += 1
            case UInt8(ascii: "]"):
                if classes > 0 { classes -= 1 }
            case 0x20, 0x09:
                lastSpace = j
            default:
                break
            }
            j += 1
        }
        return false
    }

    /// Reads `#/…/#` (any number of `#`) from the `#`s before the `/` at `slash`. It is
    /// always a regex. Multi-line when only spaces or tabs follow the opening delimiter
    /// on its line; a `/` followed by at least as many `#` closes it. Unterminated, a
    /// single-line one runs to the end of its line, a multi-line one to the end of its
    /// opening line (the compiler resumes there).
    mutating func lexPoundRegex(slash: Int, hashes: Int) {
        var j = slash + 1
        while j < n, p[j] == 0x20 || p[j] == 0x09 { j += 1 }
        let multiline = j < n && (p[j] == 0x0A || p[j] == 0x0D)
        let openingLineEnd = j
        if multiline, let unclosed = unclosedRegex, slash > unclosed.from, hashes > unclosed.longestClosing {
            i = openingLineEnd
            return
        }
        j = slash + 1
        var longestClosing = 0
        while j < n {
            let b = p[j]
            if b == UInt8(ascii: "/") {
                var k = j + 1
                while k < n, p[k] == UInt8(ascii: "#") { k += 1 }
                if k - j - 1 >= hashes {
                    i = k
                    return
                }
                longestClosing = max(longestClosing, k - j - 1)
            } else if b == 0x0A || b == 0x0D {
                if !multiline {
                    i = j
                    return
                }
            } else if b == UInt8(ascii: "\\") {
                j += 1
                if !multiline, j < n, p[j] == 0x0A || p[j] == 0x0D {
                    i = j
                    return
                }
            }
            j += 1
        }
        if multiline {
            unclosedRegex = (slash, longestClosing)
            i = openingLineEnd
        } else {
            i = n
        }
    }

    // MARK: - Strings

    mutating func lexStringStart(hashes: Int) {
        let start = i
        i += hashes
        var multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
        if multiline, hashes > 0, closesOnSameLine(from: i + 1, hashes: hashes) {
            // `#"""#` and `#""""x""#` are single-line raw strings that start with quotes.
            multiline = false
        }
        i += multiline ? 3 : 1
        emit(.stringStart, start)
        frames.append(Frame(isString: true, hashes: hashes, multiline: multiline, parens: 0))
    }

    func closesOnSameLine(from start: Int, hashes: Int) -> Bool {
        var j = start
        while j < n, p[j] != 0x0A, p[j] != 0x0D {
            if p[j] == UInt8(ascii: "\"") {
                var k = j + 1
                var count = 0
                while count < hashes, k < n, p[k] == UInt8(ascii: "#") { count += 1; k += 1 }
                if count == hashes { return true }
            }
            j += 1
        }
        return false
    }

    mutating func lexStringContent(_ frame: Frame) {
        let start = i
        while i < n {
            let b = p[i]
            if b == UInt8(ascii: "\\") {
                var j = i + 1
                var hashes = 0
                while hashes < frame.hashes, j < n, p[j] == UInt8(ascii: "#") { hashes += 1; j += 1 }
                if hashes < frame.hashes {
                    i += 1
                    continue
                }
                if at(j) == UInt8(ascii: "(") {
                    if i > start { emitSegment(start) }
                    let interpolationStart = i
                    i = j + 1
                    emit(.interpolationStart, interpolationStart)
                    frames.append(Frame(isString: false, hashes: 0, multiline: frame.multiline, parens: 0))
                    return
                }
                // An escape: the escaped byte cannot end the string (`\"`), but a line
                // break still ends a single-line one.
                if j < n, frame.multiline || (p[j] != 0x0A && p[j] != 0x0D) { i = j + 1 } else { i = j }
                continue
            }
            if b == UInt8(ascii: "\"") {
                let quotes = frame.multiline ? 3 : 1
                var k = i
                while k - i < quotes, k < n, p[k] == UInt8(ascii: "\"") { k += 1 }
                if k - i == quotes {
                    var hashes = 0
                    while hashes < frame.hashes, k < n, p[k] == UInt8(ascii: "#") { hashes += 1; k += 1 }
                    if hashes == frame.hashes {
                        if i > start { emitSegment(start) }
                        let endStart = i
                        i = k
                        frames.removeLast()
                        emit(.stringEnd, endStart)
                        return
                    }
                }
                i += 1
                continue
            }
            if !frame.multiline, b == 0x0A || b == 0x0D {
                // Unterminated: the string ends with its line.
                break
            }
            i += 1
        }
        if i > start { emitSegment(start) }
        frames.removeLast()
    }

    mutating func emitSegment(_ start: Int) {
        if skipsBodies, skipper.isInBody {
            skipper.absorbSegment(end: i)
        } else {
            tokens.append(Token(kind: .stringSegment, start: start, length: i - start, flags: pendingFlags))
        }
        pendingFlags = []
    }
}
