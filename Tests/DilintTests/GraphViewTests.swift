import Analyzer
@testable import DilintCore
@testable import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import Rules
import XCTest

final class GraphViewTests: XCTestCase {
    let source = """
        protocol IContainer { func resolve<T>() -> T }
        protocol ISingleton {}
        final class Router: ISingleton {
            let presenter: Presenter
            init(container: IContainer) { presenter = container.resolve() }
        }
        final class Presenter: ISingleton {
            let router: Router
            let missing: Missing
            init(container: IContainer) { router = container.resolve(); missing = container.resolve() }
        }
        final class Feed: ISingleton {
            let container: IContainer
            lazy var router: Router = container.resolve()
            init(container: IContainer) { self.container = container }
        }
        final class Missing {}
        """

    var view: GraphView {
        GraphView(Linter.run(sources: [SourceFile(path: "App.swift", text: source)]).project.graph)
    }

    func testNodesEdgesCyclesAndMissingTypes() {
        let view = self.view
        XCTAssertEqual(view.nodes.filter { !$0.isMissing }.map(\.label), ["Router", "Presenter", "Feed"])
        XCTAssertEqual(view.nodes.filter(\.isMissing).map(\.label), ["Missing (not registered)"])
        let cycle = view.edges.filter(\.isOnCycle)
        XCTAssertEqual(Set(cycle.map { "\($0.from)->\($0.to)" }), ["p0->p1", "p1->p0"])
        XCTAssertTrue(view.edges.contains { $0.from == "p2" && $0.to == "p0" && !$0.isEager }, "the lazy edge is deferred")
    }

    func testDotHighlightsTheCycleAndDashesDeferredEdges() {
        let dot = GraphFormats.dot(view)
        XCTAssertTrue(dot.hasPrefix("digraph DI {"))
        XCTAssertTrue(dot.contains("p0 -> p1 [color=red, penwidth=2];"))
        XCTAssertTrue(dot.contains("p2 -> p0 [style=dashed];"))
        XCTAssertTrue(dot.contains("label=\"Missing (not registered)\", color=red"))
    }

    /// A singleton holding a `.weak` registration through a transient one: both edges of
    /// the path are marked, and each node shows its scope as written.
    func testCaptiveEdgesAndWrittenScopes() throws {
        let source = """
            import Swinject
            final class Session {}
            final class Formatter { init(session: Session) {} }
            final class Report { init(formatter: Formatter) {} }
            func assemble(_ container: Container) {
                container.register(Session.self) { _ in Session() }.inObjectScope(.weak)
                container.register(Formatter.self) { r in Formatter(session: r.resolve(Session.self)!) }
                container.register(Report.self) { r in Report(formatter: r.resolve(Formatter.self)!) }.inObjectScope(.container)
                container.register(Formatter.self, name: "plain") { _ in Formatter(session: Session()) }
            }
            """
        let graph = Linter.run(sources: [SourceFile(path: "App.swift", text: source)]).project.graph
        let view = GraphView(graph, captivePaths: CaptiveDependencyRule.captivePaths(in: graph, includingTransient: false).map(\.path))
        XCTAssertEqual(view.nodes.map(\.scope), [".weak", nil, ".container", nil])
        XCTAssertEqual(Set(view.edges.filter(\.isCaptive).map { "\($0.from)->\($0.to)" }), ["p1->p0", "p2->p1"])
        XCTAssertTrue(GraphFormats.dot(view).contains("p2 -> p1 [color=orange, penwidth=2, label=\"captive\"];"))
        XCTAssertTrue(GraphFormats.dot(view).contains("label=\"Session\\n(scoped .weak)\""))
        XCTAssertTrue(GraphFormats.mermaid(view).contains("p2 -->|captive| p1"))
        let json = try JSONSerialization.jsonObject(with: Data(GraphFormats.json(view).utf8)) as? [String: Any]
        let registrations = json?["registrations"] as? [[String: Any]]
        XCTAssertEqual((registrations?.first?["scope"] as? [String: Any])?["written"] as? String, ".weak")
        XCTAssertEqual((registrations?.first?["scope"] as? [String: Any])?["line"] as? Int, 6)
        XCTAssertEqual((json?["edges"] as? [[String: Any]])?.filter { $0["captive"] as? Bool == true }.count, 2)
    }

    func testMermaidAndJSON() throws {
        let mermaid = GraphFormats.mermaid(view)
        XCTAssertTrue(mermaid.contains("p2 -.-> p0"))
        XCTAssertTrue(mermaid.contains("linkStyle 0,1 stroke:#d00"))
        let json = try JSONSerialization.jsonObject(with: Data(GraphFormats.json(view).utf8)) as? [String: Any]
        XCTAssertEqual((json?["nodes"] as? [Any])?.count, 4)
        XCTAssertEqual((json?["edges"] as? [[String: Any]])?.filter { $0["cycle"] as? Bool == true }.count, 2)
    }

    /// Every registration and resolution dilint saw, where it is, its type and container:
    /// what a user audits silence with.
    func testJSONListsEverySiteSeen() throws {
        let view = self.view
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(GraphFormats.json(view).utf8)) as? [String: Any])
        let registrations = try XCTUnwrap(json["registrations"] as? [[String: Any]])
        let resolutions = try XCTUnwrap(json["resolutions"] as? [[String: Any]])
        XCTAssertEqual(registrations.compactMap { ($0["provides"] as? [String])?.first }, ["Router", "Presenter", "Feed"])
        XCTAssertEqual(resolutions.count, view.resolutions.count)
        XCTAssertEqual(Set(resolutions.compactMap { $0["type"] as? String }), ["Router", "Presenter", "Missing"])
        let missing = try XCTUnwrap(resolutions.first { $0["type"] as? String == "Missing" })
        XCTAssertEqual(missing["file"] as? String, "App.swift")
        XCTAssertEqual(missing["line"] as? Int, 10)
        XCTAssertEqual(missing["typed"] as? Bool, true)
        XCTAssertNotNil(missing["container"] as? String)
        XCTAssertTrue(registrations.allSatisfy { $0["lifetime"] is String && $0["column"] is Int })
    }

    // MARK: - Grouped by layer

    /// Two layers: Domain's types, App's, and one type in no layer. A node goes where the
    /// type it builds is declared, not where it is registered (all of them in App here).
    private func layeredView() throws -> GraphView {
        let configuration = try ConfigurationLoader.parse("""
            layers:
              Domain:
                paths: [Domain/**]
              App:
                paths: [App/**]
                may_use: [Domain]
            """, path: ".dilint.yml", baseDirectory: "/project", knownRuleIDs: RuleCatalog.ids)
        let sources = [
            SourceFile(path: "/project/Domain/Clock.swift", text: "protocol Clock {}\nfinal class SystemClock: Clock {}\n"),
            SourceFile(path: "/project/App/Feed.swift", text: "final class Feed { init(clock: Clock) {} }\n"),
            SourceFile(path: "/project/Tools/Log.swift", text: "final class Log {}\n"),
            SourceFile(path: "/project/App/Assembly.swift", text: """
                import Swinject
                func assemble(_ container: Container) {
                    container.register(Clock.self) { _ in SystemClock() }
                    container.register(Feed.self) { r in Feed(clock: r.resolve(Clock.self)!) }
                    container.register(Log.self) { _ in Log() }
                }
                """),
        ]
        let project = Linter.run(sources: sources, configuration: configuration).project
        return DIGraphViews.graphView(of: project, configuration: configuration)
    }

    func testNodesAreInTheLayerDeclaringTheirType() throws {
        let view = try layeredView()
        XCTAssertEqual(view.layers, ["Domain", "App"])
        XCTAssertEqual(view.nodes.map(\.label), ["SystemClock as Clock", "Feed", "Log"])
        XCTAssertEqual(view.nodes.map(\.layer), [0, 1, nil])
    }

    func testDotDrawsALayerAsACluster() throws {
        let dot = GraphFormats.dot(try layeredView(), groupingByLayer: true)
        XCTAssertEqual(dot, """
            digraph DI {
              rankdir=LR;
              node [shape=box, fontname="Helvetica"];
              subgraph cluster_0 {
                label="Domain";
                p0 [label="SystemClock as Clock\\n(transient)"];
              }
              subgraph cluster_1 {
                label="App";
                p1 [label="Feed\\n(transient)"];
              }
              p2 [label="Log\\n(transient)"];
              p1 -> p0;
            }

            """)
        XCTAssertFalse(GraphFormats.dot(try layeredView()).contains("subgraph"), "only when asked")
    }

    func testMermaidDrawsALayerAsASubgraph() throws {
        let mermaid = GraphFormats.mermaid(try layeredView(), groupingByLayer: true)
        XCTAssertEqual(mermaid, """
            flowchart LR
              subgraph Domain
                p0["SystemClock as Clock<br/>(transient)"]
              end
              subgraph App
                p1["Feed<br/>(transient)"]
              end
              p2["Log<br/>(transient)"]
              p1 --> p0

            """)
    }

    func testJSONNamesEachNodesLayerWhenLayersAreDescribed() throws {
        let json = try JSONSerialization.jsonObject(with: Data(GraphFormats.json(try layeredView()).utf8)) as? [String: Any]
        let nodes = try XCTUnwrap(json?["nodes"] as? [[String: Any]])
        XCTAssertEqual(nodes.map { $0["layer"] as? String }, ["Domain", "App", nil])
        XCTAssertTrue(nodes[2]["layer"] is NSNull)
        let plain = try JSONSerialization.jsonObject(with: Data(GraphFormats.json(view).utf8)) as? [String: Any]
        XCTAssertNil((plain?["nodes"] as? [[String: Any]])?.first?["layer"], "no layers configured: no field")
    }

    func testGroupingByLayerWithoutLayersIsAUsageError() throws {
        let folder = try EndToEndDilint.temporaryFolder(for: self)
        try "final class A {}\n".write(to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let run = try EndToEndDilint.run(["graph", "--group-by", "layer", "--format", "mermaid"], in: folder)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("'--group-by layer' needs the layers of the architecture: no .dilint.yml was found"), run.stderr)
        let misspelt = try EndToEndDilint.run(["graph", "--group-by", "layers"], in: folder)
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertTrue(misspelt.stderr.contains("unknown grouping 'layers'; did you mean 'layer'?"), misspelt.stderr)
    }
}
