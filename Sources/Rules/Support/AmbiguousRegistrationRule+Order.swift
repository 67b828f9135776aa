import Analyzer
import DilintFacts

extension AmbiguousRegistrationRule {
    /// The registrations made before the one at `index`, nearest first: those before it in
    /// source order, and, where one of the two registers on `self` in an `extension
    /// Container` function, in the order the container sees them (`DIGraph.madeAt`).
    static func compared(with index: Int, in providers: UnsafeBufferPointer<DIGraph.Provider>, graph: DIGraph) -> [Int] {
        let before = Array((max(0, index - comparedBack)..<index).reversed())
        guard !graph.helperCalls.isEmpty else { return before }
        let later = providers[index].registration
        func madeBefore(_ other: Int) -> Bool {
            graph.madeAt(providers[other].registration, against: later) < graph.madeAt(later, against: providers[other].registration)
        }
        func madeAfter(_ other: Int) -> Bool {
            graph.madeAt(later, against: providers[other].registration) < graph.madeAt(providers[other].registration, against: later)
        }
        let after = (index + 1)..<min(providers.count, index + 1 + comparedBack)
        return before.filter { providers[$0].registration.container.isHelper == later.container.isHelper || !madeAfter($0) }
            + after.filter { providers[$0].registration.container.isHelper != later.container.isHelper && madeBefore($0) }
    }
}
