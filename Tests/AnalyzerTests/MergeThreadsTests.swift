@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// The passes after the first share their types among threads: the global actors found
/// with the inheritance lists, and the bodies of extensions added per type. The table
/// must come out the same on any number of threads.
final class MergeThreadsTests: XCTestCase {
    /// 60 stores, each in a file of its own with 20 row types, so that the passes split
    /// the 1,260 types into several shares. A global actor is declared at the top level
    /// and another nested in an extension; some stores and rows are isolated to them,
    /// by a plain or a dotted attribute, and every store gets members and a conformance
    /// from an extension in another file.
    static func table(jobs: Int) -> TypeTable {
        var files: [ModuleFile] = []
        func add(_ path: String, _ text: String) {
            files.append(ModuleFile(module: "Shop", syntax: Parser.parse(SourceFile(path: path, text: text))))
        }
        add("Actors.swift", """
        @globalActor actor DatabaseActor { static let shared = DatabaseActor() }
        enum Sync {}
        extension Sync { @globalActor actor Worker { static let shared = Worker() } }
        protocol Refreshing {}
        """)
        for store in 0..<60 {
            let isolation = ["", "@MainActor ", "@DatabaseActor ", "@Sync.Worker "][store % 4]
            var text = "\(isolation)final class Store\(store) {\n    var items: [Int] = []\n}\n"
            for row in 0..<20 {
                let rowIsolation = row == 7 ? "@Sync.Worker " : ""
                text += "\(rowIsolation)struct Row\(store)x\(row) { let id: Int }\n"
            }
            add("Store\(store).swift", text)
            add("Store\(store)+Refresh.swift", """
            extension Store\(store): Refreshing {
                func refresh() {}
                var isEmpty: Bool { items.isEmpty }
            }
            """)
        }
        var collector = TypeTable.Collector(collecting: files)
        return collector.finish(jobs: jobs)
    }

    static func summary(_ table: TypeTable) -> [String] {
        table.types.map { type in
            let conformances = type.inheritance.flatMap(\.resolved).map { table.name(of: $0) }.joined(separator: ",")
            let members = type.members.map(\.name).joined(separator: ",")
            return "\(type.qualifiedName) actor \(type.globalActor ?? "-") [\(conformances)] {\(members)} extensions \(type.extensions.count)"
        }
    }

    func testTheTableIsTheSameOnAnyNumberOfThreads() {
        let one = Self.table(jobs: 1)
        let summary = Self.summary(one)
        XCTAssertEqual(one.types.count, 1 + 1 + 1 + 1 + 60 * 21)
        XCTAssertEqual(one.globalActorNames, ["MainActor", "DatabaseActor", "Worker"])
        XCTAssertTrue(summary.contains("Store1 actor MainActor [Refreshing] {items,refresh,isEmpty} extensions 1"))
        XCTAssertTrue(summary.contains("Store2 actor DatabaseActor [Refreshing] {items,refresh,isEmpty} extensions 1"))
        XCTAssertTrue(summary.contains("Store59 actor Worker [Refreshing] {items,refresh,isEmpty} extensions 1"))
        XCTAssertTrue(summary.contains("Store4 actor - [Refreshing] {items,refresh,isEmpty} extensions 1"))
        XCTAssertTrue(summary.contains("Row33x7 actor Worker [] {id} extensions 0"))
        XCTAssertTrue(summary.contains("Row33x8 actor - [] {id} extensions 0"))
        XCTAssertTrue(summary.contains("Sync.Worker actor - [] {shared} extensions 0"))
        for jobs in [2, 3, 8] {
            XCTAssertEqual(Self.summary(Self.table(jobs: jobs)), summary, "jobs \(jobs)")
        }
    }
}
