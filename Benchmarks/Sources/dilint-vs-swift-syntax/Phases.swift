import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation
import SwiftParser
import SwiftSyntax

/// One measured phase, run in a process of its own so that its peak memory is its own.
enum Phase: String, CaseIterable {
    case read = "read"
    case swiftParser = "swift-parser"
    case dilintSingle = "dilint-1-thread"
    case dilintAll = "dilint-all-cores"
    case dilintCold = "dilint-cold-cache"
    case dilintWarm = "dilint-warm-cache"
    case dilintOneChanged = "dilint-one-file-changed"
    case dilintTwiceInThreads = "dilint-1-thread-twice-in-threads"

    var title: String {
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
}

enum PhaseRunner {
    static func swiftFiles(under root: String) -> [InputFile] {
        FileWalk(baseDirectory: root, displayBase: root).run(inputs: [root]).files
    }

    /// What `dilint lint .` run in `root` asks for: its files and project files, with paths
    /// relative to `root`, which becomes the current directory (module descriptions such
    /// as `Package.swift` are read by those paths).
    static func lintRequest(under root: String, jobs: Int, cache: FactCache?) -> Linter.Request {
        FileManager.default.changeCurrentDirectoryPath(root)
        let walk = FileWalk(configuration: .default).run(inputs: ["."])
        var request = Linter.Request(files: walk.files, configuration: .default, jobs: jobs, roots: ["."], cache: cache)
        request.projectFiles = walk.projectFiles
        return request
    }

    /// What one run of a phase took: wall time, this process's CPU time (user and system,
    /// all threads) and the time the hypervisor ran other guests on this machine's CPUs
    /// (`steal` in `/proc/stat`, all CPUs, 10 ms ticks; nil where there is none), each
    /// over the work alone.
    struct Timing {
        var seconds: Double
        var cpuSeconds: Double
        var stealSeconds: Double?
    }

    /// Runs `phase` over `root` and times the work alone.
    static func run(_ phase: Phase, root: String, cache: String?) -> Timing {
        let files = swiftFiles(under: root)
        let jobs = phase == .dilintSingle || phase == .dilintTwiceInThreads ? 1 : ProcessInfo.processInfo.activeProcessorCount
        let factCache = cache.map {
            FactCache(directory: $0, toolVersion: "benchmark", configurationFingerprint: Configuration.default.fingerprint)
        }
        // Only the dilint phases lint; the request is made before the clock starts.
        let request = phase == .read || phase == .swiftParser ? nil : lintRequest(under: root, jobs: jobs, cache: factCache)
        let stealBefore = stealSeconds()
        let cpuBefore = cpuSeconds()
        let start = DispatchTime.now().uptimeNanoseconds
        switch phase {
        case .read:
            var total = 0
            for file in files { total &+= FileManager.default.contents(atPath: file.absolutePath)?.count ?? 0 }
            precondition(total > 0)
        case .swiftParser:
            var nodes = 0
            for file in files {
                guard let data = FileManager.default.contents(atPath: file.absolutePath) else { continue }
                let bytes = [UInt8](data)
                let tree = bytes.withUnsafeBufferPointer { SwiftParser.Parser.parse(source: $0) }
                nodes &+= tree.statements.count
            }
            precondition(nodes >= 0)
        case .dilintTwiceInThreads:
            let group = DispatchGroup()
            for _ in 0..<2 {
                group.enter()
                Thread.detachNewThread {
                    _ = Linter.lint(request!)
                    group.leave()
                }
            }
            group.wait()
        case .dilintSingle, .dilintAll, .dilintCold, .dilintWarm, .dilintOneChanged:
            let result = Linter.lint(request!)
            // Printed so the parent can check every dilint phase found the same.
            print("findings \(result.findings.diagnostics.count) \(result.findings.registrations) \(result.findings.resolutions) reused \(result.reusedLastRun)")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = cpuSeconds() - cpuBefore
        let stealAfter = stealSeconds()
        let steal = stealBefore.flatMap { before in stealAfter.map { $0 - before } }
        return Timing(seconds: seconds, cpuSeconds: cpu, stealSeconds: steal)
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
