/// A stack that lists collect their items on while they are parsed, nested lists above
/// their parents'. Items move in and out without copies, and each finished list becomes
/// one array of exactly its size, instead of an array grown step by step.
final class ScratchStack<Element> {
    @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity = 64
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func push(_ element: __owned Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Drops whatever is left, keeping the storage.
    func removeAll() {
        storage.deinitialize(count: count)
        count = 0
    }

    func popLast() -> Element {
        count -= 1
        return (storage + count).move()
    }

    /// The items pushed since `base`, moved out as one array. Not through
    /// `init(unsafeUninitializedCapacity:)`: that went through the standard library's
    /// unspecialized buffer code, which looks up the array's type metadata on every list.
    @inline(__always)
    func pop(from base: Int) -> [Element] {
        let n = count - base
        guard n > 0 else { return [] }
        var items: [Element] = []
        items.reserveCapacity(n)
        for index in base..<count { items.append((storage + index).move()) }
        count = base
        return items
    }
}
