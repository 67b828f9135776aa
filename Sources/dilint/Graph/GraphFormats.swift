import Analyzer
import DilintFacts
import DilintSyntax

/// The DI graph as Graphviz DOT, Mermaid or JSON: pure functions of a `GraphView`.
enum GraphFormats {
    /// Each node's line; when grouping, each layer's nodes inside the box `box` opens and
    /// closes for it, and the nodes in no layer outside any.
    private static func nodes(_ view: GraphView, groupingByLayer: Bool, box: (Int) -> (open: String, close: String),
                              _ line: (GraphView.Node, String) -> String) -> String {
        guard groupingByLayer else { return view.nodes.map { line($0, "  ") }.joined() }
        var out = ""
        for (layer, nodes) in view.nodesByLayer {
            guard let layer else {
                out += nodes.map { line($0, "  ") }.joined()
                continue
            }
            let (open, close) = box(layer)
            out += open + nodes.map { line($0, "    ") }.joined() + close
        }
        return out
    }

    /// `groupingByLayer`: each layer's nodes in a cluster labelled with its name.
    static func dot(_ view: GraphView, groupingByLayer: Bool = false) -> String {
        var out = "digraph DI {\n  rankdir=LR;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        out += nodes(view, groupingByLayer: groupingByLayer, box: { layer in
            // Graphviz draws a subgraph as a box only when its name begins with `cluster`.
            ("  subgraph cluster_\(layer) {\n    label=\"\(escape(view.layers[layer]))\";\n", "  }\n")
        }) { node, indent in
            let style = node.isMissing ? ", color=red, fontcolor=red, style=dashed" : ""
            let lifetime = node.lifetime.isEmpty ? "" : "\\n(\(node.shownLifetime))"
            return "\(indent)\(node.id) [label=\"\(escape(node.label))\(lifetime)\"\(style)];\n"
        }
        for edge in view.edges {
            var attributes: [String] = []
            if !edge.isEager { attributes.append("style=dashed") }
            if edge.isOnCycle { attributes.append("color=red, penwidth=2") } else if edge.isCaptive { attributes.append("color=orange, penwidth=2, label=\"captive\"") }
            out += "  \(edge.from) -> \(edge.to)" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";\n"
        }
        return out + "}\n"
    }

    /// `groupingByLayer`: each layer's nodes in a `subgraph` named after it.
    static func mermaid(_ view: GraphView, groupingByLayer: Bool = false) -> String {
        var out = "flowchart LR\n"
        out += nodes(view, groupingByLayer: groupingByLayer, box: { layer in
            ("  subgraph \(mermaidSubgraphName(view.layers[layer], position: layer))\n", "  end\n")
        }) { node, indent in
            let lifetime = node.lifetime.isEmpty ? "" : "<br/>(\(node.shownLifetime.replacingQuotes))"
            return "\(indent)\(node.id)[\"\(node.label.replacingQuotes)\(lifetime)\"]\n"
        }
        var cycleLinks: [Int] = []
        var captiveLinks: [Int] = []
        for (index, edge) in view.edges.enumerated() {
            out += "  \(edge.from) \(edge.isEager ? "-->" : "-.->")\(edge.isCaptive && !edge.isOnCycle ? "|captive|" : "") \(edge.to)\n"
            if edge.isOnCycle { cycleLinks.append(index) } else if edge.isCaptive { captiveLinks.append(index) }
        }
        for node in view.nodes where node.isMissing {
            out += "  style \(node.id) stroke:#d00,color:#d00,stroke-dasharray: 4 2\n"
        }
        if !cycleLinks.isEmpty {
            out += "  linkStyle \(cycleLinks.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px\n"
        }
        if !captiveLinks.isEmpty {
            out += "  linkStyle \(captiveLinks.map(String.init).joined(separator: ",")) stroke:#e80,stroke-width:2px\n"
        }
        return out
    }

    static func json(_ view: GraphView) -> String {
        JSONValue.object([
            ("nodes", .array(view.nodes.map { node -> JSONValue in
                var fields: [(String, JSONValue)] = [
                    ("id", .string(node.id)), ("label", .string(node.label)),
                    ("lifetime", node.lifetime.isEmpty ? .null : .string(node.lifetime)), ("registered", .bool(!node.isMissing)),
                ]
                // Only when the configuration describes layers: `null` then says "in none".
                if !view.layers.isEmpty { fields.append(("layer", node.layer.map { .string(view.layers[$0]) } ?? .null)) }
                return .object(fields)
            })),
            ("edges", .array(view.edges.map { edge in
                .object([("from", .string(edge.from)), ("to", .string(edge.to)), ("eager", .bool(edge.isEager)),
                         ("cycle", .bool(edge.isOnCycle)), ("captive", .bool(edge.isCaptive)), ("file", .string(edge.location.file)),
                         ("line", .int(edge.location.line)), ("column", .int(edge.location.column))])
            })),
            ("registrations", .array(view.registrations.map { site(site: $0, typesKey: "provides") })),
            ("resolutions", .array(view.resolutions.map { site(site: $0, typesKey: "type") })),
        ]).rendered()
    }

    /// One registration or resolution: where, its types (`null` when not known), its name,
    /// its container (`unknown` when dilint cannot tell) and, for a registration, lifetime.
    private static func site(site: GraphView.Site, typesKey: String) -> JSONValue {
        let types: JSONValue = typesKey == "type" ? (site.types.first.map { .string($0) } ?? .null) : .array(site.types.map { .string($0) })
        var fields: [(String, JSONValue)] = [
            ("file", .string(site.location.file)), ("line", .int(site.location.line)), ("column", .int(site.location.column)),
            ("dialect", .string(site.dialect)), (typesKey, types), ("typed", .bool(!site.types.isEmpty)),
            ("name", site.name.map { .string($0) } ?? .null), ("container", .string(site.container)),
        ]
        if let lifetime = site.lifetime { fields.append(("lifetime", .string(lifetime))) }
        if let scope = site.scope {
            fields.append(("scope", .object([("written", .string(scope.spelling)), ("span", .string(scope.span.rawValue)),
                                             ("file", .string(scope.location.file)), ("line", .int(scope.location.line)),
                                             ("column", .int(scope.location.column))])))
        }
        return .object(fields)
    }

    /// The layer's name as the subgraph's id where Mermaid reads it as one; else an id of
    /// its own with the name as the title. Node ids are `p…` and `m…` and a digit.
    private static func mermaidSubgraphName(_ name: String, position: Int) -> String {
        let isIdentifier = name.first.map { $0.isASCII && $0.isLetter } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        let mayBeNode = (name.first == "p" || name.first == "m") && name.dropFirst().allSatisfy(\.isNumber)
        if isIdentifier && !mayBeNode && !["end", "subgraph", "graph", "flowchart", "style", "class"].contains(name.lowercased()) {
            return name
        }
        return "layer\(position) [\"\(name.replacingQuotes)\"]"
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

private extension GraphView.Node {
    /// `singleton`, or with the scope as written: `singleton .container`.
    var shownLifetime: String { scope.map { lifetime + " " + $0 } ?? lifetime }
}

private extension String {
    /// Mermaid labels are quoted; a quote inside one is written as its entity.
    var replacingQuotes: String { replacingOccurrences(of: "\"", with: "#quot;") }
}
