import Foundation

/// Where a command writes and what it knows about the terminal. The real one writes to
/// the process's stdout and stderr; tests pass one that collects the text.
public struct Console: Sendable {
    public var writeOut: @Sendable (String) -> Void
    public var writeError: @Sendable (String) -> Void
    /// Colour is used only when stdout is a terminal and `NO_COLOR` is unset (SPEC §3).
    public var stdoutIsTerminal: Bool
    public var environment: [String: String]

    public init(writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
                stdoutIsTerminal: Bool = false, environment: [String: String] = [:]) {
        self.writeOut = writeOut
        self.writeError = writeError
        self.stdoutIsTerminal = stdoutIsTerminal
        self.environment = environment
    }

    public static var standard: Console {
        Console(writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
                writeError: { FileHandle.standardError.write(Data($0.utf8)) },
                stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
                environment: ProcessInfo.processInfo.environment)
    }

    public var usesColour: Bool {
        stdoutIsTerminal && environment["NO_COLOR"] == nil
    }

    func out(_ text: String) { writeOut(text) }

    /// One line on stderr.
    func error(_ line: String) { writeError(line + "\n") }

    func warning(_ line: String) { writeError("dilint: warning: \(line)\n") }

    func note(_ line: String) { writeError("dilint: \(line)\n") }
}
