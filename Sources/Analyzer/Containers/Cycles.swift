/// The elementary cycles of the eager-edge graph: strongly connected components first
/// (Tarjan's algorithm, iteratively, so deep graphs cannot overflow the stack), then the
/// cycles inside each component, each found once from its smallest node.
public enum Cycles {
    /// Each cycle as the edges that make it, starting from its smallest node.
    public static func elementary(_ edges: [DIGraph.Edge], nodeCount: Int, limit: Int = 1_000) -> [[DIGraph.Edge]] {
        var outgoing = [[DIGraph.Edge]](repeating: [], count: nodeCount)
        var seenPairs = Set<[Int]>()
        for edge in edges where edge.from < nodeCount && edge.to < nodeCount && seenPairs.insert([edge.from, edge.to]).inserted {
            outgoing[edge.from].append(edge)
        }
        var cycles: [[DIGraph.Edge]] = []
        for component in components(outgoing) {
            let members = Set(component)
            let hasSelfLoop = component.count == 1 && outgoing[component[0]].contains { $0.to == component[0] }
            guard component.count > 1 || hasSelfLoop else { continue }
            for start in component.sorted() {
                // Paths from `start` through nodes larger than it, back to `start`.
                var stack: [(node: Int, next: Int)] = [(start, 0)]
                var path: [DIGraph.Edge] = []
                var onPath: Set<Int> = [start]
                while let top = stack.last {
                    let candidates = outgoing[top.node]
                    if top.next >= candidates.count {
                        stack.removeLast()
                        onPath.remove(top.node)
                        if !path.isEmpty { path.removeLast() }
                        continue
                    }
                    stack[stack.count - 1].next += 1
                    let edge = candidates[top.next]
                    guard members.contains(edge.to), edge.to >= start else { continue }
                    if edge.to == start {
                        cycles.append(path + [edge])
                        if cycles.count >= limit { return cycles }
                    } else if !onPath.contains(edge.to) {
                        onPath.insert(edge.to)
                        path.append(edge)
                        stack.append((edge.to, 0))
                    }
                }
            }
        }
        return cycles
    }

    static func components(_ outgoing: [[DIGraph.Edge]]) -> [[Int]] {
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
                    let to = outgoing[top.node][top.next].to
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
