@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Everything outside the subset is an error at a precise line and column, never a
/// crash and never a silent misreading.
final class YAMLRejectionTests: XCTestCase {
    func testAnchorsAliasesTagsAndBlockScalars() {
        assertRejects("a: &x 1", line: 1, column: 4, saying: "anchors ('&') are not supported")
        assertRejects("a: 1\nb: *x", line: 2, column: 4, saying: "aliases ('*') are not supported")
        assertRejects("a: !!str 1", line: 1, column: 4, saying: "tags ('!') are not supported")
        assertRejects("a: |\n  text", line: 1, column: 4, saying: "block scalars ('|') are not supported")
        assertRejects("a: >\n  text", line: 1, column: 4, saying: "block scalars ('>') are not supported")
        assertRejects("k: [a, &x b]", line: 1, column: 8, saying: "anchors")
        assertRejects("%YAML 1.2\n---\na: 1", line: 1, column: 1, saying: "directives ('%') are not supported")
        assertRejects("? a\n: b", line: 1, column: 1, saying: "explicit keys")
    }

    func testMultipleDocumentsAndDocumentEnd() {
        assertRejects("a: 1\n---\nb: 2", line: 2, column: 1, saying: "multiple documents are not supported")
        assertRejects("---\n---\n", line: 2, column: 1, saying: "multiple documents")
        assertRejects("a: 1\n...\n", line: 2, column: 1, saying: "'...' is not supported")
        assertRejects("--- a: 1", line: 1, column: 5, saying: "after '---'; expected the end of the line")
    }

    func testTabsInIndentation() {
        assertRejects("a:\n\tb: 1", line: 2, column: 1, saying: "tabs are not allowed in indentation")
        assertRejects("a:\n  \tb: 1", line: 2, column: 3, saying: "tabs are not allowed in indentation")
    }

    func testDuplicateKeys() {
        assertRejects("a: 1\nb: 2\na: 3", line: 3, column: 1, saying: "duplicate key 'a' (first given on line 1)")
        assertRejects("k: {x: 1, x: 2}", line: 1, column: 11, saying: "duplicate key 'x'")
        assertRejects("'a': 1\n\"a\": 2", line: 2, column: 1, saying: "duplicate key 'a'")
    }

    func testBadIndentation() {
        assertRejects("a:\n  b: 1\n c: 2", line: 3, column: 2, saying: "bad indentation; expected column 1")
        assertRejects("a:\n  b: 1\n    c: 2", line: 3, column: 5, saying: "bad indentation; expected column 3")
        assertRejects("- a\n  - b", line: 2, column: 3, saying: "bad indentation")
        assertRejects("  a: 1\nb: 2", line: 2, column: 1, saying: "bad indentation; expected column 3")
        assertRejects("a: 1\n- b", line: 2, column: 1, saying: "expected a key at this indentation")
        assertRejects("- a\nb: 1", line: 2, column: 1, saying: "expected a '- ' list item")
        assertRejects("a: 1\n  more", line: 2, column: 3, saying: "bad indentation")
        assertRejects("rules\nb: 1", line: 1, column: 6, saying: "expected ': ' after 'rules'")
    }

    func testValuesThatCannotShareTheKeyLine() {
        assertRejects("a: b: c", line: 1, column: 5, saying: "a mapping cannot start on the same line as its key")
        assertRejects("a: - b", line: 1, column: 4, saying: "a list cannot start on the same line as its key")
        assertRejects("[a]: 1", line: 1, column: 4, saying: "a flow collection cannot be a mapping key")
        assertRejects("a: {[x]: 1}", line: 1, column: 5, saying: "a flow collection cannot be a mapping key")
    }

    func testUnterminatedQuotesAndCollections() {
        assertRejects("a: \"open", line: 1, column: 4, saying: "unterminated double-quoted string")
        assertRejects("a: 'open\nb: 1'", line: 1, column: 4, saying: "unterminated single-quoted string")
        assertRejects("a: \"x\\", line: 1, column: 7, saying: "unterminated double-quoted string")
        assertRejects("a: [x, y", line: 1, column: 4, saying: "unterminated flow list; expected ']'")
        assertRejects("a: [x, y\n\n", line: 1, column: 4, saying: "unterminated flow list")
        assertRejects("a: [x, y\nb: 1", line: 2, column: 1, saying: "unexpected 'b' in a flow list; expected ',' or ']'")
        assertRejects("a: {x: 1", line: 1, column: 4, saying: "unterminated flow mapping; expected '}'")
    }

    func testMalformedFlowCollections() {
        assertRejects("a: [x y: 1]", line: 1, column: 8, saying: "'key: value' pair inside a flow list")
        assertRejects("a: [x, , y]", line: 1, column: 8, saying: "unexpected ','; expected a value")
        assertRejects("a: [x] y", line: 1, column: 8, saying: "unexpected 'y' after the closing ']'")
        assertRejects("a: {x: 1 [y]}", line: 1, column: 10, saying: "expected ',' or '}'")
        assertRejects("a: [- x]", line: 1, column: 5, saying: "a block list item '- ' cannot appear inside a flow collection")
        assertRejects("a: ]", line: 1, column: 4, saying: "unexpected ']'")
    }

    func testBadEscapes() {
        assertRejects(#"a: "\q""#, line: 1, column: 5, saying: "unknown escape '\\q'")
        assertRejects(#"a: "\u12""#, line: 1, column: 9, saying: "expected 4 hexadecimal digits after '\\u'")
        assertRejects(#"a: "\uD800""#, line: 1, column: 5, saying: "names no Unicode character")
    }

    func testCommentNeedsASpaceBeforeIt() {
        assertRejects("a: 'x'# c", line: 1, column: 7, saying: "expected a space before the comment")
    }

    func testInvalidBytesAreLocated() {
        let invalid: [UInt8] = Array("a: 1\nb: x".utf8) + [0xFF] + Array("y\n".utf8)
        assertRejects(bytes: invalid, line: 2, column: 5, saying: "invalid UTF-8")
        assertRejects(bytes: Array("a: 1\nb: ".utf8) + [0xC3], line: 2, column: 4, saying: "invalid UTF-8")
        assertRejects(bytes: Array("a: ".utf8) + [0xED, 0xA0, 0x80], line: 1, column: 4, saying: "invalid UTF-8")
        assertRejects(bytes: Array("a: x".utf8) + [0x00], line: 1, column: 5, saying: "control character U+0000")
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let flow = "k: " + String(repeating: "[", count: 100_000)
        assertRejects(flow, line: 1, column: 4 + YAMLReader.maximumDepth - 1, saying: "nesting deeper than 100 levels")
        let mixed = "k: " + String(repeating: "{a: [", count: 50_000)
        assertRejects(mixed, line: 1, column: nil, saying: "nesting deeper than")
        var block = ""
        for level in 0..<150 { block += String(repeating: " ", count: level) + "k:\n" }
        assertRejects(block, line: YAMLReader.maximumDepth + 1, column: nil, saying: "nesting deeper than")
        let dashes = String(repeating: "- ", count: 1_000) + "x"
        assertRejects(dashes, line: 1, column: nil, saying: "nesting deeper than")
    }

    func testArbitraryBytesNeverCrash() {
        var generator = YAMLFuzzRandom(seed: 42)
        let alphabet = Array("ab: -[]{},'\"\\#&*!|>?\n\t\r%".utf8) + [0x00, 0xC3, 0xA9, 0xFF]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            do {
                _ = try YAMLReader.parse(bytes: bytes, path: "c.yml")
            } catch {
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
                XCTAssertFalse(error.message.isEmpty)
            }
        }
    }

    func testErrorDescriptionIsClangStyle() {
        let error = ConfigError(path: "sub/.dilint.yml", line: 3, column: 7, message: "unknown key 'x'")
        XCTAssertEqual(error.description, "sub/.dilint.yml:3:7: error: unknown key 'x'")
    }

    // MARK: - Helpers

    private func assertRejects(_ yaml: String, line: Int, column: Int?, saying fragment: String,
                               file: StaticString = #filePath, sourceLine: UInt = #line) {
        assertRejects(bytes: Array(yaml.utf8), line: line, column: column, saying: fragment,
                      file: file, sourceLine: sourceLine)
    }

    private func assertRejects(bytes: [UInt8], line: Int, column: Int?, saying fragment: String,
                               file: StaticString = #filePath, sourceLine: UInt = #line) {
        do {
            let node = try YAMLReader.parse(bytes: bytes, path: "c.yml")
            XCTFail("expected an error, read \(renderYAML(node))", file: file, line: sourceLine)
        } catch {
            XCTAssertEqual(error.path, "c.yml", file: file, line: sourceLine)
            XCTAssertEqual(error.line, line, "\(error)", file: file, line: sourceLine)
            if let column { XCTAssertEqual(error.column, column, "\(error)", file: file, line: sourceLine) }
            XCTAssertTrue(error.message.contains(fragment), "\(error)", file: file, line: sourceLine)
        }
    }
}

/// A small deterministic random source, so a failing case can be replayed.
struct YAMLFuzzRandom {
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
