import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules
import XCTest

/// Member blocks left dormant (`MemberMaterialization`) change nothing a run reports: on
/// every fixture folder, a project whose DI and visitor types live in files without a
/// container, and the corpus packages that register, resolve or visit, the findings and
/// the DI graph's counts are the ones every member block read gives.
final class MemberDormancyLintTests: XCTestCase {
    private func findings(_ sources: [SourceFile], dormant: Bool) -> (diagnostics: [Diagnostic], counts: [Int]) {
        let outcome = Linter.run(sources: sources, leavingMembersDormant: dormant)
        let graph = outcome.project.graph
        return (outcome.diagnostics, [graph.providers.count, graph.requests.count, graph.untypedRequestCount,
                                      graph.eagerEdges.count, graph.deferredEdges.count, outcome.project.elementProtocols.count])
    }

    private func assertSame(_ sources: [SourceFile], _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let read = findings(sources, dormant: false)
        let dormant = findings(sources, dormant: true)
        XCTAssertEqual(dormant.diagnostics, read.diagnostics, name, file: file, line: line)
        XCTAssertEqual(dormant.counts, read.counts, name, file: file, line: line)
    }

    func testEveryFixtureFolder() throws {
        let root = FixtureTests.fixturesRoot
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0 != "EndToEnd" }.sorted()
        XCTAssertGreaterThan(folders.count, 5)
        for folder in folders {
            let sources = FixtureTests.swiftFiles(under: root + "/" + folder).map { path in
                SourceFile(path: String(path.dropFirst(root.count + 1)), bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
            }
            assertSame(sources, folder)
        }
    }

    /// Registered types, a singleton, shared statics and a visitor, each declared in a
    /// file no container dialect reads (so skimmed, its members dormant), used from one
    /// that registers and resolves.
    func testTypesDeclaredApartFromTheirContainer() {
        let sources = [
            SourceFile(path: "App/Assembly.swift", text: """
            import Swinject
            import SwinjectAutoregistration
            final class AppAssembly: Assembly {
                func assemble(container: Container) {
                    container.autoregister(Analytics.self, initializer: AnalyticsService.init)
                    container.register(Session.self) { _ in Session() }.inObjectScope(.container)
                    container.register(Store.self) { r in Store(api: r.resolve(Api.self)!) }
                }
            }
            """),
            SourceFile(path: "App/Services.swift", text: """
            protocol Analytics {}
            final class AnalyticsService: Analytics {
                let api: Api
                let logger: Logger
                init(api: Api, logger: Logger) { self.api = api; self.logger = logger }
            }
            final class Session {
                var token: String?
                lazy var started = Date()
                func touch() { started = Date() }
            }
            struct Store { let api: Api }
            protocol Api {}
            protocol Logger {}
            """),
            SourceFile(path: "App/Shared.swift", text: """
            final class Cache {
                static let shared = Cache()
                var entries: [String: Int] = [:]
            }
            enum Settings { static var theme = "light"; static var computed: Int { 1 } }
            struct Plain { var x = 0; func f() -> Int { x } }
            """),
            SourceFile(path: "App/Cells.swift", text: """
            protocol CellVisitor { func visit(_ c: PhotoCell); func visit(_ c: TextCell) }
            protocol VisitableCell where Self: UITableViewCell { func accept(_ v: CellVisitor) }
            final class PhotoCell: UITableViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            final class TextCell: UITableViewCell, VisitableCell { func accept(_ v: CellVisitor) { v.visit(self) } }
            final class LinkCell: UITableViewCell {}
            final class Table {
                let cells: [UITableViewCell.Type] = [PhotoCell.self, LinkCell.self]
                func show(_ cell: UITableViewCell) { (cell as! VisitableCell).accept(Printer()) }
            }
            struct Printer: CellVisitor { func visit(_ c: PhotoCell) {}; func visit(_ c: TextCell) {} }
            """),
        ]
        assertSame(sources, "apart")
        let found = findings(sources, dormant: true)
        XCTAssertFalse(found.diagnostics.isEmpty)
        XCTAssertGreaterThan(found.counts[0], 2, "providers")
    }

    /// `.init(…)` arguments nested three deep, their types declared in a file no dialect
    /// reads: each level is named once the members of the level around it are read.
    func testNestedInitializersThroughDormantMembers() {
        let sources = [
            SourceFile(path: "App/Quotes.swift", text: """
            import Resolver
            final class QuotesViewModel {
                let machine: QuoteMachine
                init() {
                    machine = .init(start: 0, repository: .init(cached: true, sources: .init(feed: Resolver.resolve(), wallets: Resolver.resolve())))
                }
            }
            extension Resolver {
                static func registerQuotes() {
                    register { PaperFeed() as QuoteFeed }
                }
            }
            """),
            SourceFile(path: "App/Types.swift", text: """
            protocol QuoteFeed {}
            protocol Wallets {}
            final class PaperFeed: QuoteFeed {}
            final class QuoteSources { init(feed: QuoteFeed, wallets: Wallets) {} }
            final class QuoteRepository { init(cached: Bool, sources: QuoteSources) {} }
            final class QuoteMachine { init(start: Int, repository: QuoteRepository) {} }
            """),
        ]
        assertSame(sources, "nested initializers")
        let outcome = Linter.run(sources: sources, leavingMembersDormant: true)
        XCTAssertEqual(outcome.project.graph.requests.compactMap(\.type).sorted(), ["QuoteFeed", "Wallets"])
        // Wallets is registered nowhere: reported, through the three `.init`s.
        XCTAssertEqual(outcome.diagnostics.map(\.message).filter { $0.contains("'Wallets'") }.count, 1, "\(outcome.diagnostics.map(\.message))")
    }

    /// A stored property of optional type ends at the end of its line: the `static let`
    /// on the next one is a member of its own, in a block the parser reads for its nested
    /// type. It was read into the property before it, the singleton went unseen, and
    /// `shared-mutable-state` said nothing of writes it reports with every member read.
    func testMemberAfterAnOptionalTypeStartsItsOwn() {
        let sources = [
            SourceFile(path: "App/Tracker.swift", text: """
            final class Tracker: @unchecked Sendable {
                private enum Keys { static let network = "network" }
                private var handler: (() -> Void)?
                private static let shared = Tracker()
                private var properties: [String: String] = [:]
                static func instance() -> Tracker { shared }
                func setNetwork(_ id: String) { properties[Keys.network] = id }
            }
            """),
            SourceFile(path: "App/Loader.swift", text: """
            final class Loader {
                func load() { Task.detached { Tracker.instance().setNetwork("a") } }
            }
            """),
        ]
        assertSame(sources, "optional before static")
        let outcome = Linter.run(sources: sources, leavingMembersDormant: true)
        XCTAssertEqual(outcome.diagnostics.filter { $0.ruleID == "shared-mutable-state" }.map(\.location.line), [4],
                       "\(outcome.diagnostics.map(\.message))")
    }

    func testCorpusPackagesWithContainers() throws {
        let root = try CorpusRoot.path()
        for package in ["Swinject", "swift-dependencies", "swift-syntax/Sources/SwiftSyntax"] {
            let files = FileWalk(baseDirectory: root, displayBase: root).run(inputs: [root + "/" + package]).files
            var request = Linter.Request(files: files, configuration: .default, jobs: 2, roots: [root + "/" + package])
            let dormant = Linter.lint(request).findings
            request.leavesMembersDormant = false
            let read = Linter.lint(request).findings
            XCTAssertEqual(dormant, read, package)
            XCTAssertGreaterThan(read.files, 20, package)
        }
    }
}

/// The exported corpus (`DILINT_CORPUS`, else `corpus/` in the package); tests that need
/// it skip when it is absent.
private enum CorpusRoot {
    static func path() throws -> String {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let candidate = ProcessInfo.processInfo.environment["DILINT_CORPUS"] ?? packageRoot + "/corpus"
        guard FileManager.default.fileExists(atPath: candidate) else { throw XCTSkip("no corpus at \(candidate)") }
        return candidate
    }
}
