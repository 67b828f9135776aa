@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Which calls may be of a function, by its parameters' labels (`CallShape`).
final class CallShapeTests: XCTestCase {
    private func shape(_ declaration: String) -> CallShape {
        let file = SourceFile(path: "Sources/App/Shape.swift", text: declaration)
        let syntax = Parser.parse(file, tokens: Tokenizer.tokenize(file, keepingTrivia: false))
        return CallShape(syntax.declarations[0].parameters)
    }

    func testLabelsDefaultsVariadicsAndTrailingClosures() {
        let subscribe = shape("func subscribe(definitions: [String] = [], isAppInForeground: @escaping () -> Bool) {}")
        XCTAssertTrue(subscribe.accepts(labels: ["isAppInForeground"], trailingClosures: 0), "a defaulted parameter left out")
        XCTAssertTrue(subscribe.accepts(labels: ["definitions", "isAppInForeground"], trailingClosures: 0))
        XCTAssertTrue(subscribe.accepts(labels: [], trailingClosures: 1), "the closure trails")
        XCTAssertFalse(subscribe.accepts(labels: ["to"], trailingClosures: 0), "another function's label")
        XCTAssertFalse(subscribe.accepts(labels: [nil, nil], trailingClosures: 0), "unlabeled arguments where labels are needed")
        XCTAssertFalse(subscribe.accepts(labels: [], trailingClosures: 0), "a required argument missing")

        let log = shape("func log(_ items: Any..., separator: String = \" \") {}")
        XCTAssertTrue(log.accepts(labels: [nil, nil, nil], trailingClosures: 0), "a variadic takes many")
        XCTAssertTrue(log.accepts(labels: [nil, "separator"], trailingClosures: 0))
        XCTAssertFalse(log.accepts(labels: ["separator", nil], trailingClosures: 0), "labels keep their order")

        let stop = shape("func stop() {}")
        XCTAssertTrue(stop.accepts(labels: [], trailingClosures: 0))
        XCTAssertFalse(stop.accepts(labels: [nil], trailingClosures: 0))
        XCTAssertFalse(stop.accepts(labels: [], trailingClosures: 1), "no parameter takes a closure")
    }
}
