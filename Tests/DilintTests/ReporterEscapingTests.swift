import Analyzer
import DilintFacts
import DilintSyntax
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import DilintCore

/// Each format's escaping, checked by reading the output back the way its consumer does.
final class ReporterEscapingTests: XCTestCase {
    func testGitHubEscapesDataAndProperties() {
        XCTAssertEqual(GitHubActionsReporter.escapeData("100% done\r\nnext: a,b"), "100%25 done%0D%0Anext: a,b")
        XCTAssertEqual(GitHubActionsReporter.escapeProperty("dir:a,b/100%.swift"), "dir%3Aa%2Cb/100%25.swift")
    }

    func testGitHubCommandShape() {
        let diagnostic = Diagnostic(ruleID: "dependency-cycle", severity: .warning, message: "a\nb",
                                    location: SourceLocation(file: "x,y.swift", line: 3, column: 7))
        let out = GitHubActionsReporter().render(Report(diagnostics: [diagnostic], summary: ReportSummary(files: 1)))
        XCTAssertEqual(out, "::warning file=x%2Cy.swift,line=3,col=7,title=dependency-cycle::a%0Ab\n")
    }

    func testXMLReplacesCharactersXMLCannotCarry() {
        XCTAssertEqual(XMLEscaping.attribute("a\u{01}b\u{FFFF}"), "a\u{FFFD}b\u{FFFD}")
        XCTAssertEqual(XMLEscaping.text("<&>\"'\n"), "&lt;&amp;&gt;&quot;&apos;\n")
        XCTAssertEqual(XMLEscaping.attribute("a\nb\tc\rd"), "a&#10;b&#9;c&#13;d")
    }

    func testCheckstyleParsesBackToTheOriginalMessage() throws {
        let elements = try parseXML(CheckstyleReporter().render(SampleReport.make()))
        let errors = elements.filter { $0.name == "error" }
        XCTAssertEqual(errors.count, 4)
        XCTAssertEqual(errors[0].attributes["message"], SampleReport.trickyMessage)
        XCTAssertEqual(errors[0].attributes["line"], "5")
        XCTAssertEqual(errors.map { $0.attributes["severity"] ?? "" }, ["error", "error", "info", "warning"])
        XCTAssertEqual(elements.filter { $0.name == "file" }.map { $0.attributes["name"] ?? "" },
                       [SampleReport.orders, SampleReport.assembly])
        XCTAssertTrue(errors[1].attributes["message"]?.contains("\nApp/Orders/OrdersVM.swift:4:29: note: resolved here") ?? false)
    }

    func testJUnitParsesBackWithFailuresPerFile() throws {
        let elements = try parseXML(JUnitReporter().render(SampleReport.make()))
        let suites = elements.filter { $0.name == "testsuite" }
        XCTAssertEqual(suites.map { $0.attributes["failures"] ?? "" }, ["1", "2"])
        let failures = elements.filter { $0.name == "failure" }
        XCTAssertEqual(failures.count, 3, "the note-severity finding is not a failure")
        XCTAssertEqual(failures[0].attributes["message"], SampleReport.trickyMessage)
        XCTAssertTrue(failures[0].text.contains("\"quoted\" <T> & 100% done\nsecond line"))
    }

    // MARK: A small reader over Foundation's XMLParser

    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: name, attributes: attributes))
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = open.last { elements[last].text += string }
        }
    }

    private func parseXML(_ text: String) throws -> [Element] {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return collector.elements
    }
}
