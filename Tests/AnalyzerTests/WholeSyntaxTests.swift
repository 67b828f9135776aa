@testable import DilintFacts
import DilintSyntax
import XCTest

/// A run keeps, of each file parsed whole, the tree as parsed (`FileAnalysis.wholeSyntax`),
/// for the passes that read bodies whole; a file no dialect reads is skimmed, and gets a
/// whole tree only when a later pass parses it.
final class WholeSyntaxTests: XCTestCase {
    let reader = """
        import Swinject
        final class Checkout {
            func start(_ container: Container) {
                if container.resolve(Cart.self) == nil { retries += 1 }
            }
            var retries = 0
        }
        """
    let plain = """
        import UIKit
        final class Banner {
            func show() {
                if shown { return }
                shown = true
            }
            var shown = false
        }
        """

    func firstStatement(of syntax: SyntaxFile) -> Statement? {
        syntax.declarations.first?.members.first { $0.kind == .function }?.body?.first
    }

    func testAFileADialectReadsKeepsItsBodiesAsWritten() {
        let kept = FileAnalysis.analyze(SourceFile(path: "Checkout.swift", text: reader), module: "App", skimmingBodies: true)
        let whole = try? XCTUnwrap(kept.wholeSyntax)
        XCTAssertTrue(whole?.declarations.first === kept.syntax.declarations.first, "the project's own tree, not a second parse")
        guard case .if? = whole.flatMap(firstStatement)?.kind else { return XCTFail("the `if` is kept as written") }
        XCTAssertEqual(kept.facts.resolutions.count, 1)
    }

    func testAFileNoDialectReadsIsSkimmed() {
        let skimmed = FileAnalysis.analyze(SourceFile(path: "Banner.swift", text: plain), module: "App", skimmingBodies: true)
        XCTAssertNil(skimmed.wholeSyntax)
        // Read again for a library its module reaches, the whole parse is kept.
        let text = plain.replacingOccurrences(of: "if shown { return }", with: "if shown { return }; DI.container.register(Cart.self) { _ in Cart() }")
        let reached = FileAnalysis.analyze(SourceFile(path: "Banner.swift", text: text), module: "App", skimmingBodies: true)
        XCTAssertNil(reached.wholeSyntax)
        let read = reached.readingLibraries(["Swinject"], containers: ContainerSettings())
        XCTAssertEqual(read.facts.registrations.count, 1)
        guard case .if? = read.wholeSyntax.flatMap(firstStatement)?.kind else { return XCTFail("the whole parse is kept") }
        XCTAssertFalse(read.wholeSyntax?.declarations.first === read.syntax.declarations.first, "the type table's tree stays the skimmed one")
    }
}
