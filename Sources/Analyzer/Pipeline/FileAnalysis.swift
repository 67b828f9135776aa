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

    public static func analyze(_ file: SourceFile, module: String, containers: ContainerSettings = ContainerSettings()) -> FileAnalysis {
        let tokens = Tokenizer.tokenize(file)
        let syntax = Parser.parse(file, tokens: tokens)
        let suppressions = SuppressionReader.directives(in: file, tokens: tokens)
        let facts = ContainerExtraction.extract(syntax, settings: containers)
        return FileAnalysis(file: file, module: module, syntax: syntax, suppressions: suppressions, facts: facts)
    }
}

/// A file that could not be read: named on stderr, and the rest goes on (SPEC §9).
public struct UnreadableFile: Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

/// Reads and analyzes files on `jobs` threads; the result's order is the input's.
public enum ParallelFileAnalysis {
    public static func run(_ inputs: [InputFile], jobs: Int, containers: ContainerSettings = ContainerSettings(), module: (InputFile) -> String) -> ([FileAnalysis], [UnreadableFile]) {
        var slots = [Result<FileAnalysis, UnreadableFile>?](repeating: nil, count: inputs.count)
        let modules = inputs.map(module)
        let workers = max(1, min(jobs, inputs.count))
        let next = ManagedCounter()
        slots.withUnsafeMutableBufferPointer { buffer in
            let slotsBase = UncheckedPointer(buffer.baseAddress)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let index = next.increment()
                    guard index < inputs.count else { return }
                    let input = inputs[index]
                    let outcome: Result<FileAnalysis, UnreadableFile>
                    if let data = FileManager.default.contents(atPath: input.absolutePath) {
                        let file = SourceFile(path: input.displayPath, bytes: [UInt8](data))
                        outcome = .success(FileAnalysis.analyze(file, module: modules[index], containers: containers))
                    } else {
                        outcome = .failure(UnreadableFile(path: input.displayPath, reason: "cannot be read"))
                    }
                    slotsBase.pointer?.advanced(by: index).pointee = outcome
                }
            }
        }
        var analyses: [FileAnalysis] = []
        var unreadable: [UnreadableFile] = []
        analyses.reserveCapacity(inputs.count)
        for slot in slots {
            switch slot {
            case .success(let analysis): analyses.append(analysis)
            case .failure(let problem): unreadable.append(problem)
            case nil: break
            }
        }
        return (analyses, unreadable)
    }
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
