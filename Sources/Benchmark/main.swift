import Analyzer
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

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var files: [SourceFile] = []
let readTime = seconds {
    files = paths.map { SourceFile(path: $0, bytes: [UInt8](FileManager.default.contents(atPath: $0) ?? Data())) }
}
let bytes = files.reduce(0) { $0 + $1.bytes.count }
let lines = files.reduce(0) { $0 + $1.lineCount }

var tokenStreams: [[Token]] = []
let tokenizeTime = seconds { tokenStreams = files.map { Tokenizer.tokenize($0) } }
var trees: [SyntaxFile] = []
let parseTime = seconds { trees = zip(files, tokenStreams).map { Parser.parse($0, tokens: $1) } }
var typeCount = 0
let modelTime = seconds {
    let moduleMap = ModuleMap(files: paths, roots: [root])
    let table = TypeTable(files: trees.map { ModuleFile(module: moduleMap.module(of: $0.file.path), syntax: $0) })
    typeCount = table.types.count
}

func row(_ name: String, _ time: Double) -> String {
    let mb = Double(bytes) / 1_000_000
    let label = name.padding(toLength: 26, withPad: " ", startingAt: 0)
    return label + String(format: "%8.3f s %9.1f MB/s %12.0f lines/s", time, mb / time, Double(lines) / time)
}
print("\(files.count) files, \(String(format: "%.1f", Double(bytes) / 1_000_000)) MB, \(lines) lines, \(typeCount) types")
print(row("read (floor)", readTime))
print(row("tokenize", tokenizeTime))
print(row("parse", parseTime))
print(row("type table", modelTime))
print(row("tokenize + parse + model", tokenizeTime + parseTime + modelTime))
