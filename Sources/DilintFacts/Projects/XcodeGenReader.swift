import DilintSyntax

/// Reads the targets of an XcodeGen spec (`project.yml`): each entry of `targets:`, its
/// `sources:` (a path, a list of paths, or of `- path:` mappings with `excludes:`), its
/// `type:` (a unit- or UI-test bundle is a test target) and `SWIFT_VERSION` from its
/// `settings:`. Read with dilint's own YAML subset: a spec using more of YAML (anchors,
/// block scalars, `include:`d files) describes nothing here rather than something wrong.
public enum XcodeGenReader {
    static let testTypes: Set<String> = ["bundle.unit-test", "bundle.ui-testing"]

    public static func read(bytes: [UInt8], path: String) -> ProjectDescription {
        var description = ProjectDescription(kind: .xcodegen, path: path, directory: PathNames.directory(of: path),
                                             contentHash: ContentHash.of(bytes))
        guard let root = try? YAMLReader.parse(bytes: blankingBlockScalars(bytes), path: path), let targets = root["targets"]?.mapping else {
            return description
        }
        for entry in targets {
            var target = DescribedTarget(name: entry.key, isTest: testTypes.contains(entry.value["type"]?.string ?? ""))
            let settings = entry.value["settings"]
            let base = settings?["base"] ?? settings
            target.swiftVersion = base?["SWIFT_VERSION"]?.string
            target.defaultIsolation = base?["SWIFT_DEFAULT_ACTOR_ISOLATION"]?.string
            let sources = entry.value["sources"]
            for source in sources?.sequence ?? (sources.map { [$0] } ?? []) {
                guard let sourcePath = source.string ?? source["path"]?.string, !sourcePath.contains("${") else { continue }
                if sourcePath.hasSuffix(".swift") { target.files.append(sourcePath) } else { target.folders.append(sourcePath) }
                for exclude in source["excludes"]?.sequence?.compactMap(\.string) ?? [] where exclude.hasSuffix(".swift") && !exclude.contains("*") {
                    target.excludedFiles.append(PathNames.join(sourcePath, exclude))
                }
            }
            description.targets.append(target)
        }
        return description
    }

    /// Specs keep their build scripts in block scalars (`script: |`), which dilint's YAML
    /// subset does not read; no source is named in one, so each is read as an empty
    /// value: the indicator becomes `""` and the lines indented deeper than its key go.
    static func blankingBlockScalars(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var blockKeyColumn: Int?
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            let isBlank = line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }
            if let column = blockKeyColumn {
                if isBlank || indent > column { continue }
                blockKeyColumn = nil
            }
            if let (indicator, keyColumn) = blockIndicator(line) {
                out += line[line.startIndex..<indicator] + Array("\"\"".utf8)
                blockKeyColumn = keyColumn
            } else {
                out += line
            }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    /// Where `key: |` / `- key: >-` has its indicator, and the key's column.
    private static func blockIndicator(_ line: ArraySlice<UInt8>) -> (Array<UInt8>.Index, Int)? {
        var end = line.endIndex
        while end > line.startIndex, [UInt8(ascii: " "), UInt8(ascii: "\r")].contains(line[end - 1]) { end -= 1 }
        var start = end
        while start > line.startIndex, [UInt8(ascii: "-"), UInt8(ascii: "+")].contains(line[start - 1]) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line[start - 1]) { start -= 1 }
        guard start > line.startIndex + 2, line[start - 1] == UInt8(ascii: "|") || line[start - 1] == UInt8(ascii: ">"),
              line[start - 2] == UInt8(ascii: " ") else { return nil }
        let indicator = start - 1
        var before = indicator - 1
        while before > line.startIndex, line[before] == UInt8(ascii: " ") { before -= 1 }
        guard line[before] == UInt8(ascii: ":") || line[before] == UInt8(ascii: "-") else { return nil }
        // The key's column: past the indentation and any `- ` list markers.
        var key = line.startIndex
        while key < indicator, line[key] == UInt8(ascii: " ") || (line[key] == UInt8(ascii: "-") && key + 1 < line.endIndex && line[key + 1] == UInt8(ascii: " ")) { key += 1 }
        return (indicator, key - line.startIndex)
    }
}
