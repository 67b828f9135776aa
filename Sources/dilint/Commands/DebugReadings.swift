import Analyzer
import DilintDriver
import DilintFacts
import DilintSyntax
import Foundation

/// `dilint debug readings PATH`: the project linted as `dilint lint` reads it (bodies
/// skipped, member blocks left dormant), with every body and member parsed
/// and kept, and from a fact cache the first of those runs wrote — and what differs. How
/// deep a file is read, and whether its facts come from the cache, are questions of speed
/// only: a difference is a bug in the faster reading.
enum DebugReadings {
    struct Reading: Equatable {
        var findings: [String]
        var registrations: Int
        var resolutions: Int
        var untyped: Int

        init(_ outcome: Linter.Outcome) {
            findings = outcome.diagnostics.map { diagnostic in
                let location = diagnostic.location
                return "\(location.file):\(location.line):\(location.column): [\(diagnostic.ruleID)] \(diagnostic.message)"
            }
            let graph = outcome.project.graph
            registrations = graph.providers.count
            resolutions = graph.requests.count
            untyped = graph.untypedRequestCount
        }

        var counts: String {
            func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
            return "\(count(findings.count, "finding")), \(count(registrations, "registration")), "
                + "\(count(resolutions, "resolution")) (\(untyped) of unknown type)"
        }
    }

    /// The report, and whether the three readings agree.
    static func compare(_ request: Linter.Request) -> (text: String, same: Bool) {
        var whole = request
        whole.keepsBodies = true
        whole.leavesMembersDormant = false
        let fast = Reading(Linter.run(request))
        let read = Reading(Linter.run(whole))
        let cached = fromCache(request)
        guard fast != read || fast != cached else {
            return ("the same with every body read and from the cache: \(fast.counts)\n", true)
        }
        var lines = ["the readings differ; as dilint lint reads: \(fast.counts)"]
        let fastSet = Set(fast.findings)
        for (name, other) in [("with every body read", read), ("from the cache", cached)] where other != fast {
            lines.append("\(name): \(other.counts)")
            let otherSet = Set(other.findings)
            lines += fast.findings.filter { !otherSet.contains($0) }.map { "only as dilint lint reads, not \(name): " + $0 }
            lines += other.findings.filter { !fastSet.contains($0) }.map { "only \(name): " + $0 }
        }
        return (lines.joined(separator: "\n") + "\n", false)
    }

    /// The project linted with a new cache, then again with every file's facts read
    /// from it.
    private static func fromCache(_ request: Linter.Request) -> Reading {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dilint-readings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var cached = request
        cached.cache = FactCache(directory: directory, toolVersion: "readings", configurationFingerprint: request.configuration.fingerprint)
        _ = Linter.run(cached)
        return Reading(Linter.run(cached))
    }
}
