import DilintSyntax

/// Turns the YAML tree of `.dilint.yml` into a `Configuration`, rejecting unknown keys
/// (with the closest valid one) and values of the wrong type, each at its location.
struct ConfigurationReader {
    static let topLevelKeys = ["included", "excluded", "rules", "containers", "assume_registered", "modules", "composition_root", "layers"]
    static let containerKeys = ["locators", "conformance", "forwarders", "wrappers"]
    static let locatorKeys = ["type", "register", "resolve", "resolve_many"]

    let path: String
    let knownRuleIDs: [String]
    /// Each rule's options and their types; nil: options are not checked.
    var ruleOptions: [String: [String: String]]? = nil

    func read(_ root: YAMLNode) throws(ConfigError) -> Configuration {
        var configuration = Configuration()
        if root.isNull { return configuration }
        let entries = try mapping(root, describing: "the configuration's top level")
        for entry in entries {
            try checkKey(entry, among: Self.topLevelKeys)
            switch entry.key {
            case "included": configuration.included = try globs(entry)
            case "excluded": configuration.excluded = try globs(entry)
            case "rules": configuration.rules = try rules(entry)
            case "containers": configuration.containers = try containers(entry)
            case "modules": configuration.modules = try modules(entry)
            case "composition_root": configuration.architecture.compositionRoot = try locatedGlobs(entry)
            case "layers": configuration.architecture.layers = try layers(entry)
            default: configuration.assumeRegistered = try strings(entry)
            }
        }
        return configuration
    }

    // MARK: - Sections

    private func globs(_ entry: YAMLMappingEntry) throws(ConfigError) -> [Glob] {
        try locatedGlobs(entry).map(\.glob)
    }

    func locatedGlobs(_ entry: YAMLMappingEntry) throws(ConfigError) -> [LocatedPattern] {
        var result: [LocatedPattern] = []
        for node in try stringNodes(entry) {
            do {
                result.append(LocatedPattern(try Glob(node.string ?? ""), line: node.line, column: node.column))
            } catch {
                throw fail("invalid pattern '\(node.string ?? "")' in '\(entry.key)': \(error.message)", at: node)
            }
        }
        return result
    }

    /// `modules: {App: [App/**], Widget: Widget/**}`: a mapping of module names to
    /// patterns.
    private func modules(_ entry: YAMLMappingEntry) throws(ConfigError) -> [ConfiguredModule] {
        var result: [ConfiguredModule] = []
        for module in try mapping(entry.value, describing: "module names to file patterns for 'modules'") {
            if module.key.isEmpty {
                throw fail("expected a module name in 'modules', found an empty key", line: module.keyLine, column: module.keyColumn)
            }
            result.append(ConfiguredModule(name: module.key, patterns: try globs(module)))
        }
        return result
    }

    private func rules(_ entry: YAMLMappingEntry) throws(ConfigError) -> [String: RuleSetting] {
        var result: [String: RuleSetting] = [:]
        for rule in try mapping(entry.value, describing: "rule ids for 'rules'") {
            if !knownRuleIDs.contains(rule.key) {
                throw fail("unknown rule '\(rule.key)'" + hint(rule.key, knownRuleIDs), line: rule.keyLine, column: rule.keyColumn)
            }
            let value = rule.value
            if let mapping = value.mapping {
                var setting = RuleSetting(level: nil, line: value.line, column: value.column)
                for option in mapping {
                    if option.key == "severity" {
                        setting.level = try level(option.value, rule: rule.key)
                    } else {
                        try checkOption(option, of: rule.key)
                        setting.options.append(option)
                    }
                }
                result[rule.key] = setting
            } else if value.string != nil {
                result[rule.key] = RuleSetting(level: try level(value, rule: rule.key), line: value.line, column: value.column)
            } else {
                throw fail("expected off, note, warning, error or a mapping with 'severity' for rule '\(rule.key)', found \(value.kindDescription)",
                           at: value)
            }
        }
        return result
    }

    private func checkOption(_ option: YAMLMappingEntry, of rule: String) throws(ConfigError) {
        guard let known = ruleOptions?[rule] else { return }
        guard let type = known[option.key] else {
            let names = ["severity"] + known.keys.sorted()
            throw fail("unknown option '\(option.key)' for rule '\(rule)'; expected one of \(names.joined(separator: ", "))" + hint(option.key, names),
                       line: option.keyLine, column: option.keyColumn)
        }
        if type == "boolean", option.value.string != "true", option.value.string != "false" {
            let found = option.value.string.map { "'\($0)'" } ?? option.value.kindDescription
            throw fail("expected true or false for '\(option.key)' of rule '\(rule)', found \(found)", at: option.value)
        }
        // A list, or one string standing for a list of one, as the file's other lists.
        if type.hasPrefix("list of"), option.value.string == nil {
            guard let items = option.value.sequence else {
                throw fail("expected a \(type) for '\(option.key)' of rule '\(rule)', found \(option.value.kindDescription)", at: option.value)
            }
            if let item = items.first(where: { $0.string == nil }) {
                throw fail("expected a \(type) for '\(option.key)' of rule '\(rule)', found \(item.kindDescription) in it", at: item)
            }
        }
    }

    private func level(_ node: YAMLNode, rule: String) throws(ConfigError) -> RuleSetting.Level {
        let names = RuleSetting.Level.allCases.map(\.rawValue)
        guard let text = node.string else {
            throw fail("expected off, note, warning or error as the severity of '\(rule)', found \(node.kindDescription)", at: node)
        }
        guard let level = RuleSetting.Level(rawValue: text) else {
            throw fail("expected off, note, warning or error as the severity of '\(rule)', found '\(text)'" + hint(text, names),
                       at: node)
        }
        return level
    }

    private func containers(_ entry: YAMLMappingEntry) throws(ConfigError) -> ContainerSettings {
        var result = ContainerSettings()
        if entry.value.isNull { return result }
        for section in try mapping(entry.value, describing: "'containers'") {
            try checkKey(section, among: Self.containerKeys)
            switch section.key {
            case "locators": result.locators = try locators(section)
            case "forwarders": result.forwarders = try strings(section)
            case "wrappers": result.wrappers = try strings(section).map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
            default: result.conformance = try conformance(section)
            }
        }
        return result
    }

    private func locators(_ entry: YAMLMappingEntry) throws(ConfigError) -> [LocatorSettings] {
        if entry.value.isNull { return [] }
        guard let items = entry.value.sequence else {
            throw fail("expected a list of locators for 'locators', found \(entry.value.kindDescription)", at: entry.value)
        }
        var result: [LocatorSettings] = []
        for item in items {
            let fields = try mapping(item, describing: "a locator (with 'type', 'register', 'resolve', 'resolve_many')")
            var locator = LocatorSettings(type: "")
            var hasType = false
            for field in fields {
                try checkKey(field, among: Self.locatorKeys)
                switch field.key {
                case "type":
                    guard let name = field.value.string, !name.isEmpty else {
                        throw fail("expected a type name for 'type', found \(field.value.kindDescription)", at: field.value)
                    }
                    locator.type = name
                    hasType = true
                case "register": locator.register = try strings(field)
                case "resolve": locator.resolve = try strings(field)
                default: locator.resolveMany = try strings(field)
                }
            }
            if !hasType {
                throw fail("missing 'type' in this locator; expected the name of the type that receives the calls", at: item)
            }
            result.append(locator)
        }
        return result
    }

    private func conformance(_ entry: YAMLMappingEntry) throws(ConfigError) -> [String: ConfiguredLifetime] {
        var result: [String: ConfiguredLifetime] = [:]
        if entry.value.isNull { return result }
        let names = ConfiguredLifetime.allCases.map(\.rawValue)
        for item in try mapping(entry.value, describing: "protocol names for 'conformance'") {
            guard let text = item.value.string else {
                throw fail("expected singleton, scoped or transient for '\(item.key)', found \(item.value.kindDescription)",
                           at: item.value)
            }
            guard let lifetime = ConfiguredLifetime(rawValue: text) else {
                throw fail("expected singleton, scoped or transient for '\(item.key)', found '\(text)'" + hint(text, names),
                           at: item.value)
            }
            result[item.key] = lifetime
        }
        return result
    }

    // MARK: - Shapes

    func mapping(_ node: YAMLNode, describing what: String) throws(ConfigError) -> [YAMLMappingEntry] {
        if node.isNull { return [] }
        guard let entries = node.mapping else {
            throw fail("expected a mapping of \(what), found \(node.kindDescription)", at: node)
        }
        return entries
    }

    /// A list of strings, or one string standing for a list of one.
    func stringNodes(_ entry: YAMLMappingEntry) throws(ConfigError) -> [YAMLNode] {
        let value = entry.value
        if value.isNull { return [] }
        if value.string != nil { return [value] }
        guard let items = value.sequence else {
            throw fail("expected a list of strings for '\(entry.key)', found \(value.kindDescription)", at: value)
        }
        for item in items where item.string == nil {
            throw fail("expected a list of strings for '\(entry.key)', found \(item.kindDescription) in it", at: item)
        }
        return items
    }

    func strings(_ entry: YAMLMappingEntry) throws(ConfigError) -> [String] {
        try stringNodes(entry).compactMap(\.string)
    }

    func checkKey(_ entry: YAMLMappingEntry, among keys: [String]) throws(ConfigError) {
        guard !keys.contains(entry.key) else { return }
        let suggestion = closestMatch(entry.key, in: keys)
        let message = suggestion.map { "unknown key '\(entry.key)'; did you mean '\($0)'?" }
            ?? "unknown key '\(entry.key)'; expected one of " + keys.map { "'\($0)'" }.joined(separator: ", ")
        throw fail(message, line: entry.keyLine, column: entry.keyColumn)
    }

    func hint(_ word: String, _ candidates: [String]) -> String {
        closestMatch(word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    func fail(_ message: String, at node: YAMLNode) -> ConfigError {
        fail(message, line: node.line, column: node.column)
    }

    func fail(_ message: String, line: Int, column: Int) -> ConfigError {
        ConfigError(path: path, line: line, column: column, message: message)
    }
}
