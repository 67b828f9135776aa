import Analyzer
import Foundation
import Rules
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

    var title: String {
        switch self {
        case .read: return "read the files (floor)"
        case .swiftParser: return "SwiftParser.parse, 1 thread"
        case .dilintSingle: return "dilint, all rules, 1 thread"
        case .dilintAll: return "dilint, all rules, all cores"
        case .dilintCold: return "dilint, cold cache (writes it)"
        case .dilintWarm: return "dilint, warm cache, unchanged"
        case .dilintOneChanged: return "dilint, warm cache, 1 file changed"
        }
    }
}

enum PhaseRunner {
    static func swiftFiles(under root: String) -> [InputFile] {
        FileWalk(baseDirectory: root, displayBase: root).run(inputs: [root]).files
    }

    /// Runs `phase` over `root` and returns the wall seconds of the work alone.
    static func run(_ phase: Phase, root: String, cache: String?) -> Double {
        let files = swiftFiles(under: root)
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
        case .dilintSingle, .dilintAll, .dilintCold, .dilintWarm, .dilintOneChanged:
            let jobs = phase == .dilintSingle ? 1 : ProcessInfo.processInfo.activeProcessorCount
            let factCache = cache.map {
                FactCache(directory: $0, toolVersion: "benchmark", configurationFingerprint: Configuration.default.fingerprint)
            }
            let result = Linter.lint(Linter.Request(files: files, configuration: .default, jobs: jobs, roots: ["."], cache: factCache))
            // Printed so the parent can check every dilint phase found the same.
            print("findings \(result.findings.diagnostics.count) \(result.findings.registrations) \(result.findings.resolutions) reused \(result.reusedLastRun)")
        }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
