import Foundation

/// What dilint learns from one file on its own: pure (bytes in, facts out), which is what
/// lets files be analyzed in parallel and their facts cached. The tokens are dropped once
/// the file is parsed: kept for every file they would outweigh the sources.
public struct FileAnalysis: Sendable {
    public var file: SourceFile
    public var module: String
    public var syntax: SyntaxFile
    public var suppressions: [SuppressionDirective]
    public var facts: ContainerFacts

    public var path: String { file.path }

    /// `digestingBodies` keeps of each body only what the project-wide passes read
    /// (`BodyDigest`): what a lint needs, at a fraction of the memory. Tools that show
    /// bodies (`dilint debug model`) keep them whole.
    /// A file no container dialect can apply to (judged from its tokens, before parsing)
    /// is parsed skimming its bodies: the project parses the few it asks about later
    /// (`BodyMaterialization`). Its function bodies are not even tokenized, when the
    /// tokenizer's guess of where they are holds (`BodySkipper`). The others are parsed
    /// whole, for their DI facts. `leavingMembersDormant`: when skimming, member blocks that
    /// declare no type are not even parsed (`MemberMaterialization` parses those a pass reads).
    public static func analyze(_ file: SourceFile, module: String, containers: ContainerSettings = ContainerSettings(),
                               digestingBodies: Bool = false, leavingMembersDormant: Bool = true) -> FileAnalysis {
        // Only suppression directives read comments, and most files have none: when
        // digesting, the tokenizer notes a comment that may be one, and only then are
        // comments kept.
        let hasDirectives: Bool
        let tokens: [Token]
        let skimming: Bool
        let outcome = digestingBodies ? parseSkippingBodies(file, containers: containers, leavingMembersDormant: leavingMembersDormant) : nil
        switch outcome {
        case .skimmed(let syntax)?:
            syntax.digestBodies()
            return FileAnalysis(file: file, module: module, syntax: syntax, suppressions: [], facts: ContainerFacts())
        case .notSkimmed(let all, let dialectMayRead)?:
            (hasDirectives, tokens, skimming) = (false, all, !dialectMayRead)
        case .directiveComment?, nil:
            hasDirectives = outcome != nil || file.contains("dilint:")
            tokens = Tokenizer.tokenize(file, keepingTrivia: hasDirectives)
            skimming = digestingBodies && !ContainerExtraction.mayReadBodies(
                of: file, importCandidates: Parser.importedModuleCandidates(in: tokens, of: file), settings: containers)
        }
        let suppressions = hasDirectives ? SuppressionReader.directives(in: file, tokens: tokens) : []
        let syntax = Parser.parse(file, tokens: tokens, skimmingBodies: skimming)
        let facts = skimming ? ContainerFacts() : ContainerExtraction.extract(syntax, settings: containers)
        if digestingBodies { syntax.digestBodies() }
        return FileAnalysis(file: file, module: module, syntax: syntax, suppressions: suppressions, facts: facts)
    }
}

extension FileAnalysis {
    enum SkippingOutcome {
        /// Parsed from tokens that never held its function bodies.
        case skimmed(SyntaxFile)
        /// Every significant token, for the parse the file needs, and whether a dialect
        /// may read its bodies (then it is parsed whole).
        case notSkimmed([Token], dialectMayRead: Bool)
        /// A comment may be a suppression: the file is to be tokenized with its comments.
        case directiveComment
    }

    /// The file parsed skimming its bodies, when no container dialect can apply to it,
    /// from tokens in which the tokenizer skipped them; or, when a dialect may apply (as
    /// its imports up to the first body tell, and then all of them) or the parser did not
    /// skim every body the tokenizer skipped, all the file's significant tokens.
    static func parseSkippingBodies(_ file: SourceFile, containers: ContainerSettings, leavingMembersDormant: Bool = false) -> SkippingOutcome {
        // Asked at the first body and again at the end, most often with the same imports.
        var asked: (candidates: Set<String>, answer: Bool)?
        let mayBeRead = { (tokens: UnsafeBufferPointer<Token>) -> Bool in
            let candidates = Parser.importedModuleCandidates(in: tokens, of: file)
            if let asked, asked.candidates == candidates { return asked.answer }
            let answer = ContainerExtraction.mayReadBodies(of: file, importCandidates: candidates, settings: containers)
            asked = (candidates, answer)
            return answer
        }
        let notSkimmed = { (tokens: [Token]) in SkippingOutcome.notSkimmed(tokens, dialectMayRead: tokens.withUnsafeBufferPointer(mayBeRead)) }
        let (tokens, skipped, importInBody, directiveComment) = Tokenizer.tokenizeSkippingBodies(
            file, leavingMembersDormant: leavingMembersDormant) { !mayBeRead($0) }
        guard !directiveComment else { return .directiveComment }
        // Nothing skipped: the stream is whole.
        guard skipped > 0 else { return notSkimmed(tokens) }
        guard !importInBody, !tokens.withUnsafeBufferPointer(mayBeRead) else {
            return notSkimmed(Tokenizer.tokenize(file, keepingTrivia: false))
        }
        // Handed over, not shared: the parser drops the sentinel in place.
        let (syntax, taken) = Parser.parseCountingSkippedBodies(file, tokens: consume tokens, skimmingBodies: true)
        return taken == skipped ? .skimmed(syntax) : notSkimmed(Tokenizer.tokenize(file, keepingTrivia: false))
    }
}

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
    public static func run(_ inputs: [InputFile], jobs: Int, containers: ContainerSettings = ContainerSettings(),
                           cache: FactCache? = nil, module: (InputFile) -> String) -> ([FileAnalysis], [UnreadableFile]) {
        let (loaded, unreadable) = read(inputs, jobs: jobs, hashing: cache != nil)
        let modules = Dictionary(inputs.map { ($0.displayPath, module($0)) }, uniquingKeysWith: { a, _ in a })
        let analyses = analyze(loaded, jobs: jobs, containers: containers, cache: cache) { modules[$0.path] ?? "main" }
        return (analyses, unreadable)
    }

    /// The files' bytes (and, for the cache, their hashes); files that cannot be read are
    /// named apart.
    public static func read(_ inputs: [InputFile], jobs: Int, hashing: Bool) -> ([LoadedFile], [UnreadableFile]) {
        let results = parallelMap(inputs.count, jobs: jobs) { index -> Result<LoadedFile, UnreadableFile> in
            let input = inputs[index]
            guard let bytes = FileBytes.contents(of: input.absolutePath) else {
                return .failure(UnreadableFile(path: input.displayPath, reason: "cannot be read"))
            }
            let hash = hashing ? ContentHash.of(bytes) : 0
            return .success(LoadedFile(file: SourceFile(path: input.displayPath, bytes: bytes, origin: input.absolutePath), contentHash: hash))
        }
        var loaded: [LoadedFile] = []
        var unreadable: [UnreadableFile] = []
        loaded.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let file): loaded.append(file)
            case .failure(let problem): unreadable.append(problem)
            }
        }
        return (loaded, unreadable)
    }

    /// Each file's analysis: from the cache when it holds an entry for exactly these
    /// bytes, else computed (and then stored in the cache).
    /// The cache holds digested files, so it is read and written only when digesting.
    /// `inOrder` is handed each analysis in the files' order, one at a time, by whichever
    /// thread is free, while later files are still being analyzed.
    public static func analyze(_ files: [LoadedFile], jobs: Int, containers: ContainerSettings = ContainerSettings(),
                               cache: FactCache? = nil, digestingBodies: Bool = true, leavingMembersDormant: Bool = true,
                               module: (SourceFile) -> String, inOrder: ((FileAnalysis) -> Void)? = nil) -> [FileAnalysis] {
        let cache = digestingBodies ? cache : nil
        let modules = files.map { module($0.file) }
        let order = schedule(files, consumedInOrder: inOrder != nil)
        return withoutActuallyEscaping(inOrder ?? { _ in }) { consume in
            let consumer = InOrderConsumer(count: inOrder == nil ? 0 : files.count, consume: consume)
            var analyses = parallelMap(files.count, jobs: jobs) { slot -> (Int, FileAnalysis) in
                let index = order[slot]
                let analysis = analysis(of: files[index], module: modules[index], containers: containers, cache: cache,
                                        digestingBodies: digestingBodies, leavingMembersDormant: leavingMembersDormant)
                consumer.offer(analysis, at: index)
                return (index, analysis)
            }
            analyses.sort { $0.0 < $1.0 }
            return analyses.map(\.1)
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
                                 cache: FactCache?, digestingBodies: Bool, leavingMembersDormant: Bool) -> FileAnalysis {
        // What is digested no longer needs the bytes: the project keeps the line table.
        // Package manifests are read again by the project, for its modules.
        defer {
            if digestingBodies, !PackageManifestReader.isManifest(path: loaded.file.path) { loaded.file.releaseBytes() }
        }
        if let cache, let cached = cache.load(loaded.file, contentHash: loaded.contentHash, module: module) {
            return cached
        }
        let analysis = FileAnalysis.analyze(loaded.file, module: module, containers: containers, digestingBodies: digestingBodies,
                                            leavingMembersDormant: leavingMembersDormant)
        cache?.store(analysis, contentHash: loaded.contentHash)
        return analysis
    }

    /// `transform(0..<count)` on up to `jobs` threads, each taking the next index as it
    /// finishes one, so a few large files do not leave a thread idle.
    public static func parallelMap<T>(_ count: Int, jobs: Int, _ transform: (Int) -> T) -> [T] {
        var slots = [T?](repeating: nil, count: count)
        let workers = max(1, min(jobs, count))
        let next = ManagedCounter()
        slots.withUnsafeMutableBufferPointer { buffer in
            let slotsBase = UncheckedPointer(buffer.baseAddress)
            withoutActuallyEscaping(transform) { transform in
                let work = UncheckedSendable(transform)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while true {
                        let index = next.increment()
                        guard index < count else { return }
                        slotsBase.pointer?.advanced(by: index).pointee = work.value(index)
                    }
                }
            }
        }
        return slots.map { $0! }
    }
}

/// Hands analyses to `consume` in index order as they arrive from any thread: the thread
/// that delivers the next one expected consumes it and every consecutive one already
/// there, the others go on analyzing; `consume` never runs on two threads at once.
private final class InOrderConsumer: @unchecked Sendable {
    private let lock = NSLock()
    private var ready: [FileAnalysis?]
    private var next = 0
    private var draining = false
    private let consume: (FileAnalysis) -> Void

    init(count: Int, consume: @escaping (FileAnalysis) -> Void) {
        self.ready = [FileAnalysis?](repeating: nil, count: count)
        self.consume = consume
    }

    func offer(_ analysis: FileAnalysis, at index: Int) {
        lock.lock()
        guard index < ready.count else { return lock.unlock() }
        ready[index] = analysis
        guard !draining else { return lock.unlock() }
        draining = true
        while next < ready.count, let item = ready[next] {
            ready[next] = nil
            next += 1
            lock.unlock()
            consume(item)
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

private final class ManagedCounter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let current = value
        value += 1
        return current
    }
}
