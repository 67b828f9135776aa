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

/// A path pattern with where `.dilint.yml` writes it.
public struct LocatedPattern: Hashable, Sendable {
    public var glob: Glob
    public var line: Int
    public var column: Int

    public init(_ glob: Glob, line: Int, column: Int) {
        self.glob = glob
        self.line = line
        self.column = column
    }
}

/// A name with where `.dilint.yml` writes it.
public struct LocatedName: Hashable, Sendable {
    public var name: String
    public var line: Int
    public var column: Int

    public init(_ name: String, line: Int, column: Int) {
        self.name = name
        self.line = line
        self.column = column
    }
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
