import Analyzer
import DilintCore
import DilintFacts
import DilintSyntax
import XCTest

final class DebugTokensTests: XCTestCase {
    func testOneJSONObjectPerTokenWithStableKeys() {
        let file = SourceFile(path: "a.swift", text: "lazy var x\n  = é")
        let expected = """
        {"kind":"identifier","offset":0,"length":4,"line":1,"column":1,"keyword":"lazy"}
        {"kind":"whitespace","offset":4,"length":1,"line":1,"column":5}
        {"kind":"keyword","offset":5,"length":3,"line":1,"column":6,"keyword":"var"}
        {"kind":"whitespace","offset":8,"length":1,"line":1,"column":9}
        {"kind":"identifier","offset":9,"length":1,"line":1,"column":10}
        {"kind":"newline","offset":10,"length":1,"line":1,"column":11}
        {"kind":"whitespace","offset":11,"length":2,"line":2,"column":1}
        {"kind":"operator","offset":13,"length":1,"line":2,"column":3}
        {"kind":"whitespace","offset":14,"length":1,"line":2,"column":4}
        {"kind":"identifier","offset":15,"length":2,"line":2,"column":5}

        """
        XCTAssertEqual(DebugTokens.render(file: file), expected)
    }

    func testKindNamesForStringsAndCRLF() {
        let file = SourceFile(path: "b.swift", text: "\"a\\(b)\"\r\n_")
        let lines = DebugTokens.render(file: file).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, [
            #"{"kind":"stringStart","offset":0,"length":1,"line":1,"column":1}"#,
            #"{"kind":"stringSegment","offset":1,"length":1,"line":1,"column":2}"#,
            #"{"kind":"interpolationStart","offset":2,"length":2,"line":1,"column":3}"#,
            #"{"kind":"identifier","offset":4,"length":1,"line":1,"column":5}"#,
            #"{"kind":"interpolationEnd","offset":5,"length":1,"line":1,"column":6}"#,
            #"{"kind":"stringEnd","offset":6,"length":1,"line":1,"column":7}"#,
            #"{"kind":"newline","offset":7,"length":2,"line":1,"column":8}"#,
            #"{"kind":"keyword","offset":9,"length":1,"line":2,"column":1,"keyword":"_"}"#,
        ])
    }

    func testEmptyFileRendersNothing() {
        XCTAssertEqual(DebugTokens.render(file: SourceFile(path: "e.swift", text: "")), "")
    }

    func testLinesAgreeWithTheLineTable() {
        let file = SourceFile(path: "c.swift", text: "a\n\n/* x\n y */ b\r\rc")
        let tokens = Tokenizer.tokenize(file)
        let lines = DebugTokens.render(file: file, tokens: tokens).split(separator: "\n")
        XCTAssertEqual(lines.count, tokens.count)
        for (token, line) in zip(tokens, lines) {
            let (l, c) = file.lineAndColumn(of: Int(token.start))
            XCTAssertTrue(line.contains(#""line":\#(l),"column":\#(c)"#), String(line))
        }
    }
}
