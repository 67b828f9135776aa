@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// The names the DI graph gives each file's registrations and resolutions are looked up
/// on several threads (`DIGraphBuilder.FileNames`): the graph must come out the same,
/// provider by provider and request by request, on any number of them.
final class DIGraphThreadsTests: XCTestCase {
    /// Twelve files: Swinject registrations with aliases and arguments, resolutions in
    /// their factories (owned by a registration) and in an initializer's owner type, and
    /// Factory key paths, one of which only another container declares (the
    /// property-owner list every thread may ask for first).
    static func files() -> [FileAnalysis] {
        var files: [FileAnalysis] = []
        for index in 0..<6 {
            let swinject = """
            import Swinject
            protocol Store\(index) {}
            protocol Cache\(index) {}
            final class DiskStore\(index): Store\(index), Cache\(index) {}
            final class Feature\(index) {
                init(store: Store\(index)) {}
            }
            typealias StoreAlias\(index) = Store\(index)
            final class Assembly\(index): Assembly {
                func assemble(container: Container) {
                    container.register(Store\(index).self) { _ in DiskStore\(index)() }
                        .implements(Cache\(index).self)
                    container.register(Feature\(index).self) { (r: Resolver, name: String) in
                        Feature\(index)(store: r.resolve(StoreAlias\(index).self)!)
                    }
                    container.register(Optional<Cache\(index)>.self) { r in r.resolve(Cache\(index).self) }
                }
            }
            """
            let factory = """
            import Factory
            protocol Ledger\(index) {}
            final class CloudLedger\(index): Ledger\(index) {}
            final class Reports\(index): SharedContainer {
                static let shared = Reports\(index)()
                let manager = ContainerManager()
            }
            extension Reports\(index) {
                var ledger\(index): Factory<Ledger\(index)> { self { CloudLedger\(index)() } }
            }
            final class Screen\(index) {
                @Injected(\\.ledger\(index)) var ledger
                @Injected(\\Reports\(index).ledger\(index)) var rooted
            }
            """
            files.append(FileAnalysis.analyze(SourceFile(path: "Sources/App/Assembly\(index).swift", text: swinject), module: "App"))
            files.append(FileAnalysis.analyze(SourceFile(path: "Sources/App/Keys\(index).swift", text: factory), module: "App"))
        }
        return files
    }

    /// What the rules read of the graph, as text, so that two graphs compare in one line.
    static func summary(_ graph: DIGraph) -> [String] {
        graph.providers.map { "provider \($0.id) \($0.types) \($0.concrete ?? "-") \($0.argumentTypes ?? [])" }
            + graph.requests.map { "request \($0.id) \($0.type ?? "-") wrapped \($0.isWrapped) owners \($0.owners) \($0.argumentTypes ?? [])" }
            + graph.eagerEdges.map { "eager \($0.from)→\($0.to) by \($0.request)" }
            + graph.deferredEdges.map { "deferred \($0.from)→\($0.to) by \($0.request)" }
    }

    func testTheGraphIsTheSameOnAnyNumberOfThreads() {
        let files = Self.files()
        let one = Self.summary(Project(files: files, jobs: 1).graph)
        for jobs in [2, 3, 8] {
            XCTAssertEqual(Self.summary(Project(files: files, jobs: jobs).graph), one, "jobs \(jobs)")
        }
    }

    func testEachFilesNamesLandOnItsOwnProvidersAndRequests() {
        let graph = Project(files: Self.files(), jobs: 4).graph
        for index in 0..<6 {
            let store = graph.providers.first { $0.types.first == "Store\(index)" }
            XCTAssertEqual(store?.types, ["Store\(index)", "Cache\(index)"], "index \(index)")
            XCTAssertEqual(store?.concrete, "DiskStore\(index)")
            let feature = graph.providers.first { $0.types == ["Feature\(index)"] }
            XCTAssertEqual(feature?.argumentTypes, ["String"])
            // The typealias is looked through, and the request is the feature's own.
            let storeRequest = graph.requests.first { $0.type == "Store\(index)" }
            XCTAssertEqual(storeRequest?.owners, feature.map { [$0.id] })
            // `Optional<Cache>` asks for what provides Cache.
            XCTAssertTrue(graph.requests.contains { $0.type == "Cache\(index)" }, "index \(index)")
            // Both key paths name the ledger, the bare one through the other container.
            XCTAssertEqual(graph.requests.filter { $0.type == "Ledger\(index)" }.count, 2, "index \(index)")
        }
    }
}
