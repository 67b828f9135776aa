/// Turns a report into the bytes of one output format. Pure: the same report gives the
/// same string.
public protocol Reporter: Sendable {
    /// The name `--reporter` takes.
    static var name: String { get }
    /// One line for `--help` and the list of reporters.
    static var summary: String { get }
    func render(_ report: Report) -> String
}

/// Choices the front end makes for a reporter, not the report's content.
public struct ReporterOptions: Hashable, Sendable {
    /// ANSI colour in the `text` reporter; the CLI decides from isatty and `NO_COLOR`.
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }
}

/// Every reporter, by name, so the CLI can list them and look one up.
public enum ReporterRegistry {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, XcodeReporter.self, JSONReporter.self, SARIFReporter.self,
        GitHubActionsReporter.self, CheckstyleReporter.self, JUnitReporter.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func reporter(named name: String, options: ReporterOptions = ReporterOptions()) -> (any Reporter)? {
        switch name {
        case TextReporter.name: return TextReporter(colour: options.colour)
        case XcodeReporter.name: return XcodeReporter()
        case JSONReporter.name: return JSONReporter()
        case SARIFReporter.name: return SARIFReporter()
        case GitHubActionsReporter.name: return GitHubActionsReporter()
        case CheckstyleReporter.name: return CheckstyleReporter()
        case JUnitReporter.name: return JUnitReporter()
        default: return nil
        }
    }
}
