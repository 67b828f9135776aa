import DilintFacts
import DilintSyntax

/// Which registrations configure one container: assemblers' lists, DITranquillity's parts
/// appended at any depth, and configuring functions calling one another.
extension DIGraphBuilder {
    /// Functions joined by their calls (`Resolver.registerAllServices()` calling
    /// `registerServices()`, which is `Resolver.registerServices()`), each to one symbol of
    /// its group: union-find over the calls, a callee being the caller's type's function.
    static func configuringRoots(_ calls: [ConfiguringCall]) -> [String: String] {
        var parent: [String: String] = [:]
        func root(_ symbol: String) -> String {
            var current = symbol
            while let next = parent[current], next != current { current = next }
            return current
        }
        for call in calls {
            guard let callee = calleeSymbol(call) else { continue }
            for symbol in [call.caller, callee] where parent[symbol] == nil { parent[symbol] = symbol }
            let (a, b) = (root(call.caller), root(callee))
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        var roots: [String: String] = [:]
        for symbol in parent.keys { roots[symbol] = root(symbol) }
        return roots
    }

    /// The called function's symbol: the caller's type's function.
    private static func calleeSymbol(_ call: ConfiguringCall) -> String? {
        guard let open = call.caller.firstIndex(of: "(") else { return nil }
        let owner = call.caller[..<open].split(separator: ".").dropLast().joined(separator: ".")
        return (owner.isEmpty ? "" : owner + ".") + call.callee + "()"
    }

    /// The run-time branches every call of a configuring function sits in, by its symbol
    /// (`if isUITesting { registerMocks() }`); none for a function called once outside any.
    static func callBranches(_ calls: [ConfiguringCall]) -> [String: [ConditionalBranch]] {
        var branches: [String: [ConditionalBranch]] = [:]
        for call in calls {
            guard let callee = calleeSymbol(call) else { continue }
            let own = call.conditions.filter(\.isRunTime)
            branches[callee] = branches[callee].map { known in known.filter(own.contains) } ?? own
        }
        return branches.filter { !$0.value.isEmpty }
    }

    /// The groups merged wherever two share a module: one container each.
    static func joined(_ groups: [Set<String>]) -> [Set<String>] {
        var merged: [Set<String>] = []
        for group in groups {
            var union = group
            // Until no group left touches it: one taken in may touch one passed over.
            while let index = merged.firstIndex(where: { !$0.isDisjoint(with: union) }) {
                union.formUnion(merged.remove(at: index))
            }
            merged.append(union)
        }
        return merged
    }

    /// Every assembler's list of assemblies, from every file.
    mutating func groupContainers() {
        var separate: [Set<String>] = []
        var joining: [Set<String>] = []
        for file in files {
            let joins = Set(file.facts.joiningGroups)
            for (index, group) in file.facts.containerGroups.enumerated() {
                if joins.contains(index) { joining.append(Set(group)) } else { separate.append(Set(group)) }
            }
        }
        graph.assemblyGroups = (separate + Self.joined(joining)).filter { $0.count > 1 }
        for call in files.lazy.flatMap(\.facts.helperCalls) { graph.helperCalls[call.function, default: []].append(call) }
        let calls = files.flatMap(\.facts.configuringCalls)
        graph.configuringRoots = Self.configuringRoots(calls)
        graph.callBranches = Self.callBranches(calls)
        for file in files {
            for registration in file.facts.registrations where registration.dialect == .factory {
                if case .variable(let name) = registration.container, let id = types.type(named: name), types[id].kind == .protocol {
                    graph.factoryContainerProtocols.insert(name)
                }
            }
        }
    }
}
