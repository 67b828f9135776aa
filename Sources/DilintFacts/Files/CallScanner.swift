import DilintSyntax

/// The non-trivia tokens of a manifest written in Swift (`Package.swift`, Tuist's
/// `Project.swift`) and the few shapes read from them: a call's labelled arguments, an
/// array's elements, a plain string literal. Nothing is evaluated.
struct CallScanner {
    /// One comma-separated element of a call's arguments or an array literal: its label
    /// and the token indices of its value.
    struct Item {
        var label: String?
        var value: Range<Int>
    }

    let file: SourceFile
    let tokens: [Token]

    init(file: SourceFile) {
        self.file = file
        self.tokens = Tokenizer.tokenize(file).filter { !$0.kind.isTrivia }
    }

    /// Splits the parenthesized or bracketed list opening at `open` into its elements.
    /// Returns them and the index of the closing token (the last token if unclosed).
    func list(openingAt open: Int) -> (items: [Item], close: Int) {
        var items: [Item] = []
        var depth = 0
        var itemStart = open + 1
        var label: String?
        var j = open + 1
        func finish(_ end: Int) {
            if itemStart < end || label != nil { items.append(Item(label: label, value: itemStart..<end)) }
        }
        while j < tokens.count {
            let k = tokens[j].kind
            switch k {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart, .stringStart:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd, .stringEnd:
                if depth == 0 {
                    finish(j)
                    return (items, j)
                }
                depth -= 1
            case .comma where depth == 0:
                finish(j)
                itemStart = j + 1
                label = nil
            case .identifier, .keyword:
                if depth == 0, j == itemStart, kind(j + 1) == .colon {
                    label = file.text(of: tokens[j])
                    itemStart = j + 2
                    j += 1
                }
            default:
                break
            }
            j += 1
        }
        finish(tokens.count)
        return (items, max(tokens.count - 1, open))
    }

    /// The value of a plain string literal (no interpolation) spanning exactly `range`.
    func stringLiteral(_ range: Range<Int>) -> String? {
        guard range.count >= 2, kind(range.lowerBound) == .stringStart, kind(range.upperBound - 1) == .stringEnd else { return nil }
        let isRaw = file.text(of: tokens[range.lowerBound]).hasPrefix("#")
        var value = ""
        for j in (range.lowerBound + 1)..<(range.upperBound - 1) {
            guard kind(j) == .stringSegment else { return nil }
            value += file.text(of: tokens[j])
        }
        return isRaw ? value : Self.unescape(value)
    }

    private static func unescape(_ s: String) -> String {
        guard s.contains("\\") else { return s }
        var out = ""
        var escaping = false
        for c in s {
            if escaping {
                switch c {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "0": out.append("\0")
                default: out.append(c)
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return out
    }

    /// A string literal or an array of them (`"Sources/**"`, `["A/**", "B/**"]`); the
    /// elements that are not plain literals are left out.
    func stringLiterals(_ range: Range<Int>) -> [String] {
        if let one = stringLiteral(range) { return [one] }
        guard let first = range.first, kind(first) == .leftBracket else { return [] }
        return list(openingAt: first).items.compactMap { stringLiteral($0.value) }
    }

    func kind(_ j: Int) -> TokenKind? {
        j >= 0 && j < tokens.count ? tokens[j].kind : nil
    }

    func isWord(_ j: Int, _ word: StaticString) -> Bool {
        guard j >= 0, j < tokens.count, tokens[j].kind == .identifier || tokens[j].kind == .keyword else { return false }
        return file.token(tokens[j], is: word)
    }
}
