import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import XCTest

/// `Linter.Request.dialectsByModule`: a file that calls a container its module reaches is
/// read for that call though it does not import the framework itself.
final class DialectsByModuleTests: XCTestCase {
    let sources = [
        SourceFile(path: "DI.swift", text: """
            import Swinject

            enum DI {
                static let container: Container = {
                    let container = Container()
                    container.register(OrdersAPI.self) { _ in RemoteOrdersAPI() }
                    return container
                }()
            }
            """),
        SourceFile(path: "OrdersScreen.swift", text: """
            import UIKit

            final class OrdersScreen: UIViewController {
                let api = DI.container.resolve(OrdersAPI.self)!
                let analytics = DI.container.resolve(Analytics.self)!
            }
            """),
    ]

    func testAResolutionInAFileWithoutTheImportIsCheckedWhenTheModuleReachesTheFramework() {
        let found = Linter.run(sources: sources, dialectsByModule: true).diagnostics.filter { $0.ruleID == "unregistered-resolution" }
        XCTAssertEqual(found.map(\.location.file), ["OrdersScreen.swift"])
        XCTAssertEqual(found.map(\.location.line), [5])
        XCTAssertTrue(found.first?.message.contains("'Analytics'") == true, found.first?.message ?? "")
        let graph = Linter.run(sources: sources, dialectsByModule: true).project.graph
        XCTAssertEqual(graph.requests.count, 2)
    }

    /// Off (only to compare), a file is read by its own imports alone.
    func testByTheFilesOwnImportsTheSameFileIsNotRead() {
        let outcome = Linter.run(sources: sources, dialectsByModule: false)
        XCTAssertEqual(outcome.diagnostics.filter { $0.ruleID == "unregistered-resolution" }.count, 0)
        XCTAssertEqual(outcome.project.graph.requests.count, 0)
    }

    func testItIsOnByDefault() {
        XCTAssertEqual(Linter.run(sources: sources).project.graph.requests.count, 2)
    }

    /// A file importing only a library the compiler checks (a TCA feature) still calls the
    /// app's container; one importing another failable library speaks only that one.
    func testAFileImportingOnlyACompilerCheckedLibraryIsReadForTheOthers() {
        let feature = SourceFile(path: "Feature.swift", text: """
            import ComposableArchitecture

            final class FeatureHost {
                let orders = DI.container.resolve(OrdersAPI.self)!
                let clock = DI.container.resolve(Clock.self)!
            }
            """)
        let resolverFile = SourceFile(path: "Legacy.swift", text: """
            import Resolver

            final class LegacyHost {
                let clock = DI.container.resolve(Clock.self)!
            }
            """)
        let outcome = Linter.run(sources: sources + [feature, resolverFile])
        let found = outcome.diagnostics.filter { $0.ruleID == "unregistered-resolution" && $0.location.file != "OrdersScreen.swift" }
        XCTAssertEqual(found.map { "\($0.location.file):\($0.location.line)" }, ["Feature.swift:5"])
        XCTAssertEqual(outcome.project.graph.requests.filter { $0.resolution.location.file == "Feature.swift" }.count, 2)
    }

    /// A call on a value the file declares as the project's own other type is that type's.
    func testACallOnTheProjectsOwnTypeIsNotTheLibrarys() {
        let lookAlike = SourceFile(path: "Menu.swift", text: """
            final class Shortcuts {
                func register(_ type: Any.Type, handler: () -> Void) {}
            }
            func install(shortcuts: Shortcuts) {
                shortcuts.register(OrdersAPI.self) {}
                DI.container.register(Analytics.self) { _ in Mixpanel() }
            }
            """)
        let graph = Linter.run(sources: sources + [lookAlike]).project.graph
        XCTAssertEqual(graph.providers.map(\.registration.location.file), ["DI.swift", "Menu.swift"])
        XCTAssertEqual(graph.providers.map(\.registration.location.line), [6, 6])
    }

    /// The libraries its module reaches are known before a file's own pass, from every file's
    /// `import` lines: the pass reads it for them, and it is not read again.
    func testAFileIsReadForItsModulesLibrariesInItsOwnPass() throws {
        XCTAssertEqual(LibraryVisibility.byModule(sources.map { ("main", $0) }, libraries: ContainerRecognizers.libraryModules), ["main": ["Swinject"]])
        let own = FileAnalysis.analyze(sources[1], module: "main", skimmingBodies: true, reaching: ["Swinject"])
        XCTAssertTrue(own.parsedWhole)
        XCTAssertEqual(own.readReaching, ["Swinject"])
        XCTAssertEqual(own.facts.resolutions.count, 2)
        let screen = try XCTUnwrap(Linter.run(sources: sources).project.files.first { $0.path == "OrdersScreen.swift" })
        XCTAssertEqual(screen.readReaching, ["Swinject"])
        XCTAssertEqual(screen.facts.resolutions.count, 2)
    }

    /// The bytes' scan takes `import` in a comment for one: the file it made read for
    /// Swinject is read again for its own imports once the project's imports are parsed.
    func testAnImportSpelledInACommentDoesNotMakeTheModuleReachALibrary() throws {
        let notes = SourceFile(path: "Notes.swift", text: "// Once this module would import Swinject again, move the setup here.\nenum Notes {}\n")
        let screen = sources[1]
        XCTAssertEqual(LibraryVisibility.byModule([("main", notes), ("main", screen)], libraries: ContainerRecognizers.libraryModules),
                       ["main": ["Swinject"]], "the scan is conservative")
        XCTAssertEqual(FileAnalysis.analyze(screen, module: "main", skimmingBodies: true, reaching: ["Swinject"]).facts.resolutions.count, 2)
        let outcome = Linter.run(sources: [notes, screen])
        let read = try XCTUnwrap(outcome.project.files.first { $0.path == "OrdersScreen.swift" })
        XCTAssertEqual(read.readReaching, [])
        XCTAssertEqual(read.facts.resolutions.count, Linter.run(sources: [notes, screen], dialectsByModule: false).project.files[1].facts.resolutions.count)
        XCTAssertEqual(read.facts.resolutions.count, 0)
    }

    /// A file without any word a library's calls are made of is not read again.
    func testAFileWithoutALibrarysWordsIsNotReadAgain() {
        XCTAssertFalse(ContainerRecognizers.mayCallALibrary(SourceFile(path: "A.swift", text: "let total = price * count /* sum */\nlet x = 2 *y")))
        XCTAssertTrue(ContainerRecognizers.mayCallALibrary(SourceFile(path: "B.swift", text: "let api: API = *scope")))
        XCTAssertTrue(ContainerRecognizers.mayCallALibrary(SourceFile(path: "C.swift", text: "@Injected(\\.api) var api")))
    }

    /// `Inject` counts where a wrapper is used, not in a type merely named so.
    func testOnlyAWrapperUseOfInjectIsALibrarysWord() {
        func may(_ text: String) -> Bool { ContainerRecognizers.mayCallALibrary(SourceFile(path: "W.swift", text: text)) }
        XCTAssertTrue(may("@LazyInjected var api: API"))
        XCTAssertTrue(may("@Inject private var store: Store"))
        XCTAssertTrue(may("@InjectedObject var model: Model"))
        XCTAssertTrue(may("let api = Injected<API>()"))
        XCTAssertTrue(may("let api = InjectedWeak<API>()"))
        XCTAssertFalse(may("protocol InjectedTestProtocol1 {}\nfinal class Injector: InjectedTestProtocol1 {}"))
        XCTAssertFalse(may("let injectedCount = 3"))
    }
}
