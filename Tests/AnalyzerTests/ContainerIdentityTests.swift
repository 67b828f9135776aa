@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import XCTest

/// Which container a site talks to (SPEC §6a, "Which container"): a container made in a
/// function is one per function, a test method is a run of its own, each Factory
/// container class is its own, and what the project cannot tell stays unknown.
final class ContainerIdentityTests: XCTestCase {
    static func graph(_ files: [(String, String)]) -> DIGraph {
        Project(files: files.map { FileAnalysis.analyze(SourceFile(path: $0.0, text: $0.1), module: "App") }).graph
    }

    static func registration(_ graph: DIGraph, line: Int, file: String? = nil) throws -> Registration {
        try XCTUnwrap(graph.providers.first { $0.registration.location.line == line && (file == nil || $0.registration.location.file == file) }?.registration)
    }

    func testALocalContainerIsOnePerFunctionAndAnotherNameFollowsItsOrigin() throws {
        let graph = Self.graph([("Setup.swift", """
        import Swinject
        enum DI { static let container = Container() }
        func first() {
            let container = Container()
            container.register(Clock.self) { _ in SystemClock() }
        }
        func second() {
            let container = Container()
            container.register(Clock.self) { _ in SystemClock() }
        }
        func third() {
            let container = DI.container
            container.register(Clock.self) { _ in SystemClock() }
            DI.container.register(Clock.self) { _ in SystemClock() }
        }
        func fourth(_ container: Container) {
            container.register(Clock.self) { _ in SystemClock() }
        }
        """)])
        let first = try Self.registration(graph, line: 5), second = try Self.registration(graph, line: 9)
        let alias = try Self.registration(graph, line: 13), global = try Self.registration(graph, line: 14)
        let parameter = try Self.registration(graph, line: 17)
        XCTAssertEqual(first.container, .local(file: "Setup.swift", function: "first()", name: "container"))
        XCTAssertEqual(graph.shareContainer(first, second), false)
        XCTAssertEqual(graph.shareContainer(first, first), true)
        XCTAssertEqual(alias.container, .variable("DI.container"))
        XCTAssertEqual(graph.shareContainer(alias, global), true)
        XCTAssertEqual(graph.shareContainer(first, global), false, "a container made in a function is not the global")
        XCTAssertNil(graph.shareContainer(parameter, first), "a parameter may be any container")
        XCTAssertNil(graph.shareContainer(parameter, global))
    }

    func testTwoTestMethodsNeverShareWhatTheyRegister() throws {
        let graph = Self.graph([("SessionTests.swift", """
        import Swinject
        import XCTest
        final class SessionTests: XCTestCase {
            var container: Container!
            override func setUp() { container = Container() }
            func testLogin() {
                container.register(Clock.self) { _ in SystemClock() }
                let clock = container.resolve(Clock.self)
            }
            func testLogout() {
                container.register(Clock.self) { _ in SystemClock() }
            }
            func helper() {
                container.register(Clock.self) { _ in SystemClock() }
            }
        }
        """)])
        let login = try Self.registration(graph, line: 7), logout = try Self.registration(graph, line: 11)
        let helper = try Self.registration(graph, line: 14)
        let resolution = try XCTUnwrap(graph.requests.first?.resolution)
        XCTAssertEqual(graph.shareContainer(login, logout), false)
        XCTAssertEqual(graph.shareContainer(resolution, login), true, "a resolution in the test's own body, in a local's initializer")
        XCTAssertEqual(graph.shareContainer(resolution, logout), false)
        XCTAssertEqual(graph.shareContainer(resolution, helper), true, "a helper runs in whichever test calls it")
    }

    func testEachFactoryContainerClassIsItsOwnAndAProtocolsKeysBelongToEvery() throws {
        let graph = Self.graph([("Keys.swift", """
        import Factory
        extension Container {
            var clock: Factory<Clock> { self { SystemClock() } }
        }
        final class PreviewContainer: SharedContainer {
            static let shared = PreviewContainer()
            let manager = ContainerManager()
            var clock: Factory<Clock> { self { FrozenClock() } }
        }
        extension SharedContainer {
            var calendar: Factory<Calendar> { self { Calendar.current } }
        }
        """)])
        let shared = try Self.registration(graph, line: 3), preview = try Self.registration(graph, line: 8)
        let everywhere = try Self.registration(graph, line: 11)
        XCTAssertEqual(graph.shareContainer(shared, preview), false)
        XCTAssertNil(graph.shareContainer(everywhere, shared))
        XCTAssertNil(graph.shareContainer(everywhere, preview))
    }

    /// A module no assembler is seen applying may be applied in a way dilint does not read.
    func testModulesShareAContainerOnlyWhenOneAssemblerAppliesBoth() throws {
        let graph = Self.graph([("Assemblies.swift", """
        import Swinject
        final class NetworkAssembly: Assembly {
            func assemble(container: Container) { container.register(Clock.self) { _ in SystemClock() } }
        }
        final class StorageAssembly: Assembly {
            func assemble(container: Container) { container.register(Clock.self) { _ in SystemClock() } }
        }
        final class WidgetAssembly: Assembly {
            func assemble(container: Container) { container.register(Clock.self) { _ in SystemClock() } }
        }
        final class PreviewAssembly: Assembly {
            func assemble(container: Container) { container.register(Clock.self) { _ in SystemClock() } }
        }
        let assembler = Assembler([NetworkAssembly(), StorageAssembly()])
        let widgets = Assembler([WidgetAssembly(), StorageAssembly()])
        """)])
        let network = try Self.registration(graph, line: 3), storage = try Self.registration(graph, line: 6)
        let widget = try Self.registration(graph, line: 9), preview = try Self.registration(graph, line: 12)
        XCTAssertEqual(graph.shareContainer(network, storage), true)
        XCTAssertEqual(graph.shareContainer(network, widget), false)
        XCTAssertNil(graph.shareContainer(network, preview))
    }
}
