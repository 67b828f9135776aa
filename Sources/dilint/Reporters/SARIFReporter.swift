import DilintSyntax

/// SARIF 2.1.0, the format GitHub code scanning and other security dashboards upload:
/// rules with their help text, results, notes as related locations, and the baseline
/// fingerprint so a dashboard tracks a finding across edits.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public static let summary = "SARIF 2.1.0 for GitHub code scanning and other dashboards"

    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintKey = "dilint/v1"

    public init() {}

    public func render(_ report: Report) -> String {
        let rules = report.rulesWithFindings
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() { ruleIndex[rule.id] = i }

        let results = zip(report.diagnostics, report.fingerprints).map { diagnostic, fingerprint in
            JSONValue.object([
                ("ruleId", .string(diagnostic.ruleID)),
                ("ruleIndex", .int(ruleIndex[diagnostic.ruleID] ?? 0)),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object(physicalLocation(diagnostic.location, report))])),
                ("relatedLocations", .array(diagnostic.notes.enumerated().map { i, note in
                    .object([("id", .int(i))] + physicalLocation(note.location, report)
                        + [("message", .object([("text", .string(note.message))]))])
                })),
                ("partialFingerprints", .object([(Self.fingerprintKey, .string(fingerprint))])),
            ])
        }
        let driver = JSONValue.object([
            ("name", .string(report.tool.name)),
            ("version", .string(report.tool.version)),
            ("semanticVersion", .string(report.tool.version)),
            ("informationUri", .string(report.tool.informationURI)),
            ("rules", .array(rules.map(ruleDescriptor))),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", .string("utf16CodeUnits")),
                ("results", .array(results)),
            ])])),
        ]).rendered()
    }

    private func ruleDescriptor(_ rule: RuleMetadata) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(Self.pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.help))])),
            ("help", .object([("text", .string(rule.help))])),
            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
        ])
    }

    /// Columns become UTF-16 units (SARIF's default `columnKind`) when the line's text is
    /// known; a line below 1 cannot be a SARIF region, so it is left out.
    private func physicalLocation(_ location: SourceLocation, _ report: Report) -> [(String, JSONValue)] {
        var physical: [(String, JSONValue)] = [
            ("artifactLocation", .object([("uri", .string(Self.uri(forPath: location.file)))])),
        ]
        if location.line >= 1 {
            let text = report.sourceLines.line(location.line, of: location.file)
            let column = SourceColumns.utf16Column(in: text, byteColumn: max(1, location.column))
            physical.append(("region", .object([
                ("startLine", .int(location.line)), ("startColumn", .int(column)),
            ])))
        }
        return [("physicalLocation", .object(physical))]
    }

    /// A relative path as a URI reference: every byte outside RFC 3986's unreserved set
    /// (and `/`) is percent-encoded, so spaces and non-ASCII names stay valid.
    static func uri(forPath path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// SARIF's `name` is meant to read like an identifier: `dependency-cycle` → `DependencyCycle`.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined()
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
