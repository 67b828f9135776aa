#if canImport(Glibc)
import Glibc
#endif

/// glibc hands a large allocation (a file's token array, its bytes) its own fresh mapping
/// and gives the pages back when it is freed, and trims the heap as soon as its top is
/// free: every file's arrays then start on new pages the kernel must zero, which was a
/// fifth of a run's time. Asked once per process, before the per-file work, to keep freed
/// memory for the next file instead. Elsewhere the allocator's defaults stay.
public enum MemoryReuse {
    public static func keepFreedMemory() {
        _ = applied
    }

    private static let applied: Bool = {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not bring in.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        // Large blocks from the heap, and no trimming: the freed pages are reused instead
        // of returned and faulted in again.
        _ = mallopt(mmapThreshold, 256 << 20)
        _ = mallopt(trimThreshold, Int32.max)
        _ = mallopt(topPad, 16 << 20)
        #endif
        return true
    }()
}
