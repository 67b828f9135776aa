import DilintSyntax
import Foundation

/// Reads a `Package.swift` from its tokens: finds the target calls (`.target(`,
/// `.executableTarget(`, `.testTarget(`, `.macro(`, `.plugin(`, `.systemLibrary(`) and
/// their literal `name:`, `path:` and `dependencies:` arguments. Nothing is evaluated:
/// a target whose name is computed is left out rather than guessed. Comments and string
/// contents are trivia or literal tokens, so they can never look like a call.
public enum PackageManifestReader {
    public static func read(_ file: SourceFile) -> PackageManifest {
        var scanner = ManifestScanner(file: file)
        return scanner.scan()
    }

    public static func read(text: String, path: String = "Package.swift") -> PackageManifest {
        read(SourceFile(path: path, text: text))
    }

    /// Whether a path names a package manifest (`Package.swift`). Version-specific
    /// manifests (`Package@swift-6.0.swift`) are not: they repeat the same targets.
    public static func isManifest(path: String) -> Bool {
        lastComponent(of: path) { $0.elementsEqual("Package.swift".utf8) }
    }

    /// `Package.swift` or a version-specific `Package@swift-6.0.swift`.
    public static func isAnyManifest(path: String) -> Bool {
        lastComponent(of: path) { name in
            let prefix = "Package@swift-".utf8, suffix = ".swift".utf8
            return name.elementsEqual("Package.swift".utf8)
                || (name.count >= prefix.count + suffix.count && name.starts(with: prefix)
                    && name[(name.count - suffix.count)...].elementsEqual(suffix))
        }
    }

    /// Both are asked of every file: the last component's bytes are tested where they lie
    /// (comparing substrings as text cost ~2,000 instructions a file).
    private static func lastComponent(of path: String, _ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            test(UnsafeBufferPointer(rebasing: bytes[((bytes.lastIndex(of: UInt8(ascii: "/")) ?? -1) + 1)...]))
        }
    }

    /// Reads the manifest at `path` from disk; nil when it cannot be read.
    public static func read(path: String) -> PackageManifest? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return read(SourceFile(path: path, bytes: [UInt8](data)))
    }
}

private struct ManifestScanner {
    let calls: CallScanner
    var file: SourceFile { calls.file }
    var tokens: [Token] { calls.tokens }

    init(file: SourceFile) {
        calls = CallScanner(file: file)
    }

    private func list(openingAt open: Int) -> ([CallScanner.Item], Int) { calls.list(openingAt: open) }
    private func stringLiteral(_ range: Range<Int>) -> String? { calls.stringLiteral(range) }
    private func kind(_ j: Int) -> TokenKind? { calls.kind(j) }
    private func isWord(_ j: Int, _ word: StaticString) -> Bool { calls.isWord(j, word) }

    mutating func scan() -> PackageManifest {
        var manifest = PackageManifest(path: file.path, directory: PathNames.directory(of: file.path))
        manifest.toolsVersion = toolsVersion()
        var seen: Set<String> = []
        var i = 0
        while i < tokens.count {
            if manifest.packageName == nil, isWord(i, "Package"), kind(i + 1) == .leftParen, kind(i - 1) != .period {
                let (items, _) = list(openingAt: i + 1)
                manifest.packageName = items.first { $0.label == "name" }.flatMap { stringLiteral($0.value) }
                if let modes = items.first(where: { $0.label == "swiftLanguageModes" || $0.label == "swiftLanguageVersions" }) {
                    manifest.languageModes = languageModes(modes.value)
                }
            }
            if kind(i) == .period, kind(i + 2) == .leftParen, let targetKind = targetKind(at: i + 1) {
                let (items, close) = list(openingAt: i + 2)
                if let target = makeTarget(targetKind, items, offset: Int(tokens[i + 1].start)), seen.insert(target.name).inserted {
                    manifest.targets.append(target)
                }
                // The whole call is consumed, so `.target(name:)` among its dependencies
                // is never read as a target of its own.
                i = close + 1
                continue
            }
            i += 1
        }
        return manifest
    }

    private func makeTarget(_ kind: PackageTarget.Kind, _ items: [CallScanner.Item], offset: Int) -> PackageTarget? {
        let labels = Set(items.compactMap(\.label))
        // `.target(name: "X", condition: …)` outside a target is a dependency, not a target.
        if kind == .regular, labels.contains("condition"), labels.isSubset(of: ["name", "condition"]) { return nil }
        guard let nameItem = items.first(where: { $0.label == "name" }), let name = stringLiteral(nameItem.value) else { return nil }
        var target = PackageTarget(name: name, kind: kind, offset: offset)
        target.path = items.first { $0.label == "path" }.flatMap { stringLiteral($0.value) }
        if let dependencies = items.first(where: { $0.label == "dependencies" }) {
            target.dependencies = dependencyNames(dependencies.value)
        }
        if let settings = items.first(where: { $0.label == "swiftSettings" }), let first = settings.value.first, self.kind(first) == .leftBracket {
            for setting in list(openingAt: first).0 {
                guard let start = setting.value.first, self.kind(start) == .period, self.kind(start + 2) == .leftParen else { continue }
                let arguments = list(openingAt: start + 2).0
                if isWord(start + 1, "swiftLanguageMode") || isWord(start + 1, "swiftLanguageVersion"), let value = arguments.first?.value {
                    target.languageMode = languageModes(value).first
                } else if isWord(start + 1, "defaultIsolation"), let value = arguments.first?.value, let name = value.first,
                          self.kind(name) == .identifier || self.kind(name) == .keyword {
                    // `MainActor.self`; `nil` (nonisolated) is no isolation.
                    let text = file.text(of: tokens[name])
                    if text != "nil" { target.defaultIsolation = text }
                }
            }
        }
        return target
    }

    /// `.v5`, `.v6`, `.version("6.2")` (or an array of them) → `["5", "6", "6.2"]`.
    private func languageModes(_ value: Range<Int>) -> [String] {
        var modes: [String] = []
        var j = value.lowerBound
        while j < value.upperBound {
            if kind(j) == .period, j + 1 < value.upperBound, tokens[j + 1].kind == .identifier {
                let word = file.text(of: tokens[j + 1])
                if word.hasPrefix("v"), word.count > 1, word.dropFirst().allSatisfy({ $0.isNumber || $0 == "_" }) {
                    modes.append(word.dropFirst().replacingOccurrences(of: "_", with: "."))
                } else if word == "version", kind(j + 2) == .leftParen, let literal = list(openingAt: j + 2).0.first.flatMap({ stringLiteral($0.value) }) {
                    modes.append(literal)
                }
            }
            j += 1
        }
        return modes
    }

    /// The first line's `// swift-tools-version:6.0` (a space after the colon allowed).
    private func toolsVersion() -> String? {
        let bytes = file.bytes
        let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        let line = String(decoding: bytes[0..<end], as: UTF8.self).lowercased()
        guard let range = line.range(of: "swift-tools-version:") else { return nil }
        let rest = line[range.upperBound...].drop { $0 == " " }
        let version = rest.prefix { $0.isNumber || $0 == "." }
        return version.isEmpty ? nil : String(version)
    }

    /// `["A", .target(name: "B"), .byName(name: "C"), .product(…), someVariable]` → A, B, C.
    private func dependencyNames(_ value: Range<Int>) -> [String] {
        guard let first = value.first, kind(first) == .leftBracket else { return [] }
        let (elements, _) = list(openingAt: first)
        var names: [String] = []
        for element in elements {
            if let literal = stringLiteral(element.value) {
                names.append(literal)
            } else if let start = element.value.first, kind(start) == .period, isWord(start + 1, "target") || isWord(start + 1, "byName"),
                      kind(start + 2) == .leftParen {
                let (arguments, _) = list(openingAt: start + 2)
                if let name = arguments.first(where: { $0.label == "name" }).flatMap({ stringLiteral($0.value) }) { names.append(name) }
            }
        }
        return names
    }

    private func targetKind(at j: Int) -> PackageTarget.Kind? {
        guard j < tokens.count, tokens[j].kind == .identifier || tokens[j].kind == .keyword else { return nil }
        return PackageTarget.Kind(rawValue: file.text(of: tokens[j]))
    }
}
