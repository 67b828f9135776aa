import BenchmarkPhase
import DilintFacts
import Foundation

// dilint against swift-syntax's SwiftParser, in one run over one folder (default: the
// exported corpus). Each phase runs in a child process, `repeats` times; the best wall
// time is kept (the machine may be shared), with the child's peak resident memory
// (getrusage's ru_maxrss through wait4). The children are two executables built beside
// this one, each holding only the code it measures (`Phase.executable`). The phases
// without a cache take turns, round after round; the cache phases, which build on each
// other, run in order.
//
//   cd Benchmarks && swift run -c release dilint-vs-swift-syntax [FOLDER] [--repeat N]

let arguments = Array(CommandLine.arguments.dropFirst())

var root = "../corpus"
var repeats = 3
var i = 0
while i < arguments.count {
    if arguments[i] == "--repeat", i + 1 < arguments.count { repeats = Int(arguments[i + 1]) ?? 3; i += 2; continue }
    root = arguments[i]
    i += 1
}
root = URL(fileURLWithPath: root).standardizedFileURL.path

/// The Swift files `dilint lint` finds under `root`: what both tools read.
func swiftFiles(under root: String) -> [InputFile] {
    FileWalk(baseDirectory: root, displayBase: root).run(inputs: [root]).files
}

let files = swiftFiles(under: root)
guard !files.isEmpty else {
    FileHandle.standardError.write(Data("no Swift files under \(root)\n".utf8))
    exit(2)
}
var bytes = 0
var lines = 0
for file in files {
    let data = FileManager.default.contents(atPath: file.absolutePath) ?? Data()
    bytes += data.count
    lines += data.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
}

// The cache phases work on a copy, so one file can be changed without touching the corpus.
let scratch = NSTemporaryDirectory() + "dilint-benchmark-\(getpid())"
let copy = scratch + "/corpus"
let cacheFolder = scratch + "/cache"
try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
try FileManager.default.copyItem(atPath: root, toPath: copy)
defer { try? FileManager.default.removeItem(atPath: scratch) }
let copyFiles = swiftFiles(under: copy).map(\.absolutePath)
// SwiftParser's child reads the list the walk made, one path a line.
let fileList = scratch + "/files.txt"
try Data((files.map(\.absolutePath).joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: fileList))
/// The children's executables, beside this one.
let executableFolder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().path
func executable(of phase: Phase) -> String { executableFolder + "/" + phase.executable }
let changedFile = copyFiles.sorted()[0]
/// The Swift files under each folder a phase works on, for `PageCacheWarming`.
let filesUnder = [root: files.map(\.absolutePath), copy: copyFiles]

struct Measurement {
    var seconds: Double
    var peakBytes: Int
    /// Pages the child read from disk: its code, when the page cache had lost it.
    var majorFaults: Int
    var output: String
    /// CPU time of the work (all threads), and the machine's steal time meanwhile.
    var cpuSeconds: Double
    var stealSeconds: Double?
    /// Every run's seconds, CPU and steal, in the order run, for the summary of a phase.
    var allSeconds: [Double] = []
    var allCPUSeconds: [Double] = []
    var allStealSeconds: [Double] = []
    var allMajorFaults: [Int] = []
}

/// Runs the phase's executable, returning its reported time and peak memory.
@MainActor func child(_ phase: Phase, root: String, cache: String? = nil) -> Measurement {
    PageCacheWarming.warm([executable(of: phase)] + (filesUnder[root] ?? []))
    return spawned(phase, root: root, cache: cache).finish()
}

/// Two children of the same phase started together: what each took when the other ran
/// on the other core.
@MainActor func pairOfChildren(_ phase: Phase, root: String) -> (Measurement, Measurement) {
    PageCacheWarming.warm([executable(of: phase)] + (filesUnder[root] ?? []))
    let first = spawned(phase, root: root, cache: nil)
    let second = spawned(phase, root: root, cache: nil)
    return (first.finish(), second.finish())
}

/// A child started and not yet waited for.
struct RunningChild {
    var pid: pid_t
    var output: Int32

    /// Its report, once it has exited.
    func finish() -> Measurement {
        let output = String(decoding: FileHandle(fileDescriptor: self.output, closeOnDealloc: true).readDataToEndOfFile(), as: UTF8.self)
        var usage = rusage()
        var exitStatus: Int32 = 0
        _ = wait4(pid, &exitStatus, 0, &usage)
        func value(_ name: String) -> Double? {
            output.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Double($0.dropFirst(name.count + 1)) }
        }
        return Measurement(seconds: value("seconds") ?? .nan, peakBytes: Int(usage.ru_maxrss) * 1024, majorFaults: Int(usage.ru_majflt),
                           output: output.split(separator: "\n").filter { $0.hasPrefix("findings") }.joined(separator: "\n"),
                           cpuSeconds: value("cpu") ?? .nan, stealSeconds: value("steal"))
    }
}

func spawned(_ phase: Phase, root: String, cache: String?) -> RunningChild {
    let executable = executable(of: phase)
    let argv = phase.executable == "swift-parser-phase" ? [executable, phase.rawValue, fileList]
        : [executable, phase.rawValue, root] + (cache.map { [$0] } ?? [])
    var pipe: [Int32] = [0, 0]
    guard Foundation.pipe(&pipe) == 0 else { fatalError("pipe") }
    var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, pipe[1], STDOUT_FILENO)
    posix_spawn_file_actions_addclose(&actions, pipe[0])
    var pid: pid_t = 0
    let cArgs = argv.map { strdup($0) } + [nil]
    let status = posix_spawn(&pid, executable, &actions, nil, cArgs, environ)
    cArgs.forEach { free($0) }
    posix_spawn_file_actions_destroy(&actions)
    close(pipe[1])
    guard status == 0 else { fatalError("posix_spawn: \(status)") }
    return RunningChild(pid: pid, output: pipe[0])
}

@MainActor func best(_ phase: Phase, root: String, cache: String? = nil, before: () -> Void = {}) -> Measurement {
    var runs: [Measurement] = []
    for _ in 0..<repeats {
        before()
        runs.append(child(phase, root: root, cache: cache))
    }
    return summary(of: runs)
}

/// The phases taken in turn, `repeats` rounds: a phase whose runs all fell while the
/// machine was busier (a neighbour on the other core, say) would skew the ratios between
/// phases that `best` runs one block after another. Each round ends with two children
/// of `paired` at once (`pairs`), then one child running two one-thread analyses in two
/// threads (`inThreads`).
@MainActor func bestInTurn(_ phases: [Phase], root: String, paired: Phase) -> [(Phase, Measurement)] {
    var runs = [[Measurement]](repeating: [], count: phases.count)
    for _ in 0..<repeats {
        for (index, phase) in phases.enumerated() { runs[index].append(child(phase, root: root)) }
        pairs.append(pairOfChildren(paired, root: root))
        inThreads.append(child(.dilintTwiceInThreads, root: root))
    }
    return zip(phases, runs.map(summary(of:))).map { ($0, $1) }
}

/// Two one-thread runs at once, one per round: what two cores give two pieces of this
/// work that share nothing but the machine. When each takes longer than a one-thread run
/// alone, no split of the work over two threads can reach two cores' full throughput;
/// the ratio of all cores to one thread is read against this ceiling.
var pairs: [(Measurement, Measurement)] = []
/// The same two runs in two threads of one process, one per round: what sharing a process
/// costs work that shares nothing else (glibc's allocator, for one, locks only once a
/// second thread exists).
var inThreads: [Measurement] = []

/// The best time, the largest peak, and the findings if every run found the same.
func summary(of runs: [Measurement]) -> Measurement {
    var result = runs.min { $0.seconds < $1.seconds }!
    result.allSeconds = runs.map(\.seconds)
    result.allCPUSeconds = runs.map(\.cpuSeconds)
    result.allStealSeconds = runs.compactMap(\.stealSeconds)
    result.allMajorFaults = runs.map(\.majorFaults)
    result.peakBytes = runs.map(\.peakBytes).max()!
    let findings = Set(runs.map(\.output))
    result.output = findings.count == 1 ? findings.first! : "DIFFERENT: " + findings.sorted().joined(separator: " | ")
    return result
}

var results = bestInTurn([.read, .swiftParser, .dilintSingle, .dilintAll], root: root, paired: .dilintSingle)
// Each cold run starts from an empty cache folder. The last run's folder is moved aside,
// not deleted: ext4 without a journal (this machine's disk) skips inodes freed in the
// last 60 s (360 s while their blocks are dirty) and checks each one again for every file
// it creates. After 3,124 entries were deleted, writing the cache took 1.4–3.8 s instead
// of 0.4. The folders moved aside go with the scratch folder at the end.
var retiredCaches = 0
results.append((.dilintCold, best(.dilintCold, root: copy, cache: cacheFolder) {
    guard FileManager.default.fileExists(atPath: cacheFolder) else { return }
    retiredCaches += 1
    try! FileManager.default.moveItem(atPath: cacheFolder, toPath: scratch + "/retired-cache-\(retiredCaches)")
}))
results.append((.dilintWarm, best(.dilintWarm, root: copy, cache: cacheFolder)))
var edit = 0
results.append((.dilintOneChanged, best(.dilintOneChanged, root: copy, cache: cacheFolder) {
    edit += 1
    let handle = FileHandle(forWritingAtPath: changedFile)!
    handle.seekToEndOfFile()
    handle.write(Data("\n// benchmark edit \(edit)\n".utf8))
    handle.closeFile()
}))

func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
func median(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.sorted()[values.count / 2] }
let megabytes = Double(bytes) / 1_000_000
print("\(files.count) files, \(format(megabytes, 1)) MB, \(lines) lines; \(ProcessInfo.processInfo.activeProcessorCount) cores; best of \(repeats) runs, wall time")
print("| phase | seconds | MB/s | lines/s | peak memory | × corpus |")
print("|---|---:|---:|---:|---:|---:|")
for (phase, m) in results {
    let peak = Double(m.peakBytes) / 1_000_000
    print("| \(phase.title) | \(format(m.seconds, 3)) | \(format(megabytes / m.seconds, 1)) | \(format(Double(lines) / m.seconds, 0)) | \(format(peak, 0)) MB | \(format(peak / megabytes, 2)) |")
}
let time = Dictionary(uniqueKeysWithValues: results.map { ($0.0, $0.1.seconds) })
print("")
// Each ratio also within each round, the two phases run one after the other: a neighbour
// that takes a core for a while slows both alike, where the best of each may come from
// different rounds.
let runs = Dictionary(uniqueKeysWithValues: results.map { ($0.0, $0.1.allSeconds) })
func perRound(_ slower: Phase, _ faster: Phase, digits: Int) -> String {
    let ratios = zip(runs[slower]!, runs[faster]!).map { $0 / $1 }.sorted()
    return "per round: median \(format(ratios[ratios.count / 2], digits))×, \(format(ratios.first!, digits))–\(format(ratios.last!, digits))× over \(ratios.count) rounds"
}
print("dilint 1 thread vs SwiftParser: \(format(time[.swiftParser]! / time[.dilintSingle]!, 1))× faster (target ≥ 10×); \(perRound(.swiftParser, .dilintSingle, digits: 1))")
print("dilint all cores vs 1 thread: \(format(time[.dilintSingle]! / time[.dilintAll]!, 2))× (target ≥ 1.7× on 2 cores); \(perRound(.dilintSingle, .dilintAll, digits: 2))")
// The ceiling, round by round: twice the work of one thread, over the time the slower
// of the pair took, against one thread alone in the same round.
let ceilings = zip(runs[.dilintSingle]!, pairs).map { alone, pair in 2 * alone / max(pair.0.seconds, pair.1.seconds) }
let reached = zip(zip(runs[.dilintSingle]!, runs[.dilintAll]!).map { $0 / $1 }, ceilings).map { $0 / $1 }
print("two 1-thread runs at once, the ceiling for two cores: median \(format(median(ceilings), 2))×, \(format(ceilings.min()!, 2))–\(format(ceilings.max()!, 2))× over \(ceilings.count) rounds; all cores reached a median \(format(100 * median(reached), 0))% of it")
let threadCeilings = zip(runs[.dilintSingle]!, inThreads).map { alone, both in 2 * alone / both.seconds }
let pairCPU = median(pairs.map { ($0.0.cpuSeconds + $0.1.cpuSeconds) / 2 })
let threadCPU = median(inThreads.map { $0.cpuSeconds / 2 })
print("the same two in two threads of one process: median \(format(median(threadCeilings), 2))×, \(format(threadCeilings.min()!, 2))–\(format(threadCeilings.max()!, 2))×; CPU time per run, median: \(format(pairCPU, 3)) s in two processes, \(format(threadCPU, 3)) s in two threads")
print("warm cache, unchanged: \(format(time[.dilintWarm]!, 3)) s (target ≤ 0.3 s); one file changed: \(format(time[.dilintOneChanged]!, 3)) s (target ≤ 0.5 s)")
// Whether a two-core shortfall is dilint's or the machine's: the CPU time the work took
// (two threads doing more work than one shows as more CPU), and the time the hypervisor
// gave this guest's CPUs to others while it ran (a neighbour's load shows as steal).
let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
@MainActor func measurement(of phase: Phase) -> Measurement { results.first { $0.0 == phase }!.1 }
@MainActor func stealShare(_ phase: Phase) -> String {
    let m = measurement(of: phase)
    guard m.allStealSeconds.count == m.allSeconds.count else { return "n/a" }
    return format(100 * m.allStealSeconds.reduce(0, +) / (m.allSeconds.reduce(0, +) * cores), 1) + "%"
}
let singleCPU = median(measurement(of: .dilintSingle).allCPUSeconds)
let allCPU = median(measurement(of: .dilintAll).allCPUSeconds)
print("CPU time of the work, median of the runs: 1 thread \(format(singleCPU, 3)) s, all cores \(format(allCPU, 3)) s (\(format(allCPU / singleCPU, 2))× one thread's)")
print("steal while the phases ran, share of wall time × \(Int(cores)) cores: SwiftParser \(stealShare(.swiftParser)), dilint 1 thread \(stealShare(.dilintSingle)), all cores \(stealShare(.dilintAll))")
for (phase, m) in results where !m.output.isEmpty { print("\(phase.rawValue): \(m.output)") }
// Every run, in order: a best of five hides whether the other four were close to it.
for (phase, m) in results { print("\(phase.rawValue) runs: " + m.allSeconds.map { format($0, 3) }.joined(separator: " ")) }
print("two 1-thread runs at once: " + pairs.map { "\(format($0.0.seconds, 3))+\(format($0.1.seconds, 3))" }.joined(separator: " "))
print("two 1-thread runs in two threads: " + inThreads.map { format($0.seconds, 3) }.joined(separator: " "))
for (phase, m) in results where m.allStealSeconds.count == m.allSeconds.count {
    print("\(phase.rawValue) CPU s / steal s: " + zip(m.allCPUSeconds, m.allStealSeconds).map { "\(format($0, 3))/\(format($1, 2))" }.joined(separator: " "))
}
for (phase, m) in results { print("\(phase.rawValue) major faults: " + m.allMajorFaults.map(String.init).joined(separator: " ")) }
