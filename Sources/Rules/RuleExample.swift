import Analyzer
import DilintSyntax

/// An example of a rule's code, written as SwiftLint writes its examples: a multi-line
/// literal that reads as Swift, with `↓` just before each token where the rule must
/// report a finding. The marker is not Swift, so the linter and `dilint explain` read
/// `source`, and the example tests hold the rule's findings to `positions` — an example
/// that says only "something is found" passes while its finding wanders to another line.
public struct RuleExample: Sendable, Hashable, ExpressibleByStringLiteral {
    /// A scalar, not a `Character`: a combining mark written after the marker would
    /// otherwise merge with it and hide it.
    public static let marker: Unicode.Scalar = "↓"

    /// Where a marker stood: line from 1, column in UTF-8 bytes from 1, as
    /// `SourceLocation` counts them.
    public struct Position: Hashable, Comparable, Sendable, CustomStringConvertible {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        public init(_ location: SourceLocation) {
            self.init(line: location.line, column: location.column)
        }

        public static func < (a: Position, b: Position) -> Bool {
            (a.line, a.column) < (b.line, b.column)
        }

        public var description: String { "\(line):\(column)" }
    }

    /// As declared, markers included.
    public let marked: String
    /// The Swift the linter reads: `marked` without its markers.
    public let source: String
    /// In source order. Counted in `source`, not `marked`: a marker is three UTF-8 bytes
    /// the linter never sees, so a second marker on a line would otherwise land three
    /// columns late.
    public let positions: [Position]

    public init(_ marked: String) {
        var source = String.UnicodeScalarView()
        var positions: [Position] = []
        var line = 1
        var column = 1
        for scalar in marked.unicodeScalars {
            if scalar == Self.marker {
                positions.append(Position(line: line, column: column))
                continue
            }
            source.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += scalar.utf8.count
            }
        }
        self.marked = marked
        self.source = String(source)
        self.positions = positions
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}
