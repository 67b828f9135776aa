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
        func sameKind(_ other: Int) -> Bool { providers[other].registration.container.isHelper == later.container.isHelper }
        /// Which of the two the container sees first; neither when at one place.
        func madeFirst(_ other: Int) -> (other: Bool, later: Bool) {
            let registration = providers[other].registration
            let (atOther, atLater) = (graph.madeAt(registration, against: later), graph.madeAt(later, against: registration))
            return (atOther < atLater, atLater < atOther)
        }
        let after = (index + 1)..<min(providers.count, index + 1 + comparedBack)
        return before.filter { sameKind($0) || !madeFirst($0).later } + after.filter { !sameKind($0) && madeFirst($0).other }
    }
}
