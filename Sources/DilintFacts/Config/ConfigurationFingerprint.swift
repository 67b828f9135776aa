import DilintSyntax

/// A stable hash of what a configuration means, for cache keys: equal configurations
/// give equal fingerprints whatever the order of their keys, their quoting or their
/// comments. Where the file lives is not part of it.
extension Configuration {
    public var fingerprint: String {
        let hash = fnv1a64(Array(canonicalText.utf8))
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// One line per setting, strings length-prefixed so no value can imitate another.
    var canonicalText: String {
        var lines: [String] = []
        lines.append("included " + included.map { quoted($0.pattern) }.joined(separator: " "))
        lines.append("excluded " + excluded.map { quoted($0.pattern) }.joined(separator: " "))
        for id in rules.keys.sorted() {
            let setting = rules[id]!
            let options = setting.options.sorted { $0.key < $1.key }
                .map { quoted($0.key) + "=" + canonical($0.value) }.joined(separator: " ")
            lines.append("rule \(quoted(id)) \(setting.level?.rawValue ?? "default") \(options)")
        }
        for locator in containers.locators {
            lines.append("locator \(quoted(locator.type)) register \(list(locator.register)) resolve \(list(locator.resolve)) "
                + "resolve_many \(list(locator.resolveMany))")
        }
        for name in containers.conformance.keys.sorted() {
            lines.append("conformance \(quoted(name)) \(containers.conformance[name]!.rawValue)")
        }
        lines.append("forwarders " + list(containers.forwarders.sorted()))
        lines.append("wrappers " + list(containers.wrappers.sorted()))
        lines.append("assume_registered " + list(assumeRegistered))
        for module in modules {
            lines.append("module \(quoted(module.name)) " + list(module.patterns.map(\.pattern)))
        }
        // The architecture decides findings too: a cached run must not report the layers
        // the configuration had before an edit.
        lines.append("composition_root " + list(architecture.compositionRoot.map(\.glob.pattern)))
        for layer in architecture.layers {
            lines.append("layer \(quoted(layer.name)) paths \(list(layer.paths.map(\.glob.pattern))) "
                + "modules \(list(layer.modules.map(\.name))) may_use \(list(layer.mayUse.map(\.name))) "
                + "may_not_import \(list(layer.mayNotImport.map(\.name)))")
        }
        return lines.joined(separator: "\n")
    }

    private func canonical(_ node: YAMLNode) -> String {
        switch node.content {
        case .null: return "~"
        case .scalar(let text, _): return quoted(text)
        case .sequence(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case .mapping(let entries):
            return "{" + entries.sorted { $0.key < $1.key }
                .map { quoted($0.key) + ":" + canonical($0.value) }.joined(separator: ",") + "}"
        }
    }

    private func list(_ strings: [String]) -> String {
        "[" + strings.map(quoted).joined(separator: ",") + "]"
    }

    private func quoted(_ text: String) -> String {
        "\(text.utf8.count):\(text)"
    }
}

/// FNV-1a, 64 bits: small, fast, and the same on every platform and run (unlike
/// `Hasher`, which is seeded per process).
func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}
