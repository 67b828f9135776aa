import Analyzer
import DilintDriver
import DilintSyntax

/// `dilint debug readings PATH`: the project linted twice — as `dilint lint` reads it
/// (bodies skipped, member blocks left dormant, trees digested), and with every body and
/// member parsed and kept — and what differs. How deep a file is read is a question of
/// speed only: a difference is a bug in the fast reading (or in what it was asked).
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

    /// The report, and whether the two readings agree.
    static func compare(_ request: Linter.Request) -> (text: String, same: Bool) {
        var whole = request
        whole.keepsBodies = true
        whole.leavesMembersDormant = false
        let fast = Reading(Linter.run(request))
        let read = Reading(Linter.run(whole))
        guard fast != read else { return ("the same with every body read: \(fast.counts)\n", true) }
        var lines = ["the readings differ; as dilint lint reads: \(fast.counts); with every body read: \(read.counts)"]
        let readSet = Set(read.findings)
        let fastSet = Set(fast.findings)
        lines += fast.findings.filter { !readSet.contains($0) }.map { "only as dilint lint reads: " + $0 }
        lines += read.findings.filter { !fastSet.contains($0) }.map { "only with every body read: " + $0 }
        return (lines.joined(separator: "\n") + "\n", false)
    }
}
