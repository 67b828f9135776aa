import DilintFacts

/// `modules:` of `.dilint.yml`, ready to ask of a file: its patterns are relative to the
/// configuration's folder, the files' paths to the current directory.
public struct ConfiguredModules: Sendable {
    let modules: [ConfiguredModule]
    /// Absolute.
    let baseDirectory: String
    let configurationPath: String

    public init(_ configuration: Configuration) {
        modules = configuration.modules
        baseDirectory = FilePaths.absolute(configuration.baseDirectory)
        configurationPath = configuration.filePath ?? ".dilint.yml"
    }

    public init() {
        self.init(Configuration.default)
    }

    var isEmpty: Bool { modules.isEmpty }

    /// The first module with a pattern matching the file or a folder holding it.
    func module(of path: String) -> String? {
        guard !modules.isEmpty else { return nil }
        let absolute = FilePaths.absolute(path)
        let relative = FilePaths.relative(absolute, to: baseDirectory)
        for module in modules where module.patterns.contains(where: { $0.matches($0.isAbsolute ? absolute : relative) }) {
            return module.name
        }
        return nil
    }

    func info(_ name: String) -> ModuleInfo? {
        modules.contains { $0.name == name } ? ModuleInfo(name: name, origin: .configuration(configurationPath)) : nil
    }
}
