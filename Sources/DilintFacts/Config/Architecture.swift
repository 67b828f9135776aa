import DilintSyntax

/// `composition_root:` and `layers:` of `.dilint.yml` (SPEC §7): how the team says the app
/// is put together, for the architecture rules. Each pattern and name keeps where it was
/// written, for the errors and warnings that point at it.
public struct ArchitectureSettings: Hashable, Sendable {
    /// The files where the container is configured and resolving from it is the design.
    public var compositionRoot: [LocatedPattern] = []
    /// In the file's order.
    public var layers: [ConfiguredLayer] = []

    public init(compositionRoot: [LocatedPattern] = [], layers: [ConfiguredLayer] = []) {
        self.compositionRoot = compositionRoot
        self.layers = layers
    }

    public var isEmpty: Bool { compositionRoot.isEmpty && layers.isEmpty }
}

/// A value with where `.dilint.yml` writes it.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var line: Int
    public var column: Int

    public init(_ value: Value, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }
}

public typealias LocatedPattern = Located<Glob>
public typealias LocatedName = Located<String>

extension Located where Value == Glob {
    public var glob: Glob { value }
}

extension Located where Value == String {
    public var name: String { value }
}

/// One layer under `layers:`: the files it holds (by `paths`, by `modules`, or both), the
/// layers its files may use besides their own, and the modules they may not import.
public struct ConfiguredLayer: Hashable, Sendable {
    public var name: String
    public var line: Int
    public var column: Int
    public var paths: [LocatedPattern] = []
    public var modules: [LocatedName] = []
    public var mayUse: [LocatedName] = []
    public var mayNotImport: [LocatedName] = []

    public init(name: String, line: Int, column: Int) {
        self.name = name
        self.line = line
        self.column = column
    }
}
