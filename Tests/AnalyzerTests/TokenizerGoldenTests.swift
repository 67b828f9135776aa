@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Golden token streams written as one compact line: `kind:text` per token, separated by
/// single spaces. Punctuation shows only its text (`(` `,` `.`); an identifier carrying a
/// contextual keyword shows as `ctx:lazy`. Inside a text, a space is `␠`, a tab `⇥`, a
/// line feed `⏎`, a carriage return `␍`, and any other control or non-UTF-8 byte `\xNN`.
/// Whitespace and newline tokens are left out unless `trivia: true`.
enum Golden {
    static func render(_ source: [UInt8], trivia: Bool = false) -> String {
        let file = SourceFile(path: "golden.swift", bytes: source)
        return render(file, Tokenizer.tokenize(file), trivia: trivia)
    }

    static func render(_ file: SourceFile, _ tokens: [Token], trivia: Bool) -> String {
        var parts: [String] = []
        for token in tokens {
            if !trivia, token.kind == .whitespace || token.kind == .newline { continue }
            let text = escape(Array(file.bytes[token.range]))
            if var name = name(of: token.kind) {
                if token.kind == .identifier, token.keyword != .none { name = "ctx" }
                parts.append(name + ":" + text + keywordNote(token, text: file.text(of: token)))
            } else {
                parts.append(text)
            }
        }
        return parts.joined(separator: " ")
    }

    /// `nil` for punctuation, which the text alone names.
    static func name(of kind: TokenKind) -> String? {
        switch kind {
        case .whitespace: return "ws"
        case .newline: return "nl"
        case .lineComment: return "line"
        case .blockComment: return "block"
        case .shebang: return "shebang"
        case .byteOrderMark: return "bom"
        case .conflictMarker: return "conflict"
        case .identifier: return "id"
        case .keyword: return "kw"
        case .integerLiteral: return "int"
        case .floatLiteral: return "float"
        case .regexLiteral: return "regex"
        case .poundKeyword: return "pound"
        case .attribute: return "attr"
        case .stringStart: return "strStart"
        case .stringSegment: return "seg"
        case .interpolationStart: return "interpStart"
        case .interpolationEnd: return "interpEnd"
        case .stringEnd: return "strEnd"
        case .operator: return "op"
        case .error: return "err"
        case .skippedBody: return "body"
        case .leftParen, .rightParen, .leftBrace, .rightBrace, .leftBracket, .rightBracket,
             .comma, .colon, .semicolon, .period, .backslash:
            return nil
        }
    }

    /// Makes a mismatch between a token's kind and its `Keyword` visible: a `.keyword`
    /// token must carry the keyword it spells; an identifier that carries one renders
    /// as `ctx:`.
    static func keywordNote(_ token: Token, text: String) -> String {
        switch token.kind {
        case .keyword:
            return token.keyword.text == text ? "" : "{keyword=\(token.keyword)}"
        case .identifier where token.keyword != .none:
            return token.keyword.text == text ? "" : "{keyword=\(token.keyword)}"
        default:
            return token.keyword == .none ? "" : "{keyword=\(token.keyword)}"
        }
    }

    static func escape(_ bytes: [UInt8]) -> String {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return bytes.map { $0 >= 0x21 && $0 < 0x7F ? String(UnicodeScalar($0)) : hex($0) }.joined()
        }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case " ": out += "␠"
            case "\t": out += "⇥"
            case "\n": out += "⏎"
            case "\r": out += "␍"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += hex(UInt8(scalar.value)) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    static func hex(_ b: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(b >> 4)]) + String(digits[Int(b & 0xF)])
    }
}

/// Tokenizes `source`, checks that the tokens tile it, and compares the golden line.
func assertTokens(_ source: String, _ expected: String, trivia: Bool = false,
                  file: StaticString = #filePath, line: UInt = #line) {
    assertTokens(Array(source.utf8), expected, trivia: trivia, file: file, line: line)
}

func assertTokens(_ bytes: [UInt8], _ expected: String, trivia: Bool = false,
                  file: StaticString = #filePath, line: UInt = #line) {
    let source = SourceFile(path: "golden.swift", bytes: bytes)
    let tokens = Tokenizer.tokenize(source)
    if let problem = TokenStreamCheck.problem(tokens, byteCount: bytes.count) {
        XCTFail("token stream does not tile the input: \(problem)", file: file, line: line)
    }
    XCTAssertEqual(Golden.render(source, tokens, trivia: trivia), expected, file: file, line: line)
}

final class TokenizerGoldenTests: XCTestCase {
    func testRendererEscapesSpacesAndControlBytes() {
        assertTokens("a\t\u{0}b", "id:a ws:⇥ err:\\x00 id:b", trivia: true)
        assertTokens([0x61, 0xFF, 0x62], "id:a err:\\xFF id:b")
    }

    func testRendererShowsKeywordsAndContextualKeywords() {
        assertTokens("lazy var x", "ctx:lazy kw:var id:x")
        assertTokens("let  x\n", "kw:let ws:␠␠ id:x nl:⏎", trivia: true)
    }

    func testRendererFlagsAKeywordTokenWithoutItsKeyword() {
        let file = SourceFile(path: "x.swift", text: "let")
        let broken = [Token(kind: .keyword, start: 0, length: 3)]
        XCTAssertEqual(Golden.render(file, broken, trivia: false), "kw:let{keyword=none}")
    }

    func testEmptyInputHasNoTokens() {
        assertTokens("", "")
        XCTAssertEqual(Tokenizer.tokenize(SourceFile(path: "e.swift", text: "")).count, 0)
    }
}
