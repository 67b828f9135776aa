import DilintSyntax

/// A function's parameters as far as a call must match them: each one's argument label
/// (nil for `_`) and whether a call may leave it out (a default value) or repeat it
/// (variadic). `setup(definitions:isAppInForeground:)` is no function `x.subscribe(to:)`
/// or `x.subscribe(api, server)` can call.
public struct CallShape: Hashable, Sendable {
    public struct Slot: Hashable, Sendable {
        public var label: String?
        public var mayBeLeftOut: Bool
        public var isVariadic: Bool
    }

    public var slots: [Slot]

    public init(_ parameters: [Parameter]) {
        slots = parameters.map { Slot(label: $0.label, mayBeLeftOut: $0.defaultValue != nil, isVariadic: $0.isVariadic) }
    }

    /// Whether a call with these labels (before any trailing closure) and this many
    /// trailing closures may be a call of the function. Lenient where Swift's rules for
    /// trailing closures are subtle: it only rules out what cannot match.
    public func accepts(labels: [String?], trailingClosures: Int) -> Bool {
        var slot = 0
        var previousWasVariadic = false
        for label in labels {
            if previousWasVariadic, label == nil { continue }
            while slot < slots.count, slots[slot].label != label, slots[slot].mayBeLeftOut { slot += 1 }
            guard slot < slots.count, slots[slot].label == label else { return false }
            previousWasVariadic = slots[slot].isVariadic
            slot += 1
        }
        let left = slots[slot...]
        return left.filter { !$0.mayBeLeftOut && !$0.isVariadic }.count <= trailingClosures && (trailingClosures == 0 || left.count >= 1)
    }
}
