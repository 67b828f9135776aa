import Dispatch

/// A value computed on another thread from the moment it is asked for; `value` waits for
/// it. For work the threads that go on would otherwise wait for at the start.
public final class ComputedAside<Value>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchGroup()

    public init(_ make: @escaping @Sendable () -> Value) {
        done.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = make()
            self.done.leave()
        }
    }

    /// Already computed, on this thread.
    public init(computed: Value) {
        result = computed
    }

    public var value: Value {
        done.wait()
        return result!
    }

    /// The value if it is computed by now, without waiting.
    public var valueIfComputed: Value? {
        done.wait(timeout: .now()) == .success ? result : nil
    }
}
