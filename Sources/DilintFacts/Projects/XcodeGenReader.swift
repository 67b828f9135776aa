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
        guard let root = try? YAMLReader.parse(bytes: bytes, path: path), let targets = root["targets"]?.mapping else {
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
}
