import DilintFacts

/// The edges: each request's owners to the providers of its key that may be in its container.
extension DIGraphBuilder {
    mutating func addEdges() {
        // Listed, then sorted with repeats dropped: a set of thousands of edges grows by rehashing them all.
        var eager: [DIGraph.Edge] = []
        var deferred: [DIGraph.Edge] = []
        let graph = graph
        let providerPlaces = graph.providers.indices.map { graph.place(ofProvider: $0, workingOutTestMethod: true) }
        for index in graph.requests.indices where !graph.requests[index].owners.isEmpty {
            guard let key = graph.requests[index].key else { continue }
            // Read in place: a copy of a request retains every part of it.
            let place = graph.place(ofRequest: index, workingOutTestMethod: true)
            let (id, isEager, isMany) = (graph.requests[index].id, graph.requests[index].isEager, graph.requests[index].resolution.isMany)
            // A provider in another container than the request's is not what it gets.
            // The places are read where they lie: one copied out retains its container's and symbol's strings.
            let targets = providerPlaces.withUnsafeBufferPointer { places in
                graph.providerIDs(of: key, dialect: graph.requests[index].resolution.dialect, visibleFrom: graph.requests[index].module)
                    .filter { graph.shareContainer(place, places[$0]) != false }
            }
            for owner in graph.requests[index].owners {
                for target in targets where !(isMany && target == owner) {
                    let edge = DIGraph.Edge(from: owner, to: target, request: id)
                    if isEager { eager.append(edge) } else { deferred.append(edge) }
                }
            }
        }
        self.graph.eagerEdges = Self.sortedOnce(eager)
        self.graph.deferredEdges = Self.sortedOnce(deferred)
    }

    /// The edges in order, each once.
    private static func sortedOnce(_ edges: [DIGraph.Edge]) -> [DIGraph.Edge] {
        var sorted = edges.sorted { ($0.from, $0.to, $0.request) < ($1.from, $1.to, $1.request) }
        var kept = 0
        for index in sorted.indices where kept == 0 || sorted[index] != sorted[kept - 1] {
            sorted[kept] = sorted[index]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }
}
