import Analyzer
import DilintFacts
import DilintSyntax

/// What tells two registrations of one key apart, or a use of the first between them:
/// the questions `AmbiguousRegistrationRule` asks of each pair.
extension AmbiguousRegistrationRule {
    /// The first two, in order, that may configure one container at once (not in
    /// mutually exclusive branches); with `surely`, two known to.
    static func firstPairInOneContainer(_ providers: [DIGraph.Provider], key: DIGraph.Key, _ graph: DIGraph,
                                        surely: Bool = false) -> (DIGraph.Provider, DIGraph.Provider)? {
        // Read where they lie: a registration copied out, for each of the pairs, retained every part of it.
        let pair: (Int, Int)? = providers.withUnsafeBufferPointer { providers in
            for later in providers.indices.dropFirst() {
                for earlier in 0..<later {
                    let together = surely
                        ? surelyShare(providers[earlier].registration, providers[later].registration, graph,
                                      inOneFile: providers[earlier].registration.location.file == providers[later].registration.location.file)
                        : graph.shareContainer(providers[earlier].registration, providers[later].registration) != false
                    if together, !ConditionalBranch.areExclusive(providers[earlier].registration.conditions, providers[later].registration.conditions),
                       !namedInTwoModules(providers[earlier].registration, providers[later].registration, key: key) {
                        return (earlier, later)
                    }
                }
            }
            return nil
        }
        return pair.map { (providers[$0.0], providers[$0.1]) }
    }

    /// Whether `later` sits in a run-time branch that `earlier` does not (an `if` without an
    /// `else`, a `switch` case): it replaces `earlier` only when the app takes that branch —
    /// an override the author chose for a mode (UI tests, a demo, an in-memory store), not a
    /// registration made twice by mistake. The other way round, a conditional registration
    /// that a later one always replaces, is still reported; so is one under an `#if` alone,
    /// which replaces the first in every build of that configuration.
    /// A registration's branches include those of the calls of the function it is in, when
    /// every call of it sits in them (`if isUITesting { registerMocks() }`).
    static func overridesUnderCondition(_ earlier: Registration, _ later: Registration, graph: DIGraph) -> Bool {
        let before = earlier.conditions + (earlier.symbol.flatMap { graph.callBranches[$0] } ?? [])
        let after = later.conditions + (later.symbol.flatMap { graph.callBranches[$0] } ?? [])
        return after.contains { $0.isRunTime && !before.contains($0) }
    }

    /// Whether the container is emptied (`removeAll()`, `reset()`) after `earlier` and before
    /// `later`, in `later`'s function: written before `later` there, and after `earlier`
    /// when that is in the same function (a test's `reset()` runs after `setUp`'s registrations).
    static func emptiedBetween(_ earlier: Registration, _ later: Registration, graph: DIGraph) -> Bool {
        graph.resets.contains { reset in
            reset.location.file == later.location.file && reset.symbol == later.symbol && reset.location < later.location
                && (earlier.symbol != later.symbol || earlier.location.file != later.location.file || earlier.location < reset.location)
                // As `configureOneContainer` takes two registrations: one hint in one function is one container.
                && (reset.container == later.container || graph.shareContainer(reset, later) == true)
        }
    }

    /// Whether the key is resolved from the same container after `earlier` and before
    /// `later` in one file (a function's statements are in source order). `resolved`: the
    /// key's resolutions by place.
    static func resolvedBetween(_ earlier: Registration, _ later: Registration, resolved: [Int], graph: DIGraph) -> Bool {
        guard earlier.location.file == later.location.file else { return false }
        var low = 0, high = resolved.count
        while low < high {
            let middle = (low + high) / 2
            if graph.requests[resolved[middle]].resolution.location <= earlier.location { low = middle + 1 } else { high = middle }
        }
        for id in resolved[low...] {
            guard graph.requests[id].resolution.location < later.location else { return false }
            if surelyShare(graph.place(ofRequest: id), later, graph, inOneFile: true) { return true }
        }
        return false
    }

    /// Whether a test method resolves the key after registering it again: the test checks
    /// which registration wins (last-wins is the library's documented behaviour), as a
    /// test asserting the replacement does.
    static func resolvedAfterInOneTest(_ later: Registration, resolved: [Int], graph: DIGraph) -> Bool {
        guard let symbol = later.symbol, let test = DIGraph.testMethod(in: symbol) else { return false }
        return resolved.contains { id in
            graph.requests[id].resolution.location.file == later.location.file && later.location < graph.requests[id].resolution.location
                && graph.requests[id].resolution.symbol.flatMap(DIGraph.testMethod(in:)).map { $0.elementsEqual(test) } == true
                && graph.shareContainer(graph.place(ofRequest: id), later) != false
        }
    }

    /// Two sites known to talk to one container: by their containers, or in one function
    /// of one file, on a container it does not name (its parameter).
    static func surelyShare(_ a: some ContainerSite, _ b: some ContainerSite, _ graph: DIGraph, inOneFile: Bool) -> Bool {
        if let known = graph.shareContainer(a, b) { return known }
        return inOneFile && a.symbol != nil && a.symbol == b.symbol
    }

    /// Whether the two registrations spell the key's type with two different module names
    /// (`FeeRelayer.APIClient`, `OrcaSwap.APIClient`): two types that share a short name.
    /// A spelling without a module says nothing either way.
    static func namedInTwoModules(_ first: Registration, _ second: Registration, key: DIGraph.Key) -> Bool {
        guard let one = moduleSpelled(first, key: key), let other = moduleSpelled(second, key: key) else { return false }
        return one != other
    }

    /// The module a registration writes in front of the key's type, if it writes one: the
    /// written name has a component more than the type's name in the project (the module
    /// is dropped when the name is looked up), and ends the same way.
    static func moduleSpelled(_ registration: Registration, key: DIGraph.Key) -> String? {
        let canonical = key.type.prefix { $0 != "<" }.split(separator: ".")
        for written in [registration.key] + registration.aliases + [registration.concrete].compactMap({ $0 }) {
            guard case .named(let components) = written.written, components.count > canonical.count,
                  components.suffix(canonical.count).map(\.name).elementsEqual(canonical.map(String.init)) else { continue }
            return components[0].name
        }
        return nil
    }

    /// The DITranquillity framework whose registrations answer a resolution first: the one
    /// it is made in, or the one `resolve(from: F.self)` names.
    static func frameworkLookedInFirst(_ resolution: Resolution) -> ContainerHint? {
        if let framework = resolution.framework { return .module(framework) }
        if case .module = resolution.container { return resolution.container }
        return nil
    }
}

/// Where each of the graph's requests is, as one number that sorts as its location does
/// (file by path, line, column; requests at one place share it). Sorting a key's
/// resolutions by location compared paths as strings and moved whole resolutions at every
/// step, thousands of times for a key a test suite resolves often.
struct RequestPlaces {
    let ranks: [Int]

    init(ranks: [Int]) {
        self.ranks = ranks
    }

    init(_ graph: DIGraph) {
        let requests = graph.requests.indices
        // A file's requests come one after another: its path, long, is hashed once a run of them.
        var seen = Set<String>()
        var previous: String?
        for index in requests where graph.requests[index].resolution.location.file != previous {
            previous = graph.requests[index].resolution.location.file
            seen.insert(graph.requests[index].resolution.location.file)
        }
        let rank = Dictionary(uniqueKeysWithValues: seen.sorted().enumerated().map { ($1, $0) })
        var last: (file: String, rank: Int)?
        let places = requests.map { index in
            let location = graph.requests[index].resolution.location
            if last?.file != location.file { last = (location.file, rank[location.file] ?? 0) }
            return (file: last?.rank ?? 0, line: location.line, column: location.column)
        }
        var ranks = [Int](repeating: 0, count: places.count)
        var before: (file: Int, line: Int, column: Int)?
        var next = -1
        for index in places.indices.sorted(by: { places[$0] < places[$1] }) {
            if before.map({ $0 != places[index] }) ?? true { next += 1 }
            before = places[index]
            ranks[index] = next
        }
        self.init(ranks: ranks)
    }

    /// The requests in their resolutions' source order, ties in the order given.
    func byPlace(_ ids: [Int]) -> [Int] {
        ids.enumerated().sorted { a, b in
            let (x, y) = (ranks[a.element], ranks[b.element])
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }
}
