import DilintSyntax
import Foundation

/// The findings a project has accepted for now: `--write-baseline` records them,
/// `--baseline` hides them so only new findings are reported. Each fingerprint is kept
/// with a count, so a third copy of a finding recorded twice is still new.
public struct Baseline: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var fingerprint: String
        public var count: Int
        /// Rule, file and message are for people reading the file; matching uses only the
        /// fingerprint.
        public var rule: String
        public var file: String
        public var message: String

        public init(fingerprint: String, count: Int, rule: String, file: String, message: String) {
            self.fingerprint = fingerprint
            self.count = count
            self.rule = rule
            self.file = file
            self.message = message
        }
    }

    public static let formatVersion = 1

    /// One entry per fingerprint, sorted by file, rule and fingerprint so the written file
    /// is stable and diffs well.
    public let entries: [Entry]

    public init(entries: [Entry]) {
        var merged: [String: Entry] = [:]
        for entry in entries {
            if var existing = merged[entry.fingerprint] {
                existing.count += entry.count
                merged[entry.fingerprint] = existing
            } else {
                merged[entry.fingerprint] = entry
            }
        }
        self.entries = merged.values.sorted {
            ($0.file, $0.rule, $0.fingerprint) < ($1.file, $1.rule, $1.fingerprint)
        }
    }

    /// Today's findings, as `--write-baseline` records them.
    public init(recording diagnostics: [Diagnostic], sourceLines: SourceLineLookup) {
        let sorted = diagnostics.sorted(by: Diagnostic.reportOrder)
        self.init(entries: sorted.map { diagnostic in
            Entry(fingerprint: Fingerprint.of(diagnostic, sourceLines: sourceLines), count: 1,
                  rule: diagnostic.ruleID, file: diagnostic.location.file, message: diagnostic.message)
        })
    }

    public var totalCount: Int { entries.reduce(0) { $0 + $1.count } }

    /// Splits today's findings into new ones and ones the baseline already records.
    /// Findings are taken in report order, so when there are more copies of a fingerprint
    /// than the baseline counts, the later ones are the new ones.
    public func apply(to diagnostics: [Diagnostic], sourceLines: SourceLineLookup) -> BaselineMatch {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.fingerprint] = entry.count }
        var new: [Diagnostic] = []
        var baselined = 0
        for diagnostic in diagnostics.sorted(by: Diagnostic.reportOrder) {
            let fingerprint = Fingerprint.of(diagnostic, sourceLines: sourceLines)
            if let left = remaining[fingerprint], left > 0 {
                remaining[fingerprint] = left - 1
                baselined += 1
            } else {
                new.append(diagnostic)
            }
        }
        let fixed = remaining.values.reduce(0, +)
        return BaselineMatch(newDiagnostics: new, baselined: baselined, fixedSinceBaseline: fixed)
    }

    // MARK: The file

    /// The baseline file: pretty-printed JSON with a fixed layout.
    public func serialized() -> String {
        JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("fingerprint", .string(entry.fingerprint)),
                    ("count", .int(entry.count)),
                    ("rule", .string(entry.rule)),
                    ("file", .string(entry.file)),
                    ("message", .string(entry.message)),
                ])
            })),
        ]).rendered()
    }

    public func write(to path: String) throws(BaselineError) {
        do {
            try Data(serialized().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError(path: path, reason: "cannot write the baseline: \(error.localizedDescription)")
        }
    }

    public static func read(from path: String) throws(BaselineError) -> Baseline {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw BaselineError(path: path, reason: "no such baseline file")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path: path, reason: "cannot read the baseline file")
        }
        return try Baseline(parsing: data, path: path)
    }

    /// Reads a baseline file's contents; `path` only names the file in error messages.
    public init(parsing data: Data, path: String) throws(BaselineError) {
        func fail(_ reason: String) -> BaselineError {
            BaselineError(path: path, reason: "not a valid dilint baseline: \(reason)")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw fail("the file is not JSON")
        }
        guard let object = root as? [String: Any] else { throw fail("expected a JSON object at the top level") }
        guard let version = object["version"] else { throw fail("missing \"version\"") }
        guard let number = Self.wholeNumber(version), number == Self.formatVersion else {
            throw fail("unsupported \"version\" (this dilint reads version \(Self.formatVersion))")
        }
        guard let findings = object["findings"] else { throw fail("missing \"findings\"") }
        guard let list = findings as? [Any] else { throw fail("\"findings\" must be an array") }
        var entries: [Entry] = []
        for (index, item) in list.enumerated() {
            let place = "finding \(index + 1)"
            guard let finding = item as? [String: Any] else { throw fail("\(place) must be an object") }
            guard let fingerprint = finding["fingerprint"] as? String, !fingerprint.isEmpty else {
                throw fail("\(place) needs a \"fingerprint\" string")
            }
            guard let count = finding["count"].flatMap(Self.wholeNumber), count >= 1 else {
                throw fail("\(place) needs a \"count\" that is a whole number of at least 1")
            }
            entries.append(Entry(fingerprint: fingerprint, count: count,
                                 rule: finding["rule"] as? String ?? "",
                                 file: finding["file"] as? String ?? "",
                                 message: finding["message"] as? String ?? ""))
        }
        self.init(entries: entries)
    }

    // JSON `true` arrives as an NSNumber that converts to 1; its class gives it away.
    private static let booleanClass: Any.Type = type(of: NSNumber(value: true))

    private static func wholeNumber(_ value: Any) -> Int? {
        if type(of: value) == booleanClass { return nil }
        if let n = value as? Int { return n }
        if let d = value as? Double, d == d.rounded(), abs(d) < 1e15 { return Int(d) }
        return nil
    }
}

/// The outcome of holding today's findings against a baseline.
public struct BaselineMatch: Hashable, Sendable {
    /// Findings the baseline does not record: the ones to report.
    public var newDiagnostics: [Diagnostic]
    /// Findings hidden because the baseline records them.
    public var baselined: Int
    /// Recorded findings that no longer occur.
    public var fixedSinceBaseline: Int
}

/// A baseline file that cannot be read or written; the CLI prints it and exits with 2.
public struct BaselineError: Error, Hashable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}
