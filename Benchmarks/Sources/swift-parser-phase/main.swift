import BenchmarkPhase
import Foundation
import SwiftParser
import SwiftSyntax

// Child of dilint-vs-swift-syntax: `swift-parser-phase read|swift-parser FILE-LIST`, the
// list one absolute path a line (the files dilint's walk finds, listed by the parent).

let arguments = CommandLine.arguments
guard arguments.count == 3, let phase = Phase(rawValue: arguments[1]), phase == .read || phase == .swiftParser,
      let list = try? String(contentsOfFile: arguments[2], encoding: .utf8) else {
    FileHandle.standardError.write(Data("usage: swift-parser-phase read|swift-parser FILE-LIST\n".utf8))
    exit(2)
}
let paths = list.split(separator: "\n").map(String.init)

PhaseTiming.measure {
    switch phase {
    case .read:
        var total = 0
        for path in paths { total &+= FileManager.default.contents(atPath: path)?.count ?? 0 }
        precondition(total > 0)
    default:
        var nodes = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let tree = bytes.withUnsafeBufferPointer { SwiftParser.Parser.parse(source: $0) }
            nodes &+= tree.statements.count
        }
        precondition(nodes >= 0)
    }
    return nil
}
