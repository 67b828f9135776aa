@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// When skimming, a stored property's collection literal is skipped if the property's
/// type is written and nothing after the literal could continue it; its `as!` and
/// `X.self` are noted as a skipped body's, and materializing brings the literal back.
final class SkimmedInitializerTests: XCTestCase {
    private let source = """
    enum Suit: CaseIterable {
        case hearts, spades
        static let allCases: [Suit] = [
            .hearts,
            .spades,
        ]
        static let kinds: [Any.Type] = [Card.self, Deck.self]
        static let casts: [Card] = [deck.top as! Card]
        static let inferred = [Suit.hearts]
        static let chained: [Suit] = [.hearts]
            .reversed()
        static let indexed: [Suit] = [.hearts][0...]
        static let table: [String: Int] = ["a": 1, "b": 2], other: Int = 3
    }
    """

    private func members() -> [Declaration] {
        let file = SourceFile(path: "Suit.swift", text: source)
        let tree = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false), skimmingBodies: true, marks: ProjectMarks.marks)
        return tree.declarations[0].members.filter { $0.kind == .variable }
    }

    private func isSkipped(_ declaration: Declaration) -> Bool {
        guard case .unknown? = declaration.bindings.first?.initializer?.kind else { return false }
        return declaration.skimmed.contains(.skipped)
    }

    func testATypedLiteralIsSkippedAndItsNotesKept() {
        let variables = members()
        XCTAssertEqual(variables.map(\.name), ["allCases", "kinds", "casts", "inferred", "chained", "indexed", "table"])
        XCTAssertTrue(isSkipped(variables[0]))
        XCTAssertEqual(variables[0].skimmed, .skipped)
        XCTAssertTrue(isSkipped(variables[1]))
        XCTAssertTrue(variables[1].skimmed.marks.contains(ProjectMarks.metatype))
        XCTAssertTrue(isSkipped(variables[2]))
        XCTAssertTrue(variables[2].skimmed.marks.contains(ProjectMarks.forceCast))
        // Both bindings of a list: the second's value is parsed as usual.
        XCTAssertTrue(isSkipped(variables[6]))
        XCTAssertEqual(variables[6].bindings.map(\.name), ["table", "other"])
        guard case .literal(.integer("3"))? = variables[6].bindings[1].initializer?.kind else {
            return XCTFail("\(String(describing: variables[6].bindings[1].initializer))")
        }
    }

    func testALiteralTheTypeComesFromOrThatGoesOnIsParsed() {
        let variables = members()
        for index in [3, 4, 5] {
            XCTAssertFalse(isSkipped(variables[index]), variables[index].name)
            XCTAssertEqual(variables[index].skimmed, [], variables[index].name)
        }
        guard case .array? = variables[3].bindings[0].initializer?.kind else { return XCTFail("inferred is parsed") }
        guard case .call? = variables[4].bindings[0].initializer?.kind else { return XCTFail("the chain goes on") }
        guard case .subscript? = variables[5].bindings[0].initializer?.kind else { return XCTFail("the subscript goes on") }
    }

    func testMaterializingBringsTheLiteralBack() {
        let file = SourceFile(path: "Suit.swift", text: source)
        let variables = members()
        let skimmed = variables.map(\.skimmed)
        let parsed = Dictionary(uniqueKeysWithValues: BodyMaterialization.materialize(variables, in: file).map { (ObjectIdentifier($0.skimmed), $0.whole) })
        XCTAssertEqual(variables.map(\.skimmed.rawValue), skimmed.map(\.rawValue), "the skimmed tree stays as it was")
        let read = variables.map { parsed[ObjectIdentifier($0)] ?? $0 }
        for variable in read { XCTAssertEqual(variable.skimmed, [], variable.name) }
        guard case .array(let elements)? = read[1].bindings[0].initializer?.kind else { return XCTFail("kinds is back") }
        XCTAssertEqual(elements.count, 2)
        guard case .dictionary? = read[6].bindings[0].initializer?.kind else { return XCTFail("table is back") }
    }
}
