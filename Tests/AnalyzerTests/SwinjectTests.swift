@testable import Analyzer
@testable import DilintFacts
@testable import DilintSyntax
import Foundation
import XCTest

/// What the fact marks of `Fixtures/Containers/Swinject` do not state: which container each
/// fact belongs to, the `Assembler` groups; and the Swinject corpus's figures.
final class SwinjectTests: XCTestCase {
    static func facts(_ text: String, imports: String = "import Swinject\n") -> ContainerFacts {
        FileAnalysis.analyze(SourceFile(path: "App.swift", text: imports + text), module: "App").facts
    }

    func testRegistrationsInAnAssemblyBelongToIt() {
        let facts = Self.facts("""
        final class NetworkAssembly: Assembly {
            func assemble(container: Container) {
                container.register(Clock.self) { _ in SystemClock() }
                container.register(Network.self) { r in URLNetwork(clock: r.resolve(Clock.self)!) }
            }
        }
        """)
        XCTAssertEqual(facts.registrations.map(\.container), [.module("NetworkAssembly"), .module("NetworkAssembly")])
        XCTAssertEqual(facts.resolutions.map(\.container), [.module("NetworkAssembly")])
    }

    func testLocalsPropertiesAndParametersAreTheirOwnContainers() {
        let facts = Self.facts("""
        final class App {
            let container = Container()
            func start(shared: Container) {
                let widget = Container()
                widget.register(Clock.self) { _ in SystemClock() }
                container.register(Clock.self) { _ in SystemClock() }
                self.container.register(Clock.self) { _ in SystemClock() }
                shared.register(Clock.self) { _ in SystemClock() }
                let registered = Container { $0.register(Clock.self) { _ in SystemClock() } }
                let clock = widget.synchronize().resolve(Clock.self)
                _ = (registered, clock)
            }
        }
        """)
        XCTAssertEqual(facts.registrations.map(\.container), [
            .local(file: "App.swift", function: "App.start(shared:)", name: "widget"), .variable("App.container"), .variable("App.container"),
            .unknown, .local(file: "App.swift", function: "App.start(shared:)", name: "registered"),
        ])
        XCTAssertEqual(facts.resolutions.map(\.container), [.local(file: "App.swift", function: "App.start(shared:)", name: "widget")])
    }

    /// Locals are looked up in the closures around a call, innermost first, then in the
    /// function; in each body the first declaration of the name counts, wherever the
    /// call is (`LocalBindings` reads each body once).
    func testLocalsOfClosuresComeBeforeTheFunctions() {
        let facts = Self.facts("""
        func start(shared: Container) {
            let box = Container(defaultObjectScope: .container)
            box.register(Clock.self) { _ in SystemClock() }
            let run = { (other: Int) in
                let box = Container()
                box.register(Clock.self) { _ in SystemClock() }
            }
            box.register(Network.self) { _ in URLNetwork() }
            let box = Container(defaultObjectScope: .weak)
            _ = run
        }
        """)
        XCTAssertEqual(facts.registrations.map(\.container), [
            .local(file: "App.swift", function: "start(shared:)", name: "box"), .local(file: "App.swift", function: "start(shared:)", name: "box"),
            .local(file: "App.swift", function: "start(shared:)", name: "box"),
        ])
        XCTAssertEqual(facts.registrations.map(\.lifetime), [.singleton, .transient, .singleton],
                       "the closure's own box, then the function's first one")
    }

    func testAssemblersGroupTheirAssemblies() {
        let facts = Self.facts("""
        let assembler = Assembler([NetworkAssembly(), StorageAssembly()])
        let child = Assembler([FeatureAssembly()], parent: assembler)
        func more() { assembler.apply(assemblies: [LateAssembly(), OtherAssembly()]); assembler.apply(assembly: LastAssembly()) }
        """)
        XCTAssertEqual(facts.containerGroups, [["NetworkAssembly", "StorageAssembly"], ["FeatureAssembly"], ["LateAssembly", "OtherAssembly"], ["LastAssembly"]])
    }

    func testWithoutTheImportNothingIsSwinject() {
        let facts = Self.facts("""
        func f(container: Container) {
            container.register(Clock.self) { _ in SystemClock() }
            _ = container.resolve(Clock.self)
        }
        """, imports: "")
        XCTAssertTrue(facts.registrations.allSatisfy { $0.dialect != .swinject })
        XCTAssertTrue(facts.resolutions.allSatisfy { $0.dialect != .swinject })
    }

    /// Swinject's own tests: every resolution site is found and typed; packages that use
    /// no container give no Swinject fact at all.
    func testCorpus() throws {
        let tests = try Self.analyze("Swinject/Tests", module: "SwinjectTests")
        let requests = tests.graph.requests.filter { $0.resolution.dialect == .swinject }
        let providers = tests.graph.providers.filter { $0.registration.dialect == .swinject }
        let typed = requests.filter { $0.type != nil }.count
        print("Swinject/Tests: \(providers.count) registrations, \(requests.count) resolutions, \(typed) typed")
        XCTAssertGreaterThan(providers.count, 100)
        XCTAssertGreaterThan(requests.count, 200)
        XCTAssertGreaterThanOrEqual(Double(typed), 0.95 * Double(requests.count))
        for package in ["swift-nio", "vapor", "swift-syntax"] {
            for path in try CorpusLocator.swiftFiles(under: package) {
                let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
                guard bytes.count < 2_000_000 else { continue }
                let facts = FileAnalysis.analyze(SourceFile(path: path, bytes: bytes), module: package).facts
                XCTAssertTrue(facts.registrations.allSatisfy { $0.dialect != .swinject } && facts.resolutions.allSatisfy { $0.dialect != .swinject }, path)
            }
        }
    }

    static func analyze(_ folder: String, module: String) throws -> Project {
        let files = try CorpusLocator.swiftFiles(under: folder).map { path in
            FileAnalysis.analyze(SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data())), module: module)
        }
        return Project(files: files)
    }
}
