import DilintFacts
import DilintSyntax

/// The elementary cycles of the eager-edge graph, by Johnson's algorithm: strongly
/// connected components first (Tarjan's, iteratively, so deep graphs cannot overflow the
/// stack), then, from the smallest node that lies on a cycle, the cycles through it and
/// larger nodes, each found once. A node that cannot lead back to the start stays blocked
/// until a cycle is found through what it leads to, so the search costs the size of the
/// graph per cycle found, not the number of paths (which grows exponentially with the
/// graph, and made a fifty-registration ladder run for hours).
public enum Cycles {
    /// Each cycle as the edges that make it, starting from its smallest node; at most
    /// `limit` of them.
    public static func elementary(_ edges: [DIGraph.Edge], nodeCount: Int, limit: Int = 1_000) -> [[DIGraph.Edge]] {
        var outgoing = [[DIGraph.Edge]](repeating: [], count: nodeCount)
        var seenPairs = Set<[Int]>()
        for edge in edges where edge.from < nodeCount && edge.to < nodeCount && seenPairs.insert([edge.from, edge.to]).inserted {
            outgoing[edge.from].append(edge)
        }
        var cycles: [[DIGraph.Edge]] = []
        // One for all components: each round clears what its scope uses.
        var search = CircuitSearch(outgoing: outgoing, nodeCount: nodeCount)
        for component in components(outgoing.map { $0.map(\.to) }) where isCyclic(component, outgoing) {
            // Each round's start is the smallest node on a cycle among those not yet started from.
            var remaining = component.sorted()
            while let scope = leastCyclicComponent(of: remaining, outgoing) {
                let start = scope.min()!
                search.circuits(from: start, within: Set(scope), limit: limit, into: &cycles)
                if cycles.count >= limit { return cycles }
                remaining = remaining.filter { $0 > start }
            }
        }
        return cycles
    }

    private static func isCyclic(_ component: [Int], _ outgoing: [[DIGraph.Edge]]) -> Bool {
        component.count > 1 || outgoing[component[0]].contains { $0.to == component[0] }
    }

    /// The strongly connected component, among `nodes` alone, holding the smallest node
    /// that lies on a cycle; nil when none does.
    private static func leastCyclicComponent(of nodes: [Int], _ outgoing: [[DIGraph.Edge]]) -> [Int]? {
        var local: [Int: Int] = [:]
        for (index, node) in nodes.enumerated() { local[node] = index }
        let adjacency = nodes.map { node in outgoing[node].compactMap { local[$0.to] } }
        let cyclic = components(adjacency).map { $0.map { nodes[$0] } }.filter { isCyclic($0, outgoing) }
        return cyclic.min { $0.min()! < $1.min()! }
    }

    /// Johnson's search for the cycles through one start, with its blocked nodes.
    private struct CircuitSearch {
        let outgoing: [[DIGraph.Edge]]
        var blocked: [Bool]
        /// The nodes to unblock when a node is unblocked.
        var waiting: [Set<Int>]

        init(outgoing: [[DIGraph.Edge]], nodeCount: Int) {
            self.outgoing = outgoing
            blocked = [Bool](repeating: false, count: nodeCount)
            waiting = [Set<Int>](repeating: [], count: nodeCount)
        }

        /// Appends the cycles from `start` through `scope`, in depth-first order along
        /// each node's edges, until `cycles` holds `limit`.
        mutating func circuits(from start: Int, within scope: Set<Int>, limit: Int, into cycles: inout [[DIGraph.Edge]]) {
            for node in scope {
                blocked[node] = false
                waiting[node].removeAll()
            }
            // A frame per node on the path: the next edge to try, and whether a cycle was
            // found through it.
            var frames: [(node: Int, next: Int, found: Bool)] = [(start, 0, false)]
            var path: [DIGraph.Edge] = []
            blocked[start] = true
            while let top = frames.last {
                let candidates = outgoing[top.node]
                if top.next < candidates.count {
                    frames[frames.count - 1].next += 1
                    let edge = candidates[top.next]
                    guard scope.contains(edge.to) else { continue }
                    if edge.to == start {
                        cycles.append(path + [edge])
                        frames[frames.count - 1].found = true
                        if cycles.count >= limit { return }
                    } else if !blocked[edge.to] {
                        blocked[edge.to] = true
                        path.append(edge)
                        frames.append((edge.to, 0, false))
                    }
                    continue
                }
                frames.removeLast()
                if top.found {
                    unblock(top.node)
                } else {
                    for edge in candidates where scope.contains(edge.to) { waiting[edge.to].insert(top.node) }
                }
                if !path.isEmpty { path.removeLast() }
                if top.found, !frames.isEmpty { frames[frames.count - 1].found = true }
            }
        }

        private mutating func unblock(_ node: Int) {
            var work = [node]
            while let next = work.popLast() {
                guard blocked[next] else { continue }
                blocked[next] = false
                work += waiting[next]
                waiting[next].removeAll()
            }
        }
    }

    /// Tarjan's strongly connected components of a graph given as each node's successors.
    static func components(_ outgoing: [[Int]]) -> [[Int]] {
        let n = outgoing.count
        var index = [Int](repeating: -1, count: n)
        var low = [Int](repeating: 0, count: n)
        var onStack = [Bool](repeating: false, count: n)
        var stack: [Int] = []
        var counter = 0
        var result: [[Int]] = []
        for root in 0..<n where index[root] < 0 {
            var work: [(node: Int, next: Int)] = [(root, 0)]
            index[root] = counter; low[root] = counter; counter += 1
            stack.append(root); onStack[root] = true
            while let top = work.last {
                if top.next < outgoing[top.node].count {
                    work[work.count - 1].next += 1
                    let to = outgoing[top.node][top.next]
                    if index[to] < 0 {
                        index[to] = counter; low[to] = counter; counter += 1
                        stack.append(to); onStack[to] = true
                        work.append((to, 0))
                    } else if onStack[to] {
                        low[top.node] = min(low[top.node], index[to])
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last { low[parent.node] = min(low[parent.node], low[top.node]) }
                    if low[top.node] == index[top.node] {
                        var component: [Int] = []
                        while let member = stack.popLast() {
                            onStack[member] = false
                            component.append(member)
                            if member == top.node { break }
                        }
                        result.append(component)
                    }
                }
            }
        }
        return result
    }
}
