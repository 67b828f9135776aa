import Analyzer
import DilintFacts
import DilintSyntax
import Rules
import XCTest

/// The markers' positions must be the ones `SourceLocation` gives the finding in the
/// unmarked source: UTF-8 columns from 1, not counting the markers' own bytes.
final class RuleExampleMarkerTests: XCTestCase {
    func testAMarkerIsRemovedAndItsPositionKept() {
        let example = RuleExample("var ↓count = 0")
        XCTAssertEqual(example.source, "var count = 0")
        XCTAssertEqual(example.positions, [RuleExample.Position(line: 1, column: 5)])
        XCTAssertEqual(example.marked, "var ↓count = 0")
    }

    func testASecondMarkerOnALineIsNotShiftedByTheFirst() {
        let example = RuleExample("f(↓a, ↓b)")
        XCTAssertEqual(example.source, "f(a, b)")
        XCTAssertEqual(example.positions.map(\.description), ["1:3", "1:6"])
    }

    func testColumnsCountUTF8BytesAndLinesRestartThem() {
        let example = RuleExample("let é = ↓x\n    ↓y\n↓z")
        XCTAssertEqual(example.source, "let é = x\n    y\nz")
        XCTAssertEqual(example.positions.map(\.description), ["1:10", "2:5", "3:1"])
    }

    func testALiteralIsAnExampleAndUnmarkedSourceIsUnchanged() {
        let example: RuleExample = """
            let a = 1
            let b = 2
            """
        XCTAssertEqual(example.source, "let a = 1\nlet b = 2")
        XCTAssertEqual(example.positions, [])
    }

    func testPositionsCompareWithFindingLocations() {
        let location = SourceLocation(file: "Example.swift", line: 2, column: 7)
        XCTAssertEqual(RuleExample.Position(location), RuleExample.Position(line: 2, column: 7))
        XCTAssertLessThan(RuleExample.Position(line: 1, column: 9), RuleExample.Position(line: 2, column: 1))
    }
}
