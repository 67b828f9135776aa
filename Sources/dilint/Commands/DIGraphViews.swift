import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules

/// What the front end shows of the DI graph, in one place: the summary's counts,
/// `dilint graph` and `dilint debug model`.
enum DIGraphViews {
    /// `dilint graph`: the DI graph of the analyzed files, cycles and captive edges highlighted.
    static func graph(of request: Linter.Request, format: GraphCommand.Format) throws(UsageError) -> String {
        let project = Linter.run(request).project
        let graph = project.graph
        let includeTransient = request.configuration.rules[CaptiveDependencyRule.id]?.option("include_transient")?.string == "true"
        let paths = CaptiveDependencyRule.captivePaths(in: graph, includingTransient: includeTransient,
                                                       declaredScopes: CaptiveDependencyRule.declaredScopes(project))
        let view = GraphView(graph, captivePaths: paths.map(\.path))
        switch format {
        case .dot: return GraphFormats.dot(view)
        case .mermaid: return GraphFormats.mermaid(view)
        case .json: return GraphFormats.json(view)
        }
    }

    /// `dilint debug model`: the project model and DI facts the rules see.
    static func model(of request: Linter.Request) throws(UsageError) -> String {
        var request = request
        request.keepsBodies = true
        return ModelView.render(Linter.run(request).project)
    }
}
