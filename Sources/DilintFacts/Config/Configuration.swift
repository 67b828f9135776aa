import DilintSyntax

/// What `.dilint.yml` says (SPEC §4), checked and typed. Rule options stay YAML nodes:
/// each rule reads and checks its own.
public struct Configuration: Hashable, Sendable {
    /// Where analysis looks when no path is named; relative to `baseDirectory`.
    public var included: [Glob]
    /// Files and folders never analyzed; relative to `baseDirectory`.
    public var excluded: [Glob]
    /// Per rule id, what the file says about it. A rule that is absent keeps its defaults.
    public var rules: [String: RuleSetting]
    public var containers: ContainerSettings
    /// Types provided outside the analyzed code, e.g. by the app delegate at launch.
    public var assumeRegistered: [String]
    /// `modules:`: which files make which module, where no project description says it.
    public var modules: [ConfiguredModule]
    /// `composition_root:` and `layers:`, for the architecture rules.
    public var architecture = ArchitectureSettings()
    /// The folder holding the configuration file; patterns are relative to it. For the
    /// built-in defaults, the current directory.
    public var baseDirectory: String
    /// The configuration file, or nil for the built-in defaults.
    public var filePath: String?

    public init(included: [Glob] = [], excluded: [Glob] = [], rules: [String: RuleSetting] = [:],
                containers: ContainerSettings = ContainerSettings(), assumeRegistered: [String] = [],
                modules: [ConfiguredModule] = [], baseDirectory: String = ".", filePath: String? = nil) {
        self.included = included
        self.excluded = excluded
        self.rules = rules
        self.containers = containers
        self.assumeRegistered = assumeRegistered
        self.modules = modules
        self.baseDirectory = baseDirectory
        self.filePath = filePath
    }

    /// No configuration file: every rule at its default, the container shapes of SPEC §6
    /// recognised by the analyzer itself, the current directory analyzed.
    public static let `default` = Configuration()
}

/// One entry under `rules:`: `off`, a severity, or a mapping with `severity` and the
/// rule's own options.
public struct RuleSetting: Hashable, Sendable {
    public enum Level: String, Hashable, Sendable, CaseIterable {
        case off, note, warning, error
    }

    /// nil when only options are given: the rule keeps its default severity.
    public var level: Level?
    /// The rule's own options, in file order, with their locations for the rule's errors.
    public var options: [YAMLMappingEntry]
    public var line: Int
    public var column: Int

    public init(level: Level?, options: [YAMLMappingEntry] = [], line: Int = 1, column: Int = 1) {
        self.level = level
        self.options = options
        self.line = line
        self.column = column
    }

    public var isEnabled: Bool { level != .off }

    /// The severity to report at, or nil when the rule's default applies or it is off.
    public var severity: Severity? {
        switch level {
        case .note: return .note
        case .warning: return .warning
        case .error: return .error
        case .off, nil: return nil
        }
    }

    public func option(_ name: String) -> YAMLNode? {
        options.first { $0.key == name }?.value
    }
}

/// `containers:`: home-made containers the analyzer cannot know by name.
public struct ContainerSettings: Hashable, Sendable {
    public var locators: [LocatorSettings]
    /// Protocol name → lifetime of the types that conform to it.
    public var conformance: [String: ConfiguredLifetime]
    /// The project's own functions that resolve their generic parameter (`inject()`,
    /// `resolveService(API.self)`), as `.dilint.yml` names them.
    public var forwarders: [String] = []
    /// The project's own property wrappers that resolve their value (`@Inject`), as
    /// `.dilint.yml` names them.
    public var wrappers: [String] = []
    /// The project's own Swinject registration helpers, by name, with the lifetime each
    /// gives (`SwinjectRegistrationHelpers`): found in the code, not configured.
    public var registrationHelpers: [String: Lifetime] = [:]
    /// The project's own property wrappers over a container, by name, with the dialect and
    /// container each resolves from (`ProjectPropertyWrappers`): found in the code.
    public var propertyWrappers: [String: ProjectPropertyWrapper] = [:]
    /// The project's own generic functions that resolve what their caller asks for, by
    /// name, with the types whose static function each is and the dialect each speaks
    /// (`ProjectForwarders`): found in the code, not configured.
    public var projectForwarders: [String: [String: Dialect]] = [:]
    /// The project's typealiases of Factory's property wrappers (`typealias Dependency =
    /// Injected`), alias → wrapper: found in the code, not configured.
    public var factoryWrapperAliases: [String: String] = [:]

    public init(locators: [LocatorSettings] = [], conformance: [String: ConfiguredLifetime] = [:]) {
        self.locators = locators
        self.conformance = conformance
    }
}

/// A home-made service locator: the type (or its static `shared` instance) that
/// receives the calls, and which of its methods register and resolve.
public struct LocatorSettings: Hashable, Sendable {
    public var type: String
    public var register: [String]
    public var resolve: [String]
    public var resolveMany: [String]

    public init(type: String, register: [String] = [], resolve: [String] = [], resolveMany: [String] = []) {
        self.type = type
        self.register = register
        self.resolve = resolve
        self.resolveMany = resolveMany
    }
}

/// The lifetime a registering protocol gives its conforming types.
public enum ConfiguredLifetime: String, Hashable, Sendable, CaseIterable {
    case singleton, scoped, transient
}

/// One entry under `modules:`: a module's name and the files it holds, as patterns
/// relative to the configuration's folder, in the file's order (the first module whose
/// pattern matches a file takes it).
public struct ConfiguredModule: Hashable, Sendable {
    public var name: String
    public var patterns: [Glob]

    public init(name: String, patterns: [Glob]) {
        self.name = name
        self.patterns = patterns
    }
}
