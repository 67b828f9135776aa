@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Visitor candidates are looked at on several threads (`TypeTable.visitors(jobs:)`):
/// the visitors must come out the same, in the same order, on any number of them.
final class VisitorThreadsTests: XCTestCase {
    /// Five screens, each with a visitor protocol over its own rows, a concrete visitor
    /// that conforms to it (an implementation, not a visitor of its own), and a printer
    /// that visits the rows without the protocol; one more printer visits a row of every
    /// screen and a generic value.
    static func table() -> TypeTable {
        var files: [ModuleFile] = []
        for index in 0..<5 {
            let screen = """
            struct Header\(index) {}
            struct Detail\(index) {}
            protocol RowVisitor\(index) {
                func visit(_ row: Header\(index))
                func visit(_ row: Detail\(index))
            }
            final class RowHeights\(index): RowVisitor\(index) {
                func visit(_ row: Header\(index)) {}
                func visit(_ row: Detail\(index)) {}
            }
            struct RowPrinter\(index) {
                func visit(_ row: Header\(index)) {}
                func visit(_ row: Detail\(index)) {}
            }
            """
            files.append(ModuleFile(module: "App", syntax: Parser.parse(SourceFile(path: "Screen\(index).swift", text: screen))))
        }
        let everyScreen = "struct AllRows {\n" + (0..<5).map { "    func visit(_ row: Header\($0)) {}\n" }.joined()
            + "    func visit<T>(_ value: T) {}\n}\n"
        files.append(ModuleFile(module: "App", syntax: Parser.parse(SourceFile(path: "AllRows.swift", text: everyScreen))))
        var collector = TypeTable.Collector(collecting: files)
        return collector.finish(jobs: 1)
    }

    static func summary(_ visitors: [Visitor], in table: TypeTable) -> [String] {
        visitors.map { visitor in
            let visits = visitor.visits.map(\.parameterName).joined(separator: ",")
            return "\(table.types[visitor.type.index].qualifiedName) [\(visits)] unresolved \(visitor.hasUnresolvedVisit)"
        }
    }

    func testTheVisitorsAreTheSameOnAnyNumberOfThreads() {
        let table = Self.table()
        let one = Self.summary(table.visitors(jobs: 1), in: table)
        XCTAssertEqual(one.count, 11)
        XCTAssertEqual(one.first, "RowVisitor0 [Header0,Detail0] unresolved false")
        XCTAssertTrue(one.contains("AllRows [Header0,Header1,Header2,Header3,Header4] unresolved true"))
        XCTAssertFalse(one.contains { $0.hasPrefix("RowHeights") }, "implementations of a visitor protocol are not visitors")
        for jobs in [2, 3, 8] {
            XCTAssertEqual(Self.summary(table.visitors(jobs: jobs), in: table), one, "jobs \(jobs)")
        }
    }
}
