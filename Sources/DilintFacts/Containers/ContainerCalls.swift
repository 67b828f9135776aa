import DilintSyntax

/// A configuring function calling another (`registerAllServices()` calling
/// `registerServices()`): what both register configures one container.
public struct ConfiguringCall: Codable, Sendable, Hashable {
    /// The calling function's symbol (`Resolver.registerAllServices()`).
    public var caller: String
    /// The called function's name, called without arguments (`registerServices`).
    public var callee: String
    /// The branches the call sits in (`if isUITesting { registerMocks() }`).
    public var conditions: [ConditionalBranch]

    public init(caller: String, callee: String, conditions: [ConditionalBranch] = []) {
        self.caller = caller
        self.callee = callee
        self.conditions = conditions
    }
}

/// A function called on a container (`container.addCore()`), by name: a project's
/// `extension Container` function registers into that container.
public struct HelperCall: Codable, Sendable {
    public var function: String
    public var container: ContainerHint
    public var location: SourceLocation

    public init(function: String, container: ContainerHint, location: SourceLocation) {
        self.function = function
        self.container = container
        self.location = location
    }
}

/// A call that empties a container of its registrations, where it is written.
public struct ContainerReset: Codable, Sendable {
    public var dialect: Dialect
    public var container: ContainerHint
    public var location: SourceLocation
    /// The enclosing declaration (`Type.method(a:)`), as a registration's.
    public var symbol: String?

    public init(dialect: Dialect, container: ContainerHint, location: SourceLocation, symbol: String?) {
        self.dialect = dialect
        self.container = container
        self.location = location
        self.symbol = symbol
    }
}
