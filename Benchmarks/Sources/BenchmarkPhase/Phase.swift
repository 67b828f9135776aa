import Foundation

/// One measured phase, run in a process of its own so that its peak memory is its own,
/// and by an executable that holds only the code it measures (`executable`).
public enum Phase: String, CaseIterable, Sendable {
    case read = "read"
    case swiftParser = "swift-parser"
    case dilintSingle = "dilint-1-thread"
    case dilintAll = "dilint-all-cores"
    case dilintCold = "dilint-cold-cache"
    case dilintWarm = "dilint-warm-cache"
    case dilintOneChanged = "dilint-one-file-changed"
    case dilintTwiceInThreads = "dilint-1-thread-twice-in-threads"

    public var title: String {
        switch self {
        case .read: return "read the files (floor)"
        case .swiftParser: return "SwiftParser.parse, 1 thread"
        case .dilintSingle: return "dilint, all rules, 1 thread"
        case .dilintAll: return "dilint, all rules, all cores"
        case .dilintCold: return "dilint, cold cache (writes it)"
        case .dilintWarm: return "dilint, warm cache, unchanged"
        case .dilintOneChanged: return "dilint, warm cache, 1 file changed"
        case .dilintTwiceInThreads: return "dilint, 1 thread, twice at once in two threads"
        }
    }

    /// The executable, beside the benchmark's, that runs the phase. SwiftParser's phases
    /// run where dilint is not linked and dilint's where swift-syntax is not: the Swift
    /// runtime looks a protocol conformance up, the first time each is asked, through every
    /// conformance record of the process, and swift-syntax's thousands made each of
    /// dilint's first lookups cost about twice what they cost in `dilint` itself (on a
    /// 4,000-line repository, 7% of its run).
    public var executable: String {
        switch self {
        case .read, .swiftParser: return "swift-parser-phase"
        default: return "dilint-phase"
        }
    }
}

/// What one run of a phase took: wall time, this process's CPU time (user and system,
/// all threads) and the time the hypervisor ran other guests on this machine's CPUs
/// (`steal` in `/proc/stat`, all CPUs, 10 ms ticks; nil where there is none), each
/// over the work alone. Printed for the parent, with whatever the work reports.
public enum PhaseTiming {
    public static func measure(_ work: () -> String?) -> Never {
        let stealBefore = stealSeconds()
        let cpuBefore = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        let report = work()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuBefore
        let stealAfter = stealSeconds()
        if let report { print(report) }
        print("seconds \(seconds)")
        print("cpu \(cpu)")
        if let before = stealBefore, let after = stealAfter { print("steal \(after - before)") }
        exit(0)
    }

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// The machine's steal time so far: the eighth number of `/proc/stat`'s `cpu` line,
    /// in ticks of 1/100 s (`USER_HZ`, 100 on every Linux port Swift runs on).
    private static func stealSeconds() -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
              let line = stat.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") }) else { return nil }
        let fields = line.split(separator: " ").dropFirst()
        guard fields.count >= 8, let ticks = Double(fields[fields.startIndex + 7]) else { return nil }
        return ticks / 100
    }
}
