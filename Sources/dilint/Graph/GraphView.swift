import Analyzer
import DilintFacts
import DilintSyntax

/// What `dilint graph` draws, independent of the output format: nodes are provided types
/// with their lifetime; edges are eager or deferred; edges on a cycle, edges by which a
/// singleton holds a scoped dependency, and requests nobody provides are marked so that
/// every format can highlight them.
struct GraphView {
    struct Node {
        var id: String
        var label: String
        var lifetime: String
        /// The scope as the code sets it (`.weak`), when it does.
        var scope: String? = nil
        var isMissing: Bool
        /// The position of its layer in `layers`; nil in none.
        var layer: Int? = nil
    }

    struct Edge {
        var from: String
        var to: String
        var isEager: Bool
        var isOnCycle: Bool
        /// On a path by which a singleton keeps a scoped instance (`captive-dependency`).
        var isCaptive = false
        var location: SourceLocation
    }

    /// A registration or resolution as written, for `--format json`: what dilint saw, so
    /// that a user can audit it.
    struct Site {
        var location: SourceLocation
        var dialect: String
        /// The types provided, or the one requested; empty when not known.
        var types: [String]
        var name: String?
        var container: String
        var lifetime: String?
        var scope: WrittenScope? = nil
    }

    var nodes: [Node] = []
    var edges: [Edge] = []
    var registrations: [Site] = []
    var resolutions: [Site] = []
    /// The names of the configuration's layers, in its order; empty when it describes none.
    var layers: [String] = []

    /// `layer` places a provider in one of `layers`.
    init(_ graph: DIGraph, captivePaths: [[DIGraph.Edge]] = [], layers: [String] = [],
         layer: (DIGraph.Provider) -> Int? = { _ in nil }) {
        self.layers = layers
        registrations = graph.providers.map { provider in
            Site(location: provider.registration.location, dialect: provider.registration.dialect.rawValue, types: provider.types,
                 name: provider.registration.name, container: provider.registration.container.description,
                 lifetime: provider.registration.lifetime.rawValue, scope: provider.registration.scope)
        }
        resolutions = graph.requests.map { request in
            Site(location: request.resolution.location, dialect: request.resolution.dialect.rawValue, types: request.type.map { [$0] } ?? [],
                 name: request.resolution.name, container: request.resolution.container.description, lifetime: nil)
        }
        for provider in graph.providers {
            let keys = provider.types.filter { $0 != provider.displayName }
            let label = provider.displayName + (keys.isEmpty ? "" : " as " + keys.joined(separator: ", "))
                + (provider.registration.name.map { " \"\($0)\"" } ?? "")
            nodes.append(Node(id: "p\(provider.id)", label: label, lifetime: provider.registration.lifetime.rawValue,
                              scope: provider.registration.scope?.spelling, isMissing: false, layer: layer(provider)))
        }
        var onCycle = Set<[Int]>()
        for cycle in Cycles.elementary(graph.eagerEdges, nodeCount: graph.providers.count) {
            for edge in cycle { onCycle.insert([edge.from, edge.to]) }
        }
        let captive = Set(captivePaths.joined().map { [$0.from, $0.to] })
        var drawn = Set<[Int]>()
        for (edges, isEager) in [(graph.eagerEdges, true), (graph.deferredEdges, false)] {
            for edge in edges where drawn.insert([edge.from, edge.to, isEager ? 1 : 0]).inserted {
                self.edges.append(Edge(from: "p\(edge.from)", to: "p\(edge.to)", isEager: isEager,
                                       isOnCycle: isEager && onCycle.contains([edge.from, edge.to]),
                                       isCaptive: isEager && captive.contains([edge.from, edge.to]), location: graph.requests[edge.request].resolution.location))
            }
        }
        var missing: [String: String] = [:]
        for request in graph.requests where !request.resolution.isMany {
            guard let key = request.key, graph.hasRegistrations(in: request.resolution.dialect),
                  !graph.hasProviders(of: key, dialect: request.resolution.dialect) else { continue }
            let id = missing[key.description] ?? {
                let id = "m\(missing.count)"
                missing[key.description] = id
                nodes.append(Node(id: id, label: key.type + (key.name.map { " \"\($0)\"" } ?? "") + " (not registered)", lifetime: "", isMissing: true))
                return id
            }()
            for owner in request.owners {
                edges.append(Edge(from: "p\(owner)", to: id, isEager: request.isEager, isOnCycle: false, location: request.resolution.location))
            }
        }
    }

    /// The nodes of each layer that has some, in the configuration's order, then those in no
    /// layer (under nil).
    var nodesByLayer: [(layer: Int?, nodes: [Node])] {
        let byLayer = Dictionary(grouping: nodes, by: \.layer)
        var groups: [(layer: Int?, nodes: [Node])] = byLayer.keys.compactMap { $0 }.sorted().map { ($0, byLayer[$0]!) }
        if let outside = byLayer[nil] { groups.append((nil, outside)) }
        return groups
    }
}
