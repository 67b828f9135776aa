@testable import DilintCore
import XCTest

/// The caret under a finding lines up with the column a person sees, and a message stays
/// on one line in line-oriented output, whatever the bytes: ASCII lines take a fast path,
/// the rest the character-by-character one, and both must agree.
final class SourceColumnsTests: XCTestCase {
    func testTheCaretPaddingKeepsTabsAndCountsCharactersNotBytes() {
        XCTAssertEqual(SourceColumns.caretPadding(for: "let x = resolve()", byteColumn: 9), "        ")
        XCTAssertEqual(SourceColumns.caretPadding(for: "\t\tx = c.resolve()", byteColumn: 5), "\t\t  ")
        XCTAssertEqual(SourceColumns.caretPadding(for: "let é = resolve()", byteColumn: 10), "        ", "é is two bytes, one character")
        XCTAssertEqual(SourceColumns.caretPadding(for: "ab", byteColumn: 40), "  ", "a column past the line's end stops at it")
        XCTAssertEqual(SourceColumns.caretPadding(for: "abc", byteColumn: 0), "")
    }

    func testAMessageBreaksOnNoLine() {
        XCTAssertEqual("plain message".onOneLine, "plain message")
        XCTAssertEqual("first\nsecond\r\nthird".onOneLine, "first second third")
        XCTAssertEqual("naïve\u{2028}next".onOneLine, "naïve next", "a line separator outside ASCII")
        XCTAssertEqual("naïve message".onOneLine, "naïve message")
    }
}
