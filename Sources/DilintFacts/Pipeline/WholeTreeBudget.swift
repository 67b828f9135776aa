import Foundation

/// How many bytes of source a run keeps whole (`FileAnalysis.wholeSyntax`), shared by the
/// threads that analyze the files. A file taken keeps its bytes, for the passes that scan
/// them, and its tree as parsed where it is parsed whole (about two and a half times its
/// bytes); past the budget the files are digested and let their bytes go, as without one.
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
