import DilintFacts
import DilintSyntax

/// Who inherits from or conforms to whom, declared and external types alike, with the
/// transitive closure computed once: each type's supertypes are the union of its
/// parents' (a memoized post-order walk), so the work is the size of the closure, not
/// types × types. A pathological graph whose closure would pass `closureBudget` entries
/// (a chain of thousands of subclasses) keeps no closure and answers each query with a
/// walk instead. Walks keep their own stacks: the input decides how deep chains go.
public struct InheritanceGraph: Sendable {
    public enum EdgeKind: String, Hashable, Sendable {
        case superclass
        case conformance
        /// A class's first inheritance entry naming a type the analyzed code does not
        /// declare: `UITableViewCell` (a superclass) or `Equatable` (a protocol) alike.
        case undetermined
    }

    public struct Edge: Hashable, Sendable {
        public let supertype: TypeReference
        public let kind: EdgeKind
    }

    /// Declared types first, each at its own index, then the external names.
    private var nodes: [TypeReference] = []
    private var externalIndex: [String: Int] = [:]
    private var declaredCount = 0
    /// Each node's direct supertypes, in inheritance-list order: a range of `parentEdges`,
    /// where a node's edges lie together (one array for all rather than one per node).
    private var parentEdges: [(node: Int, kind: EdgeKind)] = []
    private var parentRanges: [Range<Int>] = []
    /// Each node's direct subtypes (read as a set): `childEdges` from `childStarts[n]` up
    /// to `childStarts[n + 1]`.
    private var childEdges: [Int] = []
    private var childStarts: [Int] = []
    /// Transitive supertypes and subtypes of each node, sorted; nil past the budget.
    private var closure: Closure? = nil
    static let closureBudget = 2_000_000
    /// The declared types' kinds, by node; external nodes have none.
    private var declaredKinds: [DeclaredType.Kind] = []

    /// Protocols of the standard library and Apple's frameworks that often come first in
    /// a class's inheritance list, where a superclass would otherwise be assumed.
    static let wellKnownProtocols: Set<String> = [
        "AnyObject", "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable",
        "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
        "ObservableObject", "CaseIterable", "RawRepresentable", "NSObjectProtocol", "NSCoding", "NSCopying",
    ]

    init() {}

    /// What the graph is built from: the kinds and resolved inheritance lists, taken out
    /// of the table, so that a graph built on another thread holds no reference to the
    /// table's arrays (the table changes them next, and would copy them whole).
    struct Input: Sendable {
        var kinds: [DeclaredType.Kind] = []
        var inheritance: [[InheritanceEntry]] = []
        var external: [(name: String, inheritance: [InheritanceEntry])] = []

        init(_ table: TypeTable) {
            // Types are read by index: a `DeclaredType` copied out costs a retain per field.
            kinds = table.types.indices.map { table.types[$0].kind }
            inheritance = table.types.indices.map { table.types[$0].inheritance }
            external = table.externalTypes.keys.sorted().map { ($0, table.externalTypes[$0]!.inheritance) }
        }
    }

    init(_ input: Input) {
        declaredCount = input.kinds.count
        nodes = input.kinds.indices.map { .declared(TypeID($0)) }
        declaredKinds = input.kinds
        parentRanges = Array(repeating: 0..<0, count: nodes.count)
        externalIndex.reserveCapacity(input.external.count)
        for index in input.kinds.indices {
            addEdges(from: .declared(TypeID(index)), entries: input.inheritance[index], ownKind: input.kinds[index], kinds: input.kinds)
        }
        for (name, inheritance) in input.external {
            addEdges(from: .external(name), entries: inheritance, ownKind: nil, kinds: input.kinds)
        }
        linkChildren()
        computeClosure()
    }

    // MARK: Queries

    /// The direct supertypes, in inheritance-list order.
    public func edges(from type: TypeReference) -> [Edge] {
        guard let n = index(of: type) else { return [] }
        return parents(n).map { Edge(supertype: nodes[$0.node], kind: $0.kind) }
    }

    /// Every type `type` inherits from or conforms to, transitively.
    public func supertypes(of type: TypeReference) -> [TypeReference] {
        guard let n = index(of: type) else { return [] }
        return ancestors(n).map { nodes[$0] }
    }

    /// `supertypes(of:)`, at most `limit` of them, for listings: a chain of thousands of
    /// subclasses has millions of pairs. `more` tells that some were left out; which ones
    /// is then not defined.
    public func supertypes(of type: TypeReference, atMost limit: Int) -> (types: [TypeReference], more: Bool) {
        guard let n = index(of: type) else { return ([], false) }
        let found = closure != nil ? Array(ancestors(n).prefix(limit + 1))
            : reachable(from: n, stoppingPast: limit) { parents($0).lazy.map(\.node) }
        return (found.prefix(limit).map { nodes[$0] }, found.count > limit)
    }

    /// Whether `type` inherits from or conforms to `supertype`, directly or through
    /// superclasses, protocol inheritance and extensions. Not reflexive.
    public func conforms(_ type: TypeReference, to supertype: TypeReference) -> Bool {
        guard let n = index(of: type), let s = index(of: supertype) else { return false }
        return Self.contains(ancestors(n), s)
    }

    /// `conforms`, or the same type.
    public func isSubtype(_ type: TypeReference, of supertype: TypeReference) -> Bool {
        type == supertype || conforms(type, to: supertype)
    }

    /// The superclass chain, nearest first. It ends at the first type that is not
    /// declared, which is included when it was written first in a declared class's list
    /// and is not a well-known protocol.
    public func superclasses(of type: TypeReference) -> [TypeReference] {
        var chain: [TypeReference] = []
        var seen: Set<Int> = []
        var current = index(of: type)
        while let n = current, seen.insert(n).inserted {
            current = parents(n).first { $0.kind != .conformance }?.node
            if let next = current, !seen.contains(next) { chain.append(nodes[next]) }
        }
        return chain
    }

    /// Every type whose superclass chain reaches `type`.
    public func subclasses(of type: TypeReference) -> [TypeReference] {
        guard let n = index(of: type) else { return [] }
        return descendants(n).filter { d in superclasses(of: nodes[d]).contains(type) }.map { nodes[$0] }
    }

    /// Every type conforming to `type` directly or transitively, through protocol
    /// inheritance, superclasses and extensions; protocols themselves only when asked.
    public func conformers(of type: TypeReference, includingProtocols: Bool = false) -> [TypeReference] {
        guard let n = index(of: type) else { return [] }
        return descendants(n).filter { includingProtocols || $0 >= declaredCount || declaredKinds[$0] != .protocol }.map { nodes[$0] }
    }

    // MARK: Building

    private func index(of reference: TypeReference) -> Int? {
        switch reference {
        case .declared(let id): return id.index < declaredCount ? id.index : nil
        case .external(let name): return externalIndex[name]
        }
    }

    private mutating func node(_ reference: TypeReference) -> Int {
        if let n = index(of: reference) { return n }
        guard case .external(let name) = reference else { preconditionFailure("declared types are nodes from the start") }
        let n = nodes.count
        nodes.append(reference)
        externalIndex[name] = n
        parentRanges.append(0..<0)
        return n
    }

    /// Adds the edges of one node, each node's once: they then lie together in `parentEdges`.
    private mutating func addEdges(from type: TypeReference, entries: [InheritanceEntry], ownKind: DeclaredType.Kind?, kinds: [DeclaredType.Kind]) {
        let from = node(type)
        let start = parentEdges.count
        defer { parentRanges[from] = start..<parentEdges.count }
        for index in entries.indices {
            for supertype in entries[index].resolved where supertype != type {
                // The two fields by themselves: a whole entry copied out costs a retain per field.
                let kind = edgeKind(isFirstOfClass: entries[index].isFirstOfClass, resolvedCount: entries[index].resolved.count,
                                    supertype: supertype, ownKind: ownKind, kinds: kinds)
                let to = node(supertype)
                if !parentEdges[start...].contains(where: { $0.node == to }) {
                    parentEdges.append((to, kind))
                }
            }
        }
    }

    private func edgeKind(isFirstOfClass: Bool, resolvedCount: Int, supertype: TypeReference, ownKind: DeclaredType.Kind?,
                          kinds: [DeclaredType.Kind]) -> EdgeKind {
        guard ownKind == .class, isFirstOfClass, resolvedCount == 1 else { return .conformance }
        switch supertype {
        case .declared(let id): return kinds[id.index] == .class ? .superclass : .conformance
        case .external(let name): return Self.wellKnownProtocols.contains(name) ? .conformance : .undetermined
        }
    }

    /// Every edge read backwards, grouped by supertype.
    private mutating func linkChildren() {
        (childEdges, childStarts) = Self.inverted(parentEdges, ranges: parentRanges) { $0.node }
    }

    /// A relation held as a range of `targets` per node, read backwards: for each target,
    /// the nodes that name it, in node order (so each list is sorted), all in one array
    /// with the list of node `n` from `starts[n]` up to `starts[n + 1]`.
    private static func inverted<Target>(_ targets: [Target], ranges: [Range<Int>], node: (Target) -> Int)
        -> (sources: [Int], starts: [Int]) {
        var starts = [Int](repeating: 0, count: ranges.count + 1)
        for target in targets { starts[node(target) + 1] += 1 }
        for n in ranges.indices { starts[n + 1] += starts[n] }
        var next = starts
        var sources = [Int](repeating: 0, count: targets.count)
        for n in ranges.indices {
            for index in ranges[n] {
                let target = node(targets[index])
                sources[next[target]] = n
                next[target] += 1
            }
        }
        return (sources, starts)
    }

    private func parents(_ n: Int) -> ArraySlice<(node: Int, kind: EdgeKind)> { parentEdges[parentRanges[n]] }
    private func children(_ n: Int) -> ArraySlice<Int> { childEdges[childStarts[n]..<childStarts[n + 1]] }

    private func ancestors(_ n: Int) -> ArraySlice<Int> {
        if let closure { return closure.ancestors[closure.ancestorRanges[n]] }
        return reachable(from: n) { parents($0).lazy.map(\.node) }[...]
    }

    private func descendants(_ n: Int) -> ArraySlice<Int> {
        if let closure { return closure.descendants[closure.descendantStarts[n]..<closure.descendantStarts[n + 1]] }
        return reachable(from: n) { children($0) }[...]
    }

    /// Nodes reachable from `start` (itself excluded), sorted; the walk stops once more
    /// than `limit` are found.
    private func reachable<S: Sequence<Int>>(from start: Int, stoppingPast limit: Int = .max, _ next: (Int) -> S) -> [Int] {
        var seen: Set<Int> = [start]
        var stack = [start]
        walk: while let n = stack.popLast() {
            for m in next(n) where seen.insert(m).inserted {
                if seen.count - 1 > limit { break walk }
                stack.append(m)
            }
        }
        seen.remove(start)
        return seen.sorted()
    }

    /// Post-order over the parent edges with an explicit stack; a node met again while
    /// still open closes a cycle (malformed code) and contributes what it has so far.
    private mutating func computeClosure() {
        var closure = Closure(nodeCount: nodes.count)
        var state = [UInt8](repeating: 0, count: nodes.count)  // 0 new, 1 open, 2 done
        var stack: [(node: Int, next: Int)] = []
        var union: [Int] = []
        for root in nodes.indices where state[root] == 0 {
            stack.append((root, 0))
            state[root] = 1
            while let top = stack.last {
                let edges = parents(top.node)
                if top.next < edges.count {
                    stack[stack.count - 1].next += 1
                    let parent = edges[edges.startIndex + top.next].node
                    if state[parent] == 0 {
                        state[parent] = 1
                        stack.append((parent, 0))
                    }
                    continue
                }
                stack.removeLast()
                closure.appendAncestors(of: top.node, parents: edges, union: &union)
                if closure.ancestors.count > Self.closureBudget { return }
                state[top.node] = 2
            }
        }
        closure.linkDescendants()
        self.closure = closure
    }

    /// Every node's ancestors in one array, a range per node, written in post-order; and
    /// read backwards, every node's descendants, grouped by node as `childEdges` are. One
    /// array each rather than one per node: most closures are copies of a parent's with
    /// the parent added, which here are appended rather than allocated.
    private struct Closure {
        var ancestors: [Int] = []
        var ancestorRanges: [Range<Int>]
        var descendants: [Int] = []
        var descendantStarts: [Int] = []

        init(nodeCount: Int) {
            ancestorRanges = Array(repeating: 0..<0, count: nodeCount)
        }

        /// Appends the sorted ancestors of `node`, from its parents' (all done, or open in a
        /// cycle, with none yet). Most types have no parent or one: those need no sorting.
        mutating func appendAncestors(of node: Int, parents edges: ArraySlice<(node: Int, kind: EdgeKind)>, union: inout [Int]) {
            let start = ancestors.count
            defer { ancestorRanges[node] = start..<ancestors.count }
            switch edges.count {
            case 0:
                return
            case 1:
                // The parent's closure with the parent put in its place, without the node.
                let parent = edges[edges.startIndex].node
                var placed = false
                for index in ancestorRanges[parent] {
                    let value = ancestors[index]
                    if !placed, parent <= value {
                        placed = true
                        if parent < value { ancestors.append(parent) }
                    }
                    if value != node { ancestors.append(value) }
                }
                if !placed { ancestors.append(parent) }
            default:
                // The parents' closures are sorted and short: joined, sorted and deduplicated.
                union.removeAll(keepingCapacity: true)
                for edge in edges {
                    union.append(edge.node)
                    union += ancestors[ancestorRanges[edge.node]]
                }
                union.sort()
                var last = -1
                for value in union where value != node && value != last {
                    ancestors.append(value)
                    last = value
                }
            }
        }

        /// The ancestors read backwards, as `linkChildren` reads the parents.
        mutating func linkDescendants() {
            (descendants, descendantStarts) = InheritanceGraph.inverted(ancestors, ranges: ancestorRanges) { $0 }
        }
    }

    private static func contains(_ sorted: ArraySlice<Int>, _ value: Int) -> Bool {
        let index = lowerBound(sorted, value)
        return index < sorted.endIndex && sorted[index] == value
    }

    private static func lowerBound(_ sorted: ArraySlice<Int>, _ value: Int) -> Int {
        var low = sorted.startIndex, high = sorted.endIndex
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// The graph's queries by written name, read from a lookup context.
extension TypeTable {
    /// Whether the type named `typeName` conforms to (or inherits from) the one named
    /// `supertypeName`, both read from `context`; false when either is unknown.
    public func conforms(_ typeName: String, to supertypeName: String, in context: LookupContext) -> Bool {
        guard let type = reference(typeName, in: context), let supertype = reference(supertypeName, in: context) else { return false }
        return inheritance.conforms(type, to: supertype)
    }

    public func conformers(of protocolName: String, in context: LookupContext) -> [TypeReference] {
        guard let type = reference(protocolName, in: context) else { return [] }
        return inheritance.conformers(of: type)
    }
}
