import Analyzer
import DilintFacts
import DilintSyntax
import Foundation

// Throughput of the front end on a folder of Swift files, single core, in release:
//   swift run -c release dilint-benchmark corpus
// Reading the files is timed apart (the floor), then each stage over the bytes in memory.

let root = CommandLine.arguments.dropFirst().first ?? "corpus"
var paths: [String] = []
if let walk = FileManager.default.enumerator(atPath: root) {
    while let relative = walk.nextObject() as? String {
        if relative.hasSuffix(".swift") { paths.append(root + "/" + relative) }
    }
}
paths.sort()
guard !paths.isEmpty else {
    FileHandle.standardError.write(Data("dilint-benchmark: no .swift files under \(root)\n".utf8))
    exit(2)
}

/// CPU time of this thread: on a machine shared with other work, wall time measures the
/// neighbours; the thread's own CPU time measures us.
func cpuSeconds() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

func seconds(_ body: () -> Void) -> Double {
    let start = cpuSeconds()
    body()
    return cpuSeconds() - start
}

var files: [SourceFile] = []
let readTime = seconds {
    files = paths.map { SourceFile(path: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0) ?? Data())) }
}
let bytes = files.reduce(0) { $0 + $1.bytes.count }
let lines = files.reduce(0) { $0 + $1.lineCount }

// Each stage runs per file and keeps only what the pipeline keeps: the tokens of a file
// are dropped once it is parsed.
var tokenCount = 0
let tokenizeTime = seconds { for file in files { tokenCount += Tokenizer.tokenize(file).count } }
var significantCount = 0
let significantTime = seconds { for file in files { significantCount += Tokenizer.tokenize(file, keepingTrivia: false).count } }
var skippingCount = 0
let skippingTime = seconds { for file in files { skippingCount += Tokenizer.tokenizeSkippingBodies(file, marks: ProjectMarks.marks).tokens.count } }
// As `dilint lint` tokenizes a file it skims: member blocks left dormant too. Best of 5.
var dormantCount = 0
let dormantTime = (0..<5).map { _ in
    seconds { dormantCount = 0; for file in files { dormantCount += Tokenizer.tokenizeSkippingBodies(file, leavingMembersDormant: true, marks: ProjectMarks.marks).tokens.count } }
}.min()!
// As `dilint lint` reads a file no container dialect applies to: bodies skipped while
// tokenizing, then skimmed. Its table is built here after the files, as `dilint debug
// model` builds it.
var skimmed: [SyntaxFile] = []
let skimTime = seconds {
    skimmed = files.map { Parser.parse($0, tokens: Tokenizer.tokenizeSkippingBodies($0, marks: ProjectMarks.marks).tokens, skimmingBodies: true, marks: ProjectMarks.marks) }
}
var skimmedTable: TypeTable?
let skimModelTime = seconds {
    let moduleMap = ModuleMap(files: paths, roots: [root])
    skimmedTable = TypeTable(files: skimmed.map { ModuleFile(module: moduleMap.module(of: $0.file.path), syntax: $0) })
}
skimmedTable = nil
skimmed = []
var trees: [SyntaxFile] = []
let frontTime = seconds { trees = files.map { Parser.parse($0, tokens: Tokenizer.tokenize($0)) } }
// The table is kept, as the pipeline keeps it for the rules (and as the trees are kept):
// tearing it down is no part of building it.
var table: TypeTable?
let modelTime = seconds {
    let moduleMap = ModuleMap(files: paths, roots: [root])
    table = TypeTable(files: trees.map { ModuleFile(module: moduleMap.module(of: $0.file.path), syntax: $0) })
}
let typeCount = table?.types.count ?? 0

func row(_ name: String, _ time: Double) -> String {
    let mb = Double(bytes) / 1_000_000
    let label = name.padding(toLength: 26, withPad: " ", startingAt: 0)
    return label + String(format: "%8.3f s %9.1f MB/s %12.0f lines/s", time, mb / time, Double(lines) / time)
}
print("single thread, CPU seconds of the measuring thread")
print("\(tokenCount) tokens, \(significantCount) without trivia, \(skippingCount) skipping bodies, \(dormantCount) members dormant; \(files.count) files, \(String(format: "%.1f", Double(bytes) / 1_000_000)) MB, \(lines) lines, \(typeCount) types")
print(row("read (floor)", readTime))
print(row("tokenize", tokenizeTime))
print(row("tokenize without trivia", significantTime))
print(row("tokenize skipping bodies", skippingTime))
print(row("tokenize, members dormant", dormantTime))
print(row("tokenize skipping + skim", skimTime))
print(row("type table (skimmed)", skimModelTime))
print(row("tokenize + skim + model", skimTime + skimModelTime))
print(row("tokenize + parse", frontTime))
print(row("type table", modelTime))
print(row("tokenize + parse + model", frontTime + modelTime))
