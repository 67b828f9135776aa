@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// SPEC §9: no input crashes or hangs the tokenizer, and every token stream tiles its
/// input. Sizes are chosen so that a quadratic or recursive slip shows as a hang or a
/// stack overflow, while the linear tokenizer stays well under a second in debug.
final class HostileInputTests: XCTestCase {
    @discardableResult
    func tokenizeTiling(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [Token] {
        let tokens = bytes.withUnsafeBufferPointer { Tokenizer.tokenize($0) }
        if let problem = TokenStreamCheck.problem(tokens, byteCount: bytes.count) {
            XCTFail(problem, file: file, line: line)
        }
        return tokens
    }

    func count(_ kind: TokenKind, _ tokens: [Token]) -> Int { tokens.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

    func testInvalidUTF8() {
        let invalid: [[UInt8]] = [
            [0xFF], [0xFE, 0xFF], [0xC3, 0x28], [0xA0, 0xA1], [0xE2, 0x28, 0xA1], [0xF0, 0x90, 0x28, 0xBC],
            [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF0],
        ]
        for bytes in invalid {
            let inCode = Array("let x = ".utf8) + bytes + Array(" + y".utf8)
            let tokens = tokenizeTiling(inCode)
            XCTAssertGreaterThan(count(.error, tokens), 0, "\(bytes)")
            XCTAssertEqual(tokens.last.map { Int($0.start) }, inCode.count - 1)
            // Inside a string or a comment, bad bytes are text, not errors.
            let inString = Array("\"a".utf8) + bytes + Array("b\" x".utf8)
            XCTAssertEqual(count(.error, tokenizeTiling(inString)), 0, "\(bytes)")
            let inComment = Array("/* ".utf8) + bytes + Array(" */ x".utf8)
            XCTAssertEqual(count(.error, tokenizeTiling(inComment)), 0, "\(bytes)")
            // Glued to an identifier, at the start, at the end.
            tokenizeTiling(Array("abc".utf8) + bytes + Array("def".utf8))
            tokenizeTiling(bytes + Array("x".utf8))
            tokenizeTiling(Array("x".utf8) + bytes)
            tokenizeTiling(Array("@".utf8) + bytes)
            tokenizeTiling(Array("#".utf8) + bytes)
            tokenizeTiling(Array("$".utf8) + bytes)
            tokenizeTiling(Array("x = /a".utf8) + bytes + Array("/".utf8))
        }
    }

    func testNulBytes() {
        let tokens = tokenizeTiling(Array("let\0x = \"a\0b\" // c\0d\n\0".utf8))
        XCTAssertEqual(count(.error, tokens), 2)
        XCTAssertEqual(count(.stringSegment, tokens), 1)
        tokenizeTiling([UInt8](repeating: 0, count: 100_000))
        XCTAssertEqual(tokenizeTiling([UInt8](repeating: 0, count: 100_000)).count, 1)
    }

    func testByteOrderMarks() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        XCTAssertEqual(tokenizeTiling(bom).map(\.kind), [.byteOrderMark])
        XCTAssertEqual(tokenizeTiling(bom + bom).map(\.kind), [.byteOrderMark, .error])
        XCTAssertEqual(tokenizeTiling([0xEF, 0xBB]).map(\.kind), [.error])
    }

    func testCRLFEverywhere() {
        let text = "import X\r\n/// doc\r\nlet s = \"\"\"\r\n  a \\(b)\r\n  \"\"\"\r\n/* x\r\n */\r\nlet t = \"open\r\nlet u = 1\r\n\r"
        let tokens = tokenizeTiling(Array(text.utf8))
        XCTAssertEqual(count(.newline, tokens), 7)
        XCTAssertEqual(count(.stringEnd, tokens), 1)
        XCTAssertEqual(count(.error, tokens), 0)
        tokenizeTiling(Array(String(repeating: "\r", count: 10_000).utf8))
        tokenizeTiling(Array(String(repeating: "\r\n\"", count: 10_000).utf8))
    }

    func testUnterminatedConstructsAtTheEndOfTheFile() {
        let endings = ["\"", "\"\"\"", "#\"", "##\"\"\"", "\"\\(", "\"\\(x", "\"\\(\"", "\"\\", "\"\"\"\n\\(",
                       "/*", "/* /*", "/* */ */", "#/", "#/\n", "##/a/#", "`", "`a", "@", "#", "$", "0x", "0b",
                       "1e", "1e+", "0x1.", "0x1p", "1.", "\\", "'", "<<<<<<<", "=======", "/", "x = /", "x = /a"]
        for ending in endings {
            tokenizeTiling(Array(("let x = " + ending).utf8))
            tokenizeTiling(Array(ending.utf8))
            tokenizeTiling(Array((ending + "\n").utf8))
        }
    }

    func testEveryPrefixOfATrickyFileTiles() {
        let sample = """
        #!/usr/bin/env swift
        @MainActor final class A<T>: B where T: C { // c
            let s = "a \\("b \\(c.d(e: [1, 2]) { $0 }) f") g" /* x /* y */ */
            let r = #"raw \\#(x) "q""#, m = \"\"\"
              multi \\(y)
              \"\"\", re = /a(b)[c/]/, ext = #/
              x/y
              /#
            var v: [Int: String]? { 0x1.8p3 / 2 ..< 1_000 }
        }
        """
        let bytes = Array(sample.utf8)
        for end in 0...bytes.count {
            tokenizeTiling(Array(bytes[0..<end]))
            tokenizeTiling(Array(bytes[end...]))
        }
    }

    func testDeeplyNestedBrackets() {
        let depth = 100_000
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let text = String(repeating: open, count: depth) + String(repeating: close, count: depth)
            XCTAssertEqual(tokenizeTiling(Array(text.utf8)).count, 2 * depth)
            tokenizeTiling(Array(String(repeating: open, count: depth).utf8))
            tokenizeTiling(Array(String(repeating: close, count: depth).utf8))
        }
        tokenizeTiling(Array(String(repeating: "([{<", count: depth / 4).utf8))
    }

    func testDeeplyNestedInterpolations() {
        let depth = 10_000
        let text = String(repeating: "\"\\(", count: depth) + "x" + String(repeating: ")\"", count: depth)
        let tokens = tokenizeTiling(Array(text.utf8))
        XCTAssertEqual(count(.stringStart, tokens), depth)
        XCTAssertEqual(count(.interpolationStart, tokens), depth)
        XCTAssertEqual(count(.interpolationEnd, tokens), depth)
        XCTAssertEqual(count(.stringEnd, tokens), depth)
        // Never closed, then closed by the line break; and in multi-line strings.
        tokenizeTiling(Array((String(repeating: "\"\\(", count: depth) + "\nlet x = 1").utf8))
        let multi = String(repeating: "\"\"\"\n\\(", count: depth) + "x" + String(repeating: ")\n\"\"\"", count: depth)
        let multiTokens = tokenizeTiling(Array(multi.utf8))
        XCTAssertEqual(count(.stringEnd, multiTokens), depth)
        tokenizeTiling(Array(String(repeating: "#\"\\#(", count: depth).utf8))
    }

    func testAFiftyMegabyteOneLineFile() {
        // Generated-code style: dense code with a regex, a raw string with interpolation
        // and a backticked name, then a long string literal, repeated on one line.
        let code = "container.register(Service.self) { r in Impl(r.resolve(Dep.self)!, re: /a(b)[c]+/, raw: #\"x \\#(y)\"#, `name`: 0x1F) }; "
        let unit = Array((code + "let text = \"" + String(repeating: "generated payload ", count: 60) + "\\(value)\"; ").utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(50_000_000 + unit.count)
        while bytes.count < 50_000_000 { bytes.append(contentsOf: unit) }
        let units = bytes.count / unit.count
        let tokens = tokenizeTiling(bytes)
        XCTAssertEqual(count(.newline, tokens), 0)
        XCTAssertEqual(count(.regexLiteral, tokens), units)
        XCTAssertEqual(count(.stringEnd, tokens), 2 * units)
        XCTAssertEqual(count(.interpolationEnd, tokens), 2 * units)
        XCTAssertEqual(count(.error, tokens), 0)
    }

    func testLongLinesOfRegexLookalikesStayLinear() {
        // Each pattern, repeated over a 500 KB line, would take minutes if every `/`, `#`
        // or quote rescanned the rest of the line.
        let patterns = ["(/[", "(/(", "x = /a\\", "#/a", "#", "`(", "#\"\"\"", "/ ", "(/ a", "=/", "\\/", "#\\"]
        for pattern in patterns {
            let line = String(repeating: pattern, count: 500_000 / pattern.utf8.count)
            tokenizeTiling(Array(line.utf8))
        }
    }

    func testRandomBinaryInput() {
        var random = SplitMix64(seed: 0x5EED)
        for round in 0..<40 {
            let length = round == 0 ? 1_000_000 : Int(random.next() % 20_000)
            var bytes = [UInt8](repeating: 0, count: length)
            for k in 0..<length { bytes[k] = UInt8(truncatingIfNeeded: random.next()) }
            tokenizeTiling(bytes)
        }
    }

    func testRandomSwiftShapedInput() {
        // Fragments that open and close the tokenizer's states, shuffled.
        let fragments = ["\"", "\"\"\"", "#", "##", "\\(", "\\#(", "(", ")", "/", "/*", "*/", "//", "#/", "/#",
                         "\n", "\r\n", " ", "x", "1", ".", "0x", "p", "e", "`", "@", "$", "[", "]", "{", "}",
                         "\\", "<<<<<<< ", "=======", "é", "\u{A0}", "\u{FEFF}", "'", "?", "!", ":"]
        var random = SplitMix64(seed: 42)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 40) { text += fragments[Int(random.next() % UInt64(fragments.count))] }
            tokenizeTiling(Array(text.utf8))
        }
    }
}

/// A small deterministic generator, so hostile inputs are the same on every run.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
