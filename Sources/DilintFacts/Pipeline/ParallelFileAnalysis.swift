import DilintSyntax
import Foundation

/// A file that could not be read: named on stderr, and the rest goes on (SPEC §9).
public struct UnreadableFile: Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

/// A file's bytes as read, with the hash the fact cache keys them by.
public struct LoadedFile: Sendable {
    public var file: SourceFile
    public var contentHash: UInt64
}

/// Reads and analyzes files on `jobs` threads; every result's order is the input's.
public enum ParallelFileAnalysis {
    /// The files' bytes (and, for the cache, their hashes); files that cannot be read are
    /// named apart.
    public static func read(_ inputs: [InputFile], jobs: Int, hashing: Bool) -> ([LoadedFile], [UnreadableFile]) {
        separated(inputs.count, in: Array(inputs.indices), jobs: jobs) { load(inputs[$0], hashing: hashing) }
    }

    /// `produce` for every index, taken in `order` on `jobs` threads; what was read or
    /// analyzed, and apart, the files that could not be read, each in index order. Each
    /// result is moved, not copied, from the slot its thread wrote into its list: a copy
    /// retains every part of an analysis, and the results are taken apart on one thread
    /// after the others are done.
    private static func separated<T>(_ count: Int, in order: [Int], jobs: Int,
                                     _ produce: (Int) -> Result<T, UnreadableFile>) -> ([T], [UnreadableFile]) {
        let results = UnsafeMutablePointer<Result<T, UnreadableFile>>.allocate(capacity: count)
        defer { results.deallocate() }
        let slots = UncheckedPointer(results)
        forEach(count, jobs: jobs) { slot in
            let index = order[slot]
            slots.pointer?.advanced(by: index).initialize(to: produce(index))
        }
        var done: [T] = []
        var unreadable: [UnreadableFile] = []
        done.reserveCapacity(count)
        for index in 0..<count {
            switch results.advanced(by: index).move() {
            case .success(let value): done.append(value)
            case .failure(let problem): unreadable.append(problem)
            }
        }
        return (done, unreadable)
    }

    private static func load(_ input: InputFile, hashing: Bool) -> Result<LoadedFile, UnreadableFile> {
        let bytes: [UInt8]
        switch FileBytes.reading(input.absolutePath) {
        case .success(let read): bytes = read
        case .failure(let error): return .failure(UnreadableFile(path: input.displayPath, reason: "cannot read file: \(error.reason)"))
        }
        let hash = hashing ? ContentHash.of(bytes) : 0
        return .success(LoadedFile(file: SourceFile(path: input.displayPath, bytes: bytes, origin: input.absolutePath), contentHash: hash))
    }

    /// Each file's analysis: from the cache when it holds an entry for exactly these
    /// bytes, else computed (and then stored in the cache, which writes what was stored
    /// when every file is done, unless `savingStored` is off: the caller stores more). A hit is parsed again whole or skimming, as its file was,
    /// so the cache is read and written only by a run that skims.
    /// `inOrder` is handed each analysis in the files' order, one at a time, by whichever
    /// thread is free, while later files are still being analyzed.
    public static func analyze(_ files: [LoadedFile], jobs: Int, containers: ContainerSettings = ContainerSettings(),
                               cache: FactCache? = nil, skimmingBodies: Bool = true,
                               leavingMembersDormant: Bool = true, readingTypeReferences: Bool = false, savingStored: Bool = true,
                               librariesByModule: [String: Set<String>] = [:], importCandidates: [[String]]? = nil,
                               module: (SourceFile) -> String, inOrder: ((FileAnalysis) -> Void)? = nil) -> [FileAnalysis] {
        let cache = skimmingBodies ? cache : nil
        let modules = files.map { module($0.file) }
        let order = schedule(files, consumedInOrder: inOrder != nil)
        let analyses = analyzeEach(files.count, in: order, jobs: jobs, inOrder: inOrder) { index in
            .success(analysis(of: files[index], module: modules[index], containers: containers, cache: cache,
                              skimmingBodies: skimmingBodies, leavingMembersDormant: leavingMembersDormant,
                              readingTypeReferences: readingTypeReferences, reaching: librariesByModule[modules[index]] ?? [],
                              importCandidates: importCandidates?[index]))
        }.0
        if savingStored { cache?.saveStored() }
        return analyses
    }

    /// `separated`, each analysis also handed to `inOrder` as soon as those before it are.
    private static func analyzeEach(_ count: Int, in order: [Int], jobs: Int, inOrder: ((FileAnalysis) -> Void)?,
                                    produce: (Int) -> Result<FileAnalysis, UnreadableFile>) -> ([FileAnalysis], [UnreadableFile]) {
        withoutActuallyEscaping(inOrder ?? { _ in }) { consume in
            let consumer = InOrderConsumer(count: inOrder == nil ? 0 : count, consume: consume)
            return separated(count, in: order, jobs: jobs) { index in
                let result = produce(index)
                consumer.offer(result, at: index)
                return result
            }
        }
    }

    /// Largest files first, so that no thread is left with one big file at the end. When
    /// the results are consumed in order, only the few much larger than the rest go first
    /// and the others follow in order, so that the consumer is not kept waiting for the
    /// first file until the very end.
    static func schedule(_ files: [LoadedFile], consumedInOrder: Bool) -> [Int] {
        let bySize = files.indices.sorted { files[$0].file.byteCount > files[$1].file.byteCount }
        guard consumedInOrder, !files.isEmpty else { return bySize }
        let mean = files.reduce(0) { $0 + $1.file.byteCount } / files.count
        let large = bySize.prefix { files[$0].file.byteCount > 8 * mean }
        let isLarge = Set(large)
        return Array(large) + files.indices.filter { !isLarge.contains($0) }
    }

    private static func analysis(of loaded: LoadedFile, module: String, containers: ContainerSettings,
                                 cache: FactCache?, skimmingBodies: Bool,
                                 leavingMembersDormant: Bool, readingTypeReferences: Bool, reaching: Set<String>,
                                 importCandidates: [String]?) -> FileAnalysis {
        let analysis: FileAnalysis
        if let cache, let cached = cache.load(loaded.file, contentHash: loaded.contentHash, module: module, moduleLibraries: reaching,
                                                     leavingMembersDormant: leavingMembersDormant) {
            analysis = cached
        } else {
            analysis = FileAnalysis.analyze(loaded.file, module: module, containers: containers, skimmingBodies: skimmingBodies,
                                            leavingMembersDormant: leavingMembersDormant,
                                            readingTypeReferences: readingTypeReferences, reaching: reaching,
                                            importCandidates: importCandidates.map { Set($0.filter(ContainerRecognizers.libraryModules.contains)) })
            cache?.store(analysis, contentHash: loaded.contentHash, leftMembersDormant: leavingMembersDormant)
        }
        // A run with a cache lets the bytes of a file without a whole tree go: the project keeps the
        // line table, and the passes that scan bytes read them again. A whole tree keeps
        // its file's bytes, which the passes reading it read; so does a run without a cache,
        // for those passes. Package and Tuist manifests are read again by the project.
        if cache != nil, analysis.wholeSyntax == nil, !PackageManifestReader.isManifest(path: loaded.file.path),
           !ProjectDescriptions.isTuistManifest(path: loaded.file.path) { loaded.file.releaseBytes() }
        return analysis
    }

    /// `transform(0..<count)` on up to `jobs` threads, each taking the next index as it
    /// finishes one, so a few large files do not leave a thread idle. Each result is
    /// written where the array keeps it. `inRuns`: see `forEach`.
    public static func parallelMap<T>(_ count: Int, jobs: Int, inRuns: Bool = false, _ transform: (Int) -> T) -> [T] {
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let slots = UncheckedPointer(buffer.baseAddress)
            forEach(count, jobs: jobs, inRuns: inRuns) { index in slots.pointer?.advanced(by: index).initialize(to: transform(index)) }
            initialized = count
        }
    }

    /// `body(0..<count)` on up to `jobs` threads, each taking the next index as it finishes
    /// one. `inRuns`: each thread walks a run of neighbouring indices of its own (the runs
    /// split the indices evenly), then takes the last ones of the run with the most left —
    /// for jobs whose neighbours share what they touch (types declared and extended in the
    /// same files and modules): two threads taking turns on neighbouring indices retain
    /// the same objects and write the same cache lines at the same moments.
    static func forEach(_ count: Int, jobs: Int, inRuns: Bool = false, _ body: (Int) -> Void) {
        let workers = max(1, min(jobs, count))
        let next = IndexRuns(count: count, runs: inRuns ? workers : 1)
        withoutActuallyEscaping(body) { body in
            let work = UncheckedSendable(body)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while let index = next.take(by: worker) {
                    work.value(index)
                }
            }
        }
    }
}

/// The indices a parallel pass has yet to run, as runs of neighbouring ones: worker `w`
/// takes the first left of run `w`, and once that is done, the last of the run with the
/// most left (one run: every worker takes the next index, in order).
private final class IndexRuns: @unchecked Sendable {
    private let lock = NSLock()
    private var fronts: [Int]
    private var ends: [Int]

    init(count: Int, runs: Int) {
        fronts = (0..<runs).map { $0 * count / runs }
        ends = (0..<runs).map { ($0 + 1) * count / runs }
    }

    func take(by worker: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        let run = worker < fronts.count ? worker : 0
        if fronts[run] < ends[run] {
            fronts[run] += 1
            return fronts[run] - 1
        }
        var longest = run
        for other in fronts.indices where ends[other] - fronts[other] > ends[longest] - fronts[longest] { longest = other }
        guard fronts[longest] < ends[longest] else { return nil }
        ends[longest] -= 1
        return ends[longest]
    }
}

/// Hands analyses to `consume` in index order as they arrive from any thread: the thread
/// that delivers the next one expected consumes it and every consecutive one already
/// there, the others go on analyzing; `consume` never runs on two threads at once.
private final class InOrderConsumer: @unchecked Sendable {
    private let lock = NSLock()
    private var ready: [Result<FileAnalysis, UnreadableFile>?]
    private var next = 0
    private var draining = false
    private let consume: (FileAnalysis) -> Void

    init(count: Int, consume: @escaping (FileAnalysis) -> Void) {
        self.ready = [Result<FileAnalysis, UnreadableFile>?](repeating: nil, count: count)
        self.consume = consume
    }

    /// A file that could not be read is passed over: nothing is consumed for it.
    func offer(_ result: Result<FileAnalysis, UnreadableFile>, at index: Int) {
        lock.lock()
        guard index < ready.count else { return lock.unlock() }
        ready[index] = result
        guard !draining else { return lock.unlock() }
        draining = true
        while next < ready.count, let item = ready[next] {
            ready[next] = nil
            next += 1
            guard case .success(let analysis) = item else { continue }
            lock.unlock()
            consume(analysis)
            lock.lock()
        }
        draining = false
        lock.unlock()
    }
}

/// The transform runs on several threads; callers pass pure functions of the index.
private struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

extension UnreadableFile: Error {}

/// Each worker writes only its own slots, so sharing the buffer's address is safe.
private struct UncheckedPointer<T>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<T>?
    init(_ pointer: UnsafeMutablePointer<T>?) { self.pointer = pointer }
}
