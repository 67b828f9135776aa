import Analyzer
import DilintFacts
import DilintSyntax
import Foundation
import Rules

/// What `dilint lint` reports of a run, small enough to keep: when nothing that decides
/// the findings has changed since the last run — the files' bytes and paths, dilint's
/// version, the configuration, the rules asked for — the cache hands these back and
/// no file is analyzed at all.
public struct LintFindings: Codable, Sendable, Equatable {
    public var diagnostics: [Diagnostic]
    public var files: Int
    public var registrations: Int
    public var resolutions: Int
    public var untypedResolutions: Int
    public var unknownContainerResolutions: Int
    public var suppressedCount: Int

    public init(_ outcome: Linter.Outcome) {
        let graph = outcome.project.graph
        diagnostics = outcome.diagnostics
        files = outcome.project.files.count
        registrations = graph.providers.count
        resolutions = graph.requests.count
        untypedResolutions = graph.untypedRequestCount
        unknownContainerResolutions = graph.unknownContainerRequestCount
        suppressedCount = outcome.suppressedCount
    }
}

extension Linter {
    public struct LintResult: Sendable {
        public var findings: LintFindings
        /// Every file read, for the reporters' source lines.
        public var sources: [SourceFile]
        public var unreadable: [UnreadableFile]
        /// Whether the findings came whole from the cache.
        public var reusedLastRun: Bool
    }

    static let lastRunRecord = "last-run"

    /// The analysis as `dilint lint` needs it: `run`, unless the cache holds the findings
    /// of a run over exactly the same inputs.
    public static func lint(_ request: Request) -> LintResult {
        // Read once: the run's key and the modules both need them.
        let descriptions = ProjectDescriptions.read(request.projectFiles)
        guard let cache = request.cache else {
            let (loaded, unreadable) = ParallelFileAnalysis.read(request.files, jobs: request.jobs, hashing: false)
            let outcome = analyze(loaded, unreadable: unreadable, descriptions: descriptions, request: request)
            let sources = outcome.project.files.map(\.file)
            // `findings` takes the project's last use, so that it is freed on its thread.
            return LintResult(findings: findings(of: outcome), sources: sources, unreadable: unreadable, reusedLastRun: false)
        }
        let (loaded, unreadable) = ParallelFileAnalysis.read(request.files, jobs: request.jobs, hashing: true)
        let sources = loaded.map(\.file)
        let key = runKey(request, loaded: loaded, unreadable: unreadable, descriptions: descriptions)
        if let payload = cache.loadRecord(lastRunRecord, key: key),
           let findings = try? JSONDecoder().decode(LintFindings.self, from: Data(payload)) {
            return LintResult(findings: findings, sources: sources, unreadable: unreadable, reusedLastRun: true)
        }
        let findings = findings(of: analyze(loaded, unreadable: unreadable, descriptions: descriptions, request: request))
        if let payload = try? JSONEncoder().encode(findings) {
            cache.storeRecord(lastRunRecord, key: key, payload: Array(payload))
        }
        if request.prunesCache { cache.prune(keepingEntriesFor: loaded.map(\.file.path)) }
        return LintResult(findings: findings, sources: sources, unreadable: unreadable, reusedLastRun: false)
    }

    /// The findings alone. The project is released on another thread: freeing millions of
    /// syntax nodes one by one is work the report need not wait for, and a process that
    /// exits first skips it.
    private static func findings(of outcome: Outcome) -> LintFindings {
        let findings = LintFindings(outcome)
        ReleasedLater.release(outcome)
        return findings
    }

    /// Everything the findings depend on besides dilint's version and the configuration
    /// (which the cache's own stamp covers).
    static func runKey(_ request: Request, loaded: [LoadedFile], unreadable: [UnreadableFile],
                       descriptions: [ProjectDescription] = []) -> UInt64 {
        var text = "enable " + request.enable.joined(separator: ",") + "\ndisable " + request.disable.joined(separator: ",")
        text += "\nroots " + request.roots.map { "\($0.utf8.count):\($0)" }.joined()
        if request.dialectsByModule { text += "\ndialects by module" }
        for file in loaded { text += "\n\(ContentHash.hex(file.contentHash)) \(file.file.path)" }
        for file in unreadable { text += "\nunreadable \(file.path)" }
        // Project files decide the modules, and the modules decide findings.
        for description in descriptions { text += "\nproject \(ContentHash.hex(description.contentHash)) \(description.path)" }
        return ContentHash.of(text)
    }
}
