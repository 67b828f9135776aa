import Analyzer
import DilintFacts
import DilintSyntax

/// Every rule dilint has. `dilint rules`, `dilint explain`, the README's rules table and
/// the example tests all read this list.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        SharedMutableStateRule.self,
        AmbiguousRegistrationRule.self,
        DependencyCycleRule.self,
        UnregisteredResolutionRule.self,
        VisitorExhaustivenessRule.self,
        CaptiveDependencyRule.self,
        UnusedRegistrationRule.self,
        AliasMismatchRule.self,
        LayerViolationRule.self,
        LocatorOutsideCompositionRootRule.self,
    ]

    /// The rules that cost the most, costliest first (on the exported corpus, one thread:
    /// ~12M, ~7M and ~6.4M instructions, the others under 3M). Run side by side, a costly
    /// rule that starts last keeps the run waiting while the other threads are idle.
    static let costliestFirst = [UnregisteredResolutionRule.id, SharedMutableStateRule.id, AmbiguousRegistrationRule.id]

    /// The order in which `rules` start: the costliest first, the rest as listed.
    package static func startOrder(of rules: [any Rule.Type]) -> [Int] {
        let costly = costliestFirst.compactMap { id in rules.firstIndex { $0.id == id } }
        return costly + rules.indices.filter { !costly.contains($0) }
    }

    /// Ids that are not rules of their own but can be configured and suppressed.
    public static let builtInIDs = [SuppressionFilter.ruleID]

    public static var ids: [String] { all.map { $0.id } + builtInIDs }

    public static func rule(id: String) -> (any Rule.Type)? { all.first { $0.id == id } }

    /// The rules a configuration leaves on, plus any forced on or off from the command line.
    public static func enabledRules(_ configuration: Configuration, enable: [String] = [], disable: [String] = []) -> [any Rule.Type] {
        all.filter { isEnabled($0.id, configuration: configuration, enable: enable, disable: disable) }
    }

    /// Whether the rule or built-in check `id` runs: the command line wins over the file.
    public static func isEnabled(_ id: String, configuration: Configuration, enable: [String] = [], disable: [String] = []) -> Bool {
        if disable.contains(id) { return false }
        if enable.contains(id) { return true }
        return configuration.rules[id]?.isEnabled ?? true
    }
}
