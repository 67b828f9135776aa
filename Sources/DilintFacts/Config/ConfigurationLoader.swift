import DilintSyntax
import Foundation

/// Finds, reads and checks `.dilint.yml`.
public enum ConfigurationLoader {
    public static let fileName = ".dilint.yml"

    /// Reads the configuration at `path`. Errors name `path` as given, so the caller
    /// decides how it is shown.
    /// `ruleOptions`, when given, lists each rule's options (name → type as the rule's page
    /// writes it) and rejects any other key under a rule.
    public static func load(path: String, knownRuleIDs: [String],
                            ruleOptions: [String: [String: String]]? = nil) throws(ConfigError) -> Configuration {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ConfigError(path: path, line: 1, column: 1, message: "configuration file not found")
        }
        guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: path) else {
            throw ConfigError(path: path, line: 1, column: 1,
                              message: isDirectory.boolValue ? "expected a configuration file, found a directory"
                                                             : "cannot read the configuration file")
        }
        let root = try YAMLReader.parse(bytes: [UInt8](data), path: path)
        var configuration = try ConfigurationReader(path: path, knownRuleIDs: knownRuleIDs, ruleOptions: ruleOptions).read(root)
        configuration.baseDirectory = FilePaths.parent(of: FilePaths.absolute(path))
        configuration.filePath = path
        return configuration
    }

    /// Checks configuration text that has no file, e.g. in tests; patterns are relative to
    /// `baseDirectory`.
    public static func parse(_ text: String, path: String, baseDirectory: String,
                             knownRuleIDs: [String], ruleOptions: [String: [String: String]]? = nil) throws(ConfigError) -> Configuration {
        let root = try YAMLReader.parse(text, path: path)
        var configuration = try ConfigurationReader(path: path, knownRuleIDs: knownRuleIDs, ruleOptions: ruleOptions).read(root)
        configuration.baseDirectory = baseDirectory
        configuration.filePath = path
        return configuration
    }

    /// The nearest `.dilint.yml` in `directory` or one of its parents, as an absolute path.
    public static func discover(from directory: String) -> String? {
        var current = FilePaths.absolute(directory)
        while true {
            let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
            if current == "/" { return nil }
            current = FilePaths.parent(of: current)
        }
    }
}
