import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Rules

/// What the front end shows of the DI graph, in one place: the summary's counts,
/// `dilint graph` and `dilint debug model`.
enum DIGraphViews {
    /// `dilint graph`: the DI graph of the analyzed files, cycles and captive edges highlighted;
    /// `groupingByLayer`, each node in its layer's box (the caller checks there are layers).
    static func graph(of request: Linter.Request, format: GraphCommand.Format, groupingByLayer: Bool = false) throws(UsageError) -> String {
        let project = Linter.run(request).project
        let view = graphView(of: project, configuration: request.configuration)
        switch format {
        case .dot: return GraphFormats.dot(view, groupingByLayer: groupingByLayer)
        case .mermaid: return GraphFormats.mermaid(view, groupingByLayer: groupingByLayer)
        case .json: return GraphFormats.json(view)
        }
    }

    static func graphView(of project: Project, configuration: Configuration) -> GraphView {
        let graph = project.graph
        let includeTransient = configuration.rules[CaptiveDependencyRule.id]?.option("include_transient")?.string == "true"
        let paths = CaptiveDependencyRule.captivePaths(in: graph, includingTransient: includeTransient,
                                                       declaredScopes: CaptiveDependencyRule.declaredScopes(project),
                                                       isTestCode: CaptiveDependencyRule.testCode(project))
        let architecture = ArchitectureLayers(configuration)
        return GraphView(graph, captivePaths: paths.map(\.path), layers: architecture.layers.map(\.name)) { provider in
            layer(of: provider, in: project, architecture)
        }
    }

    /// A provider's layer: that of the type it builds where the analyzed code declares it,
    /// as `layer-violation` places types; else that of its registration. Registrations
    /// mostly sit in the composition root, which would put every node in one layer.
    static func layer(of provider: DIGraph.Provider, in project: Project, _ architecture: ArchitectureLayers) -> Int? {
        guard !architecture.isEmpty else { return nil }
        if let built = provider.concrete ?? provider.types.first,
           let id = project.types.type(named: TypeTable.withoutGenericArguments(built), module: provider.module) {
            let site = project.types[id].site
            return architecture.layer(ofFile: site.path, module: site.module)
        }
        return architecture.layer(ofFile: provider.registration.location.file, module: provider.module)
    }

    /// `dilint debug model`: the project model and DI facts the rules see.
    static func model(of request: Linter.Request) throws(UsageError) -> String {
        var request = request
        request.keepsBodies = true
        return ModelView.render(Linter.run(request).project)
    }
}
