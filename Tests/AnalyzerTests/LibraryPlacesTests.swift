@testable import DilintFacts
import DilintSyntax
import Foundation
import XCTest

/// A file read again for a library its module reaches walks only the declarations that
/// spell a word a library's calls are made of (`ContainerRecognizers.libraryPlaces`): the
/// facts are the same as the whole walk's, for every fixture of every dialect.
final class LibraryPlacesTests: XCTestCase {
    func testPassingOverDeclarationsWithoutLibraryWordsKeepsEveryFact() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").path
        let walk = FileManager.default.enumerator(atPath: root)
        var compared = 0
        var withFacts = 0
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        while let relative = walk?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
            let source = SourceFile(path: relative, bytes: [UInt8](data))
            let syntax = Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
            let whole = ContainerExtraction.extract(syntax, settings: ContainerSettings(), reaching: [])
            let passed = ContainerExtraction.extract(syntax, settings: ContainerSettings(), reaching: [], passingOver: true)
            XCTAssertEqual(try encoder.encode(passed), try encoder.encode(whole), relative)
            compared += 1
            if !whole.registrations.isEmpty || !whole.resolutions.isEmpty { withFacts += 1 }
        }
        XCTAssertGreaterThan(compared, 100)
        XCTAssertGreaterThan(withFacts, 40, "the comparison has facts to compare")
    }

    func testThePlacesAreTheWordsTheOperandStarsAndTheConfiguredNames() {
        let source = SourceFile(path: "Screen.swift", text: """
            func plain() { let total = items.count * price; print(total) }
            func swinject(_ c: Container) { _ = c.resolve(API.self) }
            func operand(_ scope: Scope) { let api: API = *scope; _ = api }
            final class Wrapped { @Inject var api: API }
            func locator() { _ = ServiceLocator.shared.get() }
            func forwarded() { let api: API = inject(); _ = api }
            func product() { let area = width *height; _ = area }
            """)
        var settings = ContainerSettings()
        settings.forwarders = ["inject"]
        let places = ContainerRecognizers.libraryPlaces(source, settings: settings)
        let syntax = Parser.parse(source, tokens: Tokenizer.tokenize(source, keepingTrivia: false))
        XCTAssertEqual(syntax.declarations.map { "\($0.name) \(places.mayHold($0.range))" },
                       ["plain false", "swinject true", "operand true", "Wrapped true", "locator true", "forwarded true", "product false"])
        XCTAssertFalse(ContainerRecognizers.libraryPlaces(source, settings: ContainerSettings()).mayHold(syntax.declarations[5].range),
                       "a forwarder's name counts only when configured")
    }
}
