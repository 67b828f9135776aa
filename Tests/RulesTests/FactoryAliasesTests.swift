import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import XCTest

/// Factory 1.x as apps write it: the container and the wrapper renamed by typealiases in
/// one file, the wrapper used in files that do not import Factory.
final class FactoryAliasesTests: XCTestCase {
    static let keys = """
        import Factory

        typealias Services = Container
        typealias Wired = Injected

        extension Services {
            static let clock = Factory(scope: .shared) { SystemClock() }
            static let store = Factory { DiskStore() }
        }
        """

    static let screen = """
        import SwiftUI

        final class SystemClock {}
        final class DiskStore {}

        struct DashboardView: View {
            @Wired(Services.clock) private var clock
            @Wired(Services.store) private var store
            var body: some View { EmptyView() }
        }
        """

    func testAliasedKeysAndWrapperAreRead() {
        let outcome = Linter.run(sources: [SourceFile(path: "App/Keys.swift", text: Self.keys),
                                           SourceFile(path: "App/DashboardView.swift", text: Self.screen)])
        let graph = outcome.project.graph
        XCTAssertEqual(graph.providers.map { $0.types }, [["SystemClock"], ["DiskStore"]])
        let resolved = graph.requests.map { request -> String in
            "\(request.resolution.location.file):\(request.resolution.location.line) \(request.type ?? "unknown")"
        }
        XCTAssertEqual(resolved, ["App/DashboardView.swift:7 SystemClock", "App/DashboardView.swift:8 DiskStore"])
    }
}
