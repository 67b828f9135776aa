import DilintSyntax

/// The machine-readable report, schema version 1 of SPEC §3. Fields may be added; none
/// may be renamed.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public static let summary = "JSON, schema version 1, with a stable fingerprint per finding"

    public init() {}

    public func render(_ report: Report) -> String {
        let s = report.summary
        let diagnostics = zip(report.diagnostics, report.fingerprints).map { diagnostic, fingerprint in
            JSONValue.object([
                ("rule", .string(diagnostic.ruleID)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("message", .string(diagnostic.message)),
                ("file", .string(diagnostic.location.file)),
                ("line", .int(diagnostic.location.line)),
                ("column", .int(diagnostic.location.column)),
                ("symbol", diagnostic.symbol.map(JSONValue.string) ?? .null),
                ("fingerprint", .string(fingerprint)),
                ("notes", .array(diagnostic.notes.map { note in
                    .object([
                        ("message", .string(note.message)),
                        ("file", .string(note.location.file)),
                        ("line", .int(note.location.line)),
                        ("column", .int(note.location.column)),
                    ])
                })),
            ])
        }
        return JSONValue.object([
            ("version", .int(1)),
            ("tool", .object([("name", .string(report.tool.name)), ("version", .string(report.tool.version))])),
            ("summary", .object([
                ("files", .int(s.files)),
                ("errors", .int(s.errors)),
                ("warnings", .int(s.warnings)),
                ("notes", .int(s.notes)),
                ("registrations", .int(s.registrations)),
                ("resolutions", .int(s.resolutions)),
                ("untypedResolutions", .int(s.untypedResolutions)),
                ("unknownContainerResolutions", .int(s.unknownContainerResolutions)),
                ("baselined", .int(s.baselined)),
                ("fixedSinceBaseline", .int(s.fixedSinceBaseline)),
            ])),
            ("diagnostics", .array(diagnostics)),
        ]).rendered()
    }
}
