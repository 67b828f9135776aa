import Foundation

/// How many bytes of source a run keeps whole syntax trees of (`FileAnalysis.wholeSyntax`),
/// shared by the threads that analyze the files: a whole tree takes about two and a half
/// times its file's bytes, so past the budget the files are digested as without one.
public final class WholeTreeBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    public init(bytes: Int) { left = bytes }

    /// Whether a file of `bytes` bytes may be kept whole; if so, they are spent.
    public func take(_ bytes: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard bytes <= left else { return false }
        left -= bytes
        return true
    }
}
