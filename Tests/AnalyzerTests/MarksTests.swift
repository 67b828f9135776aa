@testable import DilintSyntax
import XCTest

/// The tokenizer and the parser note whatever shapes their caller marks (`Marks`), and
/// nothing else: what a skipped region may hold is the caller's question, not theirs.
final class MarksTests: XCTestCase {
    private let marks = Marks([
        .pair("try", "!", glued: true),
        .pair(".", "shared", glued: false),
        .member(introducer: "func", name: "run"),
        .member(introducer: "var", modifier: "static", stored: true),
    ])

    private func skippedMarks(_ text: String, dormant: Bool = false) -> [MarkSet] {
        Tokenizer.tokenizeSkippingBodies(SourceFile(path: "T.swift", text: text), leavingMembersDormant: dormant, marks: marks)
            .tokens.filter { $0.kind == .skippedBody }.map(\.marks)
    }

    func testBodiesNoteTheCallersPairs() {
        XCTAssertEqual(skippedMarks("func f() { g(try! h()) }"), [MarkSet(index: 0)])
        XCTAssertEqual(skippedMarks("func f() { g(try ! h()); x.try!() }"), [[]])
        XCTAssertEqual(skippedMarks("func f() { g(Store . /* c */ shared) }"), [MarkSet(index: 1)])
        XCTAssertEqual(skippedMarks("func f() { g(Store.sharedInstance, x as! Y, Y.self) }"), [[]])
        // Without marks, nothing is noted.
        let plain = Tokenizer.tokenizeSkippingBodies(SourceFile(path: "T.swift", text: "func f() { try! g() }")).tokens
        XCTAssertEqual(plain.filter { $0.kind == .skippedBody }.map(\.marks), [[]])
    }

    func testDormantBlocksNoteTheCallersMembers() {
        XCTAssertEqual(skippedMarks("struct S { func run() {} }", dormant: true), [MarkSet(index: 2)])
        XCTAssertEqual(skippedMarks("struct S { func running() {}; var run = 0 }", dormant: true), [[]])
        XCTAssertEqual(skippedMarks("enum E { static var all = [1] }", dormant: true), [MarkSet(index: 3)])
        XCTAssertEqual(skippedMarks("enum E { static var all: [Int] { [] } }", dormant: true), [[]])
    }

    func testTheParsersSkimNotesThePairsAsTheTokenizerDoes() {
        let file = SourceFile(path: "T.swift", text: "struct S { func f() { g(try! h()) }\n func k() { _ = Store.shared } }")
        let tree = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), skimmingBodies: true, marks: marks)
        XCTAssertEqual(tree.declarations.first?.members.map(\.skimmed.marks), [MarkSet(index: 0), MarkSet(index: 1)])
    }
}
