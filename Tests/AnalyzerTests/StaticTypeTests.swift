@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

final class StaticTypeTests: XCTestCase {
    /// Properties whose initializers name each other (invalid Swift, but files arrive
    /// half-written) must not send the type chase round forever.
    func testInitializersThatNameEachOtherEnd() {
        let source = """
            final class Loop {
                let first = second
                let second = first
                func run() { _ = first.resolve(); _ = self.second.resolve() }
            }
            """
        let analysis = FileAnalysis.analyze(SourceFile(path: "Loop.swift", text: source), module: "App")
        XCTAssertEqual(analysis.facts.resolutions.count, 0)
    }
}
