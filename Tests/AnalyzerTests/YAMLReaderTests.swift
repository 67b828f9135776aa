@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Golden cases for every form the YAML subset accepts.
final class YAMLReaderTests: XCTestCase {
    func testBlockMappingOfScalars() throws {
        XCTAssertEqual(try read("a: 1\nb: two words\nc: x:y\n"), "{a: 1, b: two words, c: x:y}")
    }

    func testEmptyValuesAndNullSpellingsAreNull() throws {
        XCTAssertEqual(try read("a:\nb: ~\nc: null\nd: 'null'\n"), "{a: ~, b: ~, c: ~, d: 'null'}")
    }

    func testEmptyDocumentIsNull() throws {
        XCTAssertEqual(try read(""), "~")
        XCTAssertEqual(try read("# only a comment\n\n"), "~")
        XCTAssertEqual(try read("---\n"), "~")
    }

    func testNestedBlockMappings() throws {
        let yaml = """
        rules:
          a:
            severity: error
          b: warning
        top: 1
        """
        XCTAssertEqual(try read(yaml), "{rules: {a: {severity: error}, b: warning}, top: 1}")
    }

    func testBlockSequencesIndentedOrAlignedWithTheirKey() throws {
        XCTAssertEqual(try read("x:\n  - a\n  - b\ny: 1"), "{x: [a, b], y: 1}")
        XCTAssertEqual(try read("x:\n- a\n- b\ny: 1"), "{x: [a, b], y: 1}")
        XCTAssertEqual(try read("- a\n-\n- c"), "[a, ~, c]")
    }

    func testCompactMappingsInsideListItems() throws {
        let yaml = """
        locators:
          - type: AppLocator   # comment
            register: [put]
          - type: Other
            resolve:
              - get
        """
        XCTAssertEqual(try read(yaml), "{locators: [{type: AppLocator, register: [put]}, {type: Other, resolve: [get]}]}")
    }

    func testNestedListsOnOneLine() throws {
        XCTAssertEqual(try read("- - a\n  - b\n- c"), "[[a, b], c]")
    }

    func testListItemWhoseContentStartsOnTheNextLine() throws {
        XCTAssertEqual(try read("-\n  a: 1\n  b: 2\n- x"), "[{a: 1, b: 2}, x]")
    }

    func testFlowCollections() throws {
        XCTAssertEqual(try read("{a: 1, b: [x, y]}"), "{a: 1, b: [x, y]}")
        XCTAssertEqual(try read("k: [a, 'b c', \"d\"]"), "{k: [a, 'b c', \"d\"]}")
        XCTAssertEqual(try read("k: []\nm: {}"), "{k: [], m: {}}")
        XCTAssertEqual(try read("k: [a, b,]"), "{k: [a, b]}")
        XCTAssertEqual(try read("k: {a, b: , c: [[x]]}"), "{k: {a: ~, b: ~, c: [[x]]}}")
    }

    func testFlowCollectionsMaySpanLinesWithComments() throws {
        let yaml = """
        k: [ a,   # first
             b,
           c ]
        n: 2
        """
        XCTAssertEqual(try read(yaml), "{k: [a, b, c], n: 2}")
    }

    func testPlainScalarsKeepInnerHashesAndColons() throws {
        XCTAssertEqual(try read("a: x#y # comment\nb: http://e.com/p  \n"), "{a: x#y, b: http://e.com/p}")
        XCTAssertEqual(try read("k: [a:b, c]"), "{k: [a:b, c]}")
        XCTAssertEqual(try read("- \"**/Generated/**\""), "[\"**/Generated/**\"]")
    }

    func testQuotedScalars() throws {
        let node = try YAMLReader.parse(#"a: "q\"b\\s\n\t\u00e9\x41\/" "#, path: "c.yml")
        XCTAssertEqual(node["a"]?.string, "q\"b\\s\n\té" + "A/")
        XCTAssertEqual(try YAMLReader.parse("a: 'it''s # not a comment'", path: "c.yml")["a"]?.string,
                       "it's # not a comment")
        XCTAssertEqual(try YAMLReader.parse("\"quoted key\": 1", path: "c.yml")["quoted key"]?.string, "1")
        XCTAssertEqual(try YAMLReader.parse(#"a: "\U0001F600""#, path: "c.yml")["a"]?.string, "😀")
    }

    func testDocumentStartAndComments() throws {
        XCTAssertEqual(try read("# header\n--- # start\n# note\na: 1 # trailing\n\n# end\n"), "{a: 1}")
    }

    func testLineBreaksAndByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb:\r  - x\r\n".utf8)
        let node = try YAMLReader.parse(bytes: bytes, path: "c.yml")
        XCTAssertEqual(renderYAML(node), "{a: 1, b: [x]}")
        XCTAssertEqual(node["b"]?.sequence?.first?.line, 3)
    }

    func testTabsAfterContentAreBlanks() throws {
        XCTAssertEqual(try read("a:\t1\t# c\n"), "{a: 1}")
    }

    func testNodesCarryLineAndColumn() throws {
        let yaml = "a:\n  b: [x, {c: \"d\"}]\n  é: z\nl:\n  - q\n"
        let root = try YAMLReader.parse(yaml, path: "c.yml")
        XCTAssertEqual([root.line, root.column], [1, 1])
        let a = try XCTUnwrap(root["a"])
        XCTAssertEqual([a.line, a.column], [2, 3])
        let b = try XCTUnwrap(a["b"])
        XCTAssertEqual([b.line, b.column], [2, 6])
        XCTAssertEqual(b.sequence.map { $0.map { [$0.line, $0.column] } }, [[2, 7], [2, 10]])
        let d = try XCTUnwrap(b.sequence?[1]["c"])
        XCTAssertEqual([d.line, d.column], [2, 14])
        let entry = try XCTUnwrap(a.mapping?.last)
        XCTAssertEqual([entry.keyLine, entry.keyColumn], [3, 3])
        // Columns count UTF-8 bytes: "é" is two.
        XCTAssertEqual([entry.value.line, entry.value.column], [3, 7])
        XCTAssertEqual(root["l"]?.sequence?.first.map { [$0.line, $0.column] }, [5, 5])
    }

    func testNestingUpToTheLimitIsRead() throws {
        let depth = YAMLReader.maximumDepth - 1
        let yaml = "k: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        XCTAssertNoThrow(try YAMLReader.parse(yaml, path: "c.yml"))
    }

    // MARK: - Helpers

    private func read(_ yaml: String) throws -> String {
        renderYAML(try YAMLReader.parse(yaml, path: "c.yml"))
    }
}

/// A compact rendering that shows each scalar's quoting, for golden comparisons.
func renderYAML(_ node: YAMLNode) -> String {
    switch node.content {
    case .null: return "~"
    case .scalar(let text, .plain): return text
    case .scalar(let text, .singleQuoted): return "'\(text)'"
    case .scalar(let text, .doubleQuoted): return "\"\(text)\""
    case .sequence(let items): return "[" + items.map(renderYAML).joined(separator: ", ") + "]"
    case .mapping(let entries):
        return "{" + entries.map { "\($0.key): \(renderYAML($0.value))" }.joined(separator: ", ") + "}"
    }
}
