import BenchmarkPhase
import DilintDriver
import DilintFacts
import Foundation

// Child of dilint-vs-swift-syntax: `dilint-phase PHASE FOLDER [CACHE]`, one of dilint's
// phases over FOLDER as `dilint lint .` run in it reads it.

let arguments = CommandLine.arguments
guard arguments.count >= 3, let phase = Phase(rawValue: arguments[1]), phase.executable == "dilint-phase" else {
    FileHandle.standardError.write(Data("usage: dilint-phase PHASE FOLDER [CACHE]\n".utf8))
    exit(2)
}
let root = arguments[2]
let cache = arguments.count > 3 ? arguments[3] : nil

/// What `dilint lint .` run in `root` asks for: its files and project files, with paths
/// relative to `root`, which becomes the current directory (module descriptions such as
/// `Package.swift` are read by those paths).
func lintRequest(under root: String, jobs: Int, cache: FactCache?) -> Linter.Request {
    _ = FileManager.default.changeCurrentDirectoryPath(root)
    let walk = FileWalk(configuration: .default).run(inputs: ["."])
    var request = Linter.Request(files: walk.files, configuration: .default, jobs: jobs, roots: ["."], cache: cache)
    request.projectFiles = walk.projectFiles
    return request
}

let jobs = phase == .dilintSingle || phase == .dilintTwiceInThreads ? 1 : ProcessInfo.processInfo.activeProcessorCount
let factCache = cache.map { FactCache(directory: $0, toolVersion: "benchmark", configurationFingerprint: Configuration.default.fingerprint) }
// Made before the clock starts.
let request = lintRequest(under: root, jobs: jobs, cache: factCache)

PhaseTiming.measure {
    if phase == .dilintTwiceInThreads {
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            Thread.detachNewThread {
                _ = Linter.lint(request)
                group.leave()
            }
        }
        group.wait()
        return nil
    }
    let result = Linter.lint(request)
    // Printed so the parent can check every dilint phase found the same.
    return "findings \(result.findings.diagnostics.count) \(result.findings.registrations) \(result.findings.resolutions) reused \(result.reusedLastRun)"
}
