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

    func testByTheFilesOwnImportsTheSameFileIsNotRead() {
        let outcome = Linter.run(sources: sources)
        XCTAssertEqual(outcome.diagnostics.filter { $0.ruleID == "unregistered-resolution" }.count, 0)
        XCTAssertEqual(outcome.project.graph.requests.count, 0)
    }
}
