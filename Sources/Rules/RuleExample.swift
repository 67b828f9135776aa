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
        // By UTF-8 bytes: appending scalar by scalar cost ~450 instructions a scalar, and
        // every run of the command line builds every rule's examples. The marker's three
        // bytes cannot occur inside another scalar's encoding.
        let markerBytes = Array(String(Self.marker).utf8)
        let bytes = Array(marked.utf8)
        var source: [UInt8] = []
        source.reserveCapacity(bytes.count)
        var positions: [Position] = []
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            if bytes[index] == markerBytes[0], index + markerBytes.count <= bytes.count,
               bytes[index..<(index + markerBytes.count)].elementsEqual(markerBytes) {
                positions.append(Position(line: line, column: column))
                index += markerBytes.count
                continue
            }
            let byte = bytes[index]
            source.append(byte)
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        self.marked = marked
        self.source = String(decoding: source, as: UTF8.self)
        self.positions = positions
    }

    /// One file of an example: an example of several begins each with a line
    /// `// file: Path/Name.swift` (a rule about how files relate — layers, a composition
    /// root — needs more than one); an example without one is `Example.swift`.
    public struct File: Sendable, Hashable {
        public var path: String
        /// The file's Swift, its header line included (it is a comment).
        public var source: String
        /// Counted in this file.
        public var positions: [Position]
    }

    public static let fileHeader = "// file: "

    /// The example's files, in order.
    public var files: [File] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.hasPrefix(Self.fileHeader) == true else {
            return [File(path: "Example.swift", source: source, positions: positions)]
        }
        var files: [File] = []
        var firstLine = 1
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.hasPrefix(Self.fileHeader) {
                firstLine = number
                files.append(File(path: String(line.dropFirst(Self.fileHeader.count)), source: String(line), positions: []))
            } else {
                files[files.count - 1].source += "\n" + line
            }
            for position in positions where position.line == number {
                files[files.count - 1].positions.append(Position(line: number - firstLine + 1, column: position.column))
            }
        }
        return files
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }
}
