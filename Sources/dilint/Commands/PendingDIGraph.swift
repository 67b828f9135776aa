import Analyzer
import Rules

/// Everything the front end needs from the DI graph, in one place, until the graph is
/// merged: the summary's counts, `dilint graph` and `dilint debug model`. Replace these
/// three bodies once `Linter` exposes the graph; nothing else in the front end changes.
enum PendingDIGraph {
    /// Registrations, resolutions, and resolution sites whose type is not known
    /// statically, for the report's summary (SPEC §3).
    static func counts(of outcome: Linter.Outcome) -> (registrations: Int, resolutions: Int, untypedResolutions: Int) {
        (0, 0, 0)
    }

    /// `dilint graph`: the DI graph of the analyzed files, cycles highlighted.
    static func graph(of request: Linter.Request, format: GraphCommand.Format) throws(UsageError) -> String {
        throw notAvailable("'dilint graph'")
    }

    /// `dilint debug model`: the project model and DI facts the rules see.
    static func model(of request: Linter.Request) throws(UsageError) -> String {
        throw notAvailable("'dilint debug model'")
    }

    private static func notAvailable(_ feature: String) -> UsageError {
        UsageError("\(feature) is not available in this build: the DI graph is not part of it yet")
    }
}
