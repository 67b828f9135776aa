@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// What the fixture marks cannot say: hidden keys, container groups, graph edges, and the
/// Showcase's DITranquillity part the rules are built on.
final class DITranquillityTests: XCTestCase {
    static func project(_ folder: String) -> Project {
        let directory = ContainerFixtureTests.root + "/" + folder
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        let files = names.map { name in
            FileAnalysis.analyze(SourceFile(path: folder + "/" + name, bytes: [UInt8](FileManager.default.contents(atPath: directory + "/" + name) ?? Data())), module: "App")
        }
        return Project(files: files)
    }

    static func provider(_ graph: DIGraph, concrete: String, name: String? = nil) -> DIGraph.Provider? {
        graph.providers.first { $0.concrete == concrete && $0.registration.name == name }
    }

    func testShowcaseCatalog() throws {
        let graph = Self.project("Showcase/Catalog").graph
        let loggers = graph.providers(of: DIGraph.Key(type: "Logger", name: nil), dialect: .diTranquillity)
        XCTAssertEqual(loggers.map { $0.concrete ?? "" }.sorted(), ["ConsoleLogger", "FileLogger"])
        XCTAssertTrue(loggers.allSatisfy { !$0.registration.isDefault && !$0.types.contains("ConsoleLogger") && !$0.types.contains("FileLogger") })

        let catalog = try XCTUnwrap(Self.provider(graph, concrete: "CatalogService"))
        let prices = try XCTUnwrap(Self.provider(graph, concrete: "PriceService"))
        let trail = try XCTUnwrap(Self.provider(graph, concrete: "AuditTrail"))
        XCTAssertTrue(graph.eagerEdges.contains { $0.from == catalog.id && $0.to == prices.id })
        XCTAssertTrue(graph.eagerEdges.contains { $0.from == prices.id && $0.to == catalog.id })
        XCTAssertEqual(graph.eagerEdges.filter { $0.from == catalog.id }.map { graph.providers[$0.to].concrete ?? "" }.sorted(),
                       ["ConsoleLogger", "FileLogger", "PriceService"])

        let many = try XCTUnwrap(graph.requests.first { $0.resolution.isMany })
        XCTAssertEqual(many.type, "Logger")
        XCTAssertEqual(many.owners, [trail.id])
        XCTAssertFalse(many.isEager)
        XCTAssertEqual(many.resolution.handling, .forced)
        XCTAssertEqual(graph.deferredEdges.filter { $0.from == trail.id }.count, 2)
    }

    /// A registered closure whose types are not all written answers function types of as
    /// many parameters; one naming none (`{ $0 }`) answers any function type.
    func testReturnedClosuresMayBeFunctionsOfTheirArity() {
        XCTAssertEqual(DIGraph.functionParameterCount("() -> Screen"), 0)
        XCTAssertEqual(DIGraph.functionParameterCount("(Input) -> Screen"), 1)
        XCTAssertEqual(DIGraph.functionParameterCount("(Input, (Int) -> Void, [String: Int]) async throws -> Screen"), 3)
        XCTAssertEqual(DIGraph.functionParameterCount("((Input) -> Screen, Box<A, B>) -> Void"), 2)
        XCTAssertEqual(DIGraph.functionParameterCount("((Input) -> Screen)"), 1)
        XCTAssertNil(DIGraph.functionParameterCount("(Input, Int)"))
        XCTAssertNil(DIGraph.functionParameterCount("(Input)"))
        XCTAssertNil(DIGraph.functionParameterCount("Screen"))
        XCTAssertNil(DIGraph.functionParameterCount("Input -> Screen"))
        XCTAssertTrue(DIGraph.UnknownType.function(arity: 2).mayBe("(Input, Int) -> Screen"))
        XCTAssertFalse(DIGraph.UnknownType.function(arity: 2).mayBe("(Input) -> Screen"))
        XCTAssertFalse(DIGraph.UnknownType.function(arity: 1).mayBe("Screen"))
        XCTAssertTrue(DIGraph.UnknownType.function(arity: nil).mayBe("() -> Screen"))
        XCTAssertTrue(DIGraph.UnknownType.anything.mayBe("Screen"))
    }

    func testAsTypeWithoutAsSelfHidesTheKey() throws {
        let graph = Self.project("Containers/DITranquillity").graph
        let repository = try XCTUnwrap(Self.provider(graph, concrete: "TaskRepository"))
        XCTAssertFalse(repository.registration.providesKey)
        XCTAssertEqual(repository.types, ["TaskRepositoryProtocol"])
        let server = try XCTUnwrap(Self.provider(graph, concrete: "ServerImpl"))
        XCTAssertEqual(server.types, ["ServerImpl", "Server"])
        let tracker = try XCTUnwrap(Self.provider(graph, concrete: "ConsoleTracker"))
        XCTAssertEqual(tracker.types, ["ConsoleTracker", "Tracker"])
    }

    func testEagerAndDeferredEdges() throws {
        let graph = Self.project("Containers/DITranquillity").graph
        let presenter = try XCTUnwrap(Self.provider(graph, concrete: "YourPresenter"))
        let server = try XCTUnwrap(Self.provider(graph, concrete: "ServerImpl"))
        XCTAssertTrue(graph.eagerEdges.contains { $0.from == presenter.id && $0.to == server.id })
        XCTAssertTrue(graph.deferredEdges.contains { $0.from == presenter.id && graph.providers[$0.to].types.contains("Logger") })
        XCTAssertFalse(graph.eagerEdges.contains { $0.from == presenter.id && graph.providers[$0.to].types.contains("Logger") })
        // `MainLogger(loggers: **!scope)` asks for every other logger, never itself.
        let main = try XCTUnwrap(Self.provider(graph, concrete: "MainLogger"))
        XCTAssertFalse(graph.eagerEdges.contains { $0.from == main.id && $0.to == main.id })
        // `register(DiskStorage.init)`: the initializer's parameters are eager requests.
        let storage = try XCTUnwrap(Self.provider(graph, concrete: "DiskStorage"))
        let clock = try XCTUnwrap(Self.provider(graph, concrete: "SystemClock"))
        XCTAssertTrue(graph.eagerEdges.contains { $0.from == storage.id && $0.to == clock.id })
    }

    func testContainerGroups() {
        let files = Self.project("Containers/DITranquillity").files
        let groups = files.flatMap(\.facts.containerGroups)
        XCTAssertTrue(groups.contains(["AppAssembly", "ServerModule", "AppModule", "LoggerModule"]), "\(groups)")
        XCTAssertTrue(groups.contains(["AppFramework", "StoragePart", "TrackingPart"]), "\(groups)")
        XCTAssertTrue(groups.contains(["AppAssembly"]), "\(groups)")
        XCTAssertTrue(groups.contains(["AppFramework"]), "\(groups)")
        let hints = Set(files.flatMap(\.facts.registrations).map(\.container))
        XCTAssertTrue(hints.isSuperset(of: [
            .module("AppModule"), .module("StoragePart"),
            .local(file: "Containers/DITranquillity/BuilderAPI.swift", function: "TaskSetup.make()", name: "builder"),
        ]), "\(hints)")
    }

    func testAutowiringAnUnclearInitializerCountsOneUntypedSite() {
        let source = """
        import DITranquillity
        final class Both {
            init(a: Int) {}
            init(b: String) {}
        }
        func configure(container: DIContainer) {
            container.register(Both.init)
            container.register(External.init)
        }
        """
        let file = FileAnalysis.analyze(SourceFile(path: "Both.swift", text: source), module: "App")
        let graph = Project(files: [file]).graph
        XCTAssertEqual(graph.providers.count, 2)
        XCTAssertEqual(graph.requests.count, 2)
        XCTAssertEqual(graph.untypedRequestCount, 2)
    }

    func testCompoundInitializerNames() {
        let file = SourceFile(path: "x.swift", text: "X.init(a:_:b2:) X.init(a: b) X.init()")
        XCTAssertEqual(DITranquillityRecognizer.compoundLabels(file, at: 6)?.map { $0 ?? "_" }, ["a", "_", "b2"])
        XCTAssertNil(DITranquillityRecognizer.compoundLabels(file, at: 22))
        XCTAssertNil(DITranquillityRecognizer.compoundLabels(file, at: 35))
    }
}
