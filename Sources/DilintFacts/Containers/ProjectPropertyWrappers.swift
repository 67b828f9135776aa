import DilintSyntax

/// A project's own property wrapper over a container whose lookups can fail: `@propertyWrapper
/// struct Inject<T>` whose body resolves `T` (`DependencyProvider.shared.container.resolve(T.self)`
/// in Swinject, `Resolver.resolve(T.self)` or `resolver.optional()` in Resolver). Each use
/// (`@Inject var api: API`) is a resolution of the property's type in the wrapper's dialect,
/// from the container the wrapper's own call names (unknown when that is a local or a
/// parameter).
public enum ProjectPropertyWrappers {
    /// The dialects a wrapper is looked for in, and the libraries that bring them.
    public static let dialects: Set<Dialect> = [.swinject, .resolver]
    public static let libraries: Set<String> = SwinjectRecognizer.modules.union(ResolverRecognizer.modules)

    /// Whether the bytes may declare one.
    public static func mayDeclare(_ source: SourceFile) -> Bool {
        source.contains("@propertyWrapper") && (source.contains("resolve(") || source.contains("optional("))
    }

    /// Whether a file's syntax declares a property wrapper with one generic parameter.
    static func declaresGenericWrapper(_ syntax: SyntaxFile) -> Bool {
        syntax.declarations.contains(where: isGenericWrapper)
    }

    /// The wrappers a whole parse declares, by name, with the dialect and container each
    /// resolves from; `facts` are the file's: the wrapper's own resolution of its generic
    /// parameter says which.
    public static func declared(in syntax: SyntaxFile, facts: ContainerFacts) -> [String: ProjectPropertyWrapper] {
        var wrappers: [String: ProjectPropertyWrapper] = [:]
        for declaration in syntax.declarations where isGenericWrapper(declaration) {
            let parameter = declaration.genericParameters[0].name
            let lines = syntax.file.location(of: declaration.range.lowerBound).line...syntax.file.location(of: declaration.range.upperBound).line
            // Its resolution of the parameter, which the extraction writes as unknown. Resolver
            // infers the type from where the value goes (`let made: T = Resolver.resolve()`),
            // which names the parameter and so leaves the demand unknown: in a wrapper generic
            // over one type, that type is the only one left to infer.
            let own = facts.resolutions.first { resolution in
                guard dialects.contains(resolution.dialect), lines.contains(resolution.location.line) else { return false }
                switch resolution.demand {
                case .type(let written):
                    if case .unknown(parameter) = written.written { return true }
                    return written.written.nominalName == parameter
                case .unknown:
                    return resolution.dialect == .resolver
                default:
                    return false
                }
            }
            guard let own else { continue }
            // A container known only by a local's or a parameter's name is no container the
            // uses can name.
            if case .variable(let name) = own.container, !name.contains(".") {
                wrappers[declaration.name] = ProjectPropertyWrapper(dialect: own.dialect, container: .unknown)
            } else {
                wrappers[declaration.name] = ProjectPropertyWrapper(dialect: own.dialect, container: own.container)
            }
        }
        return wrappers
    }

    private static func isGenericWrapper(_ declaration: Declaration) -> Bool {
        (declaration.kind == .struct || declaration.kind == .class) && declaration.genericParameters.count == 1
            && declaration.attributes.contains { $0.name == "propertyWrapper" }
    }
}

/// One of the project's property wrappers: the dialect its body resolves in, and from
/// which container.
public struct ProjectPropertyWrapper: Hashable, Sendable {
    public var dialect: Dialect
    public var container: ContainerHint

    public init(dialect: Dialect, container: ContainerHint) {
        self.dialect = dialect
        self.container = container
    }
}
