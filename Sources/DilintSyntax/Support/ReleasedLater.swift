import Dispatch

/// Holds the last reference to a value until `drop()` runs on another thread: freeing
/// thousands of objects one by one is work nothing waits for, and when it runs while a
/// serial pass keeps the other cores idle, it costs no time at all.
public final class ReleasedLater<Value>: @unchecked Sendable {
    private var value: Value?

    public init(_ value: consuming Value) { self.value = value }

    public func drop() { value = nil }

    /// Releases `value` on a background thread.
    public static func release(_ value: consuming Value) {
        let held = ReleasedLater(value)
        DispatchQueue.global(qos: .utility).async { held.drop() }
    }
}
