import XCTest
@testable import Analyzer

final class SourceFileTests: XCTestCase {
    func testLineTableHandlesLFCRLFAndCR() {
        let file = SourceFile(path: "a.swift", text: "ab\ncd\r\nef\rgh")
        XCTAssertEqual(file.lineStarts, [0, 3, 7, 10])
        XCTAssertEqual(file.lineAndColumn(of: 0).line, 1)
        XCTAssertEqual(file.lineAndColumn(of: 4).line, 2)
        XCTAssertEqual(file.lineAndColumn(of: 4).column, 2)
        XCTAssertEqual(file.lineAndColumn(of: 11).line, 4)
        XCTAssertEqual(file.lineText(2), "cd")
        XCTAssertEqual(file.lineText(3), "ef")
    }

    func testColumnsCountUTF8Bytes() {
        let file = SourceFile(path: "a.swift", text: "let é = 1")
        // "let " is 4 bytes, "é" is 2, so "=" is at byte offset 7: column 8.
        XCTAssertEqual(file.lineAndColumn(of: 7).column, 8)
    }

    func testLineTableBuiltOnFirstUseAgreesAcrossThreads() {
        let file = SourceFile(path: "a.swift", text: String(repeating: "let x = 1\n", count: 1_000))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            XCTAssertEqual(file.lineAndColumn(of: 9_990).line, 1_000)
        }
        XCTAssertEqual(file.lineCount, 1_001)
    }
}

final class SourceFileSearchTests: XCTestCase {
    func testContainsFindsTextAnywhereAndOnlyThere() {
        let file = SourceFile(path: "a.swift", text: "let r = container.resolve(P.self) // dilint:disable:this")
        for present in ["resolve", "let", "this", "dilint:", "P.self", "r", "s"] { XCTAssertTrue(file.contains(present), present) }
        for absent in ["resolver", "Locator", "dilint:enable", "thiss", "lett"] { XCTAssertFalse(file.contains(absent), absent) }
        XCTAssertTrue(file.contains(""))
        XCTAssertFalse(SourceFile(path: "b.swift", text: "res").contains("resolve"))
        XCTAssertTrue(SourceFile(path: "c.swift", text: "resolve").contains("resolve"))
        XCTAssertTrue(SourceFile(path: "d.swift", text: "rresolvresolve").contains("resolve"))
    }
}
