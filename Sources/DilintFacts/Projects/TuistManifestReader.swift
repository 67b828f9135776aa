import DilintSyntax

/// Reads a Tuist `Project.swift` from its tokens, as `PackageManifestReader` reads a
/// package: each `Target(…)`, `.target(…)` or `Target.target(…)` call with a literal
/// `name:` and literal `sources:` globs is a target (a `product:` of `.unitTests` or
/// `.uiTests` a test one). A manifest built by helpers dilint cannot evaluate
/// (`Project.make(name: "Feature", targets: [.make(…)])`) is one target named after the
/// project — the literal `name:` of the `Project…(` call, else the folder — holding
/// everything under the manifest's folder.
public enum TuistManifestReader {
    public static func read(_ file: SourceFile) -> ProjectDescription {
        let directory = PathNames.directory(of: file.path)
        var description = ProjectDescription(kind: .tuist, path: file.path, directory: directory, contentHash: ContentHash.of(file.bytes))
        let scanner = CallScanner(file: file)
        var projectName: String?
        var i = 0
        while i < scanner.tokens.count {
            if projectName == nil, scanner.isWord(i, "Project"), scanner.kind(i - 1) != .period {
                // `Project(` or `Project.helper(`.
                let open = scanner.kind(i + 1) == .leftParen ? i + 1 : (scanner.kind(i + 1) == .period && scanner.kind(i + 3) == .leftParen ? i + 3 : nil)
                if let open {
                    projectName = scanner.list(openingAt: open).items.first { $0.label == "name" }.flatMap { scanner.stringLiteral($0.value) }
                }
            }
            let isTargetCall = (scanner.isWord(i, "Target") && scanner.kind(i - 1) != .period && scanner.kind(i + 1) == .leftParen)
                || (scanner.kind(i - 1) == .period && scanner.isWord(i, "target") && scanner.kind(i + 1) == .leftParen)
            if isTargetCall {
                let (items, close) = scanner.list(openingAt: i + 1)
                if let target = target(items, scanner) { description.targets.append(target) }
                i = close + 1
                continue
            }
            i += 1
        }
        if description.targets.isEmpty {
            description.targets = [DescribedTarget(name: projectName ?? PathNames.lastComponent(directory), folders: ["."])]
        }
        return description
    }

    private static func target(_ items: [CallScanner.Item], _ scanner: CallScanner) -> DescribedTarget? {
        guard let name = items.first(where: { $0.label == "name" }).flatMap({ scanner.stringLiteral($0.value) }),
              let sources = items.first(where: { $0.label == "sources" }) else { return nil }
        let patterns = scanner.stringLiterals(sources.value)
        guard !patterns.isEmpty else { return nil }
        var target = DescribedTarget(name: name)
        if let product = items.first(where: { $0.label == "product" }), let start = product.value.first {
            target.isTest = scanner.isWord(start + 1, "unitTests") || scanner.isWord(start + 1, "uiTests")
        }
        target.globs = patterns.compactMap { try? Glob($0) }
        return target.globs.isEmpty ? nil : target
    }
}
