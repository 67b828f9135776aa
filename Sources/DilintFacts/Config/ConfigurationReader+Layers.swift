import DilintSyntax

/// `layers:`: a mapping of layer names to the files each holds and what they may use
/// (SPEC §7). A layer naming an unknown layer in `may_use`, a module claimed by two
/// layers and a layer holding no files are errors at their place in the file.
extension ConfigurationReader {
    static let layerKeys = ["paths", "modules", "may_use", "may_not_import"]

    func layers(_ entry: YAMLMappingEntry) throws(ConfigError) -> [ConfiguredLayer] {
        var result: [ConfiguredLayer] = []
        for item in try mapping(entry.value, describing: "layer names for 'layers'") {
            if item.key.isEmpty {
                throw fail("expected a layer name in 'layers', found an empty key", line: item.keyLine, column: item.keyColumn)
            }
            var layer = ConfiguredLayer(name: item.key, line: item.keyLine, column: item.keyColumn)
            let fields = try mapping(item.value, describing: "'paths', 'modules', 'may_use' and 'may_not_import' for layer '\(item.key)'")
            for field in fields {
                try checkKey(field, among: Self.layerKeys)
                switch field.key {
                case "paths": layer.paths = try locatedGlobs(field)
                case "modules": layer.modules = try names(field)
                case "may_use": layer.mayUse = try names(field)
                default: layer.mayNotImport = try names(field)
                }
            }
            if layer.paths.isEmpty && layer.modules.isEmpty {
                throw fail("layer '\(layer.name)' holds no files; expected 'paths' (file patterns) or 'modules' (module names)",
                           line: item.keyLine, column: item.keyColumn)
            }
            result.append(layer)
        }
        try checkReferences(result)
        return result
    }

    private func checkReferences(_ layers: [ConfiguredLayer]) throws(ConfigError) {
        let names = layers.map(\.name)
        let known = Set(names)
        var claimed: [String: ConfiguredLayer] = [:]
        for layer in layers {
            for used in layer.mayUse where !known.contains(used.name) {
                throw fail("unknown layer '\(used.name)' in 'may_use' of layer '\(layer.name)'" + hint(used.name, names),
                           line: used.line, column: used.column)
            }
            for module in layer.modules {
                if let other = claimed[module.name], other.name != layer.name {
                    throw fail("module '\(module.name)' is in two layers, '\(other.name)' and '\(layer.name)'; a file belongs to one layer",
                               line: module.line, column: module.column)
                }
                claimed[module.name] = layer
            }
        }
    }

    private func names(_ entry: YAMLMappingEntry) throws(ConfigError) -> [LocatedName] {
        try stringNodes(entry).map { LocatedName($0.string ?? "", line: $0.line, column: $0.column) }
    }
}
