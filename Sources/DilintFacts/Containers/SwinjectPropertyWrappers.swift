import DilintSyntax

/// A project's own property wrapper over a Swinject container: `@propertyWrapper struct
/// Inject<T>` whose body resolves `T` (`DependencyProvider.shared.container.resolve(T.self)`).
/// Each use (`@Inject var api: API`) is a resolution of the property's type, from the
/// container the wrapper's own call names (unknown when that is a local or a parameter).
public enum SwinjectPropertyWrappers {
    /// Whether the bytes may declare one.
    public static func mayDeclare(_ source: SourceFile) -> Bool {
        source.contains("@propertyWrapper") && source.contains("resolve(")
    }

    /// Whether a file's syntax declares a property wrapper with one generic parameter.
    public static func declaresGenericWrapper(_ syntax: SyntaxFile) -> Bool {
        syntax.declarations.contains(where: isGenericWrapper)
    }

    /// The wrappers a whole parse declares, by name, with the container each resolves from;
    /// `facts` are the file's, read for Swinject: the wrapper's own resolution of its
    /// generic parameter says which container.
    public static func declared(in syntax: SyntaxFile, facts: ContainerFacts) -> [String: ContainerHint] {
        var wrappers: [String: ContainerHint] = [:]
        for declaration in syntax.declarations where isGenericWrapper(declaration) {
            let parameter = declaration.genericParameters[0].name
            let lines = syntax.file.location(of: declaration.range.lowerBound).line...syntax.file.location(of: declaration.range.upperBound).line
            // Its resolution of the parameter, which the extraction writes as unknown.
            let own = facts.resolutions.first { resolution in
                guard resolution.dialect == .swinject, lines.contains(resolution.location.line),
                      case .type(let written) = resolution.demand else { return false }
                if case .unknown(parameter) = written.written { return true }
                return written.written.nominalName == parameter
            }
            guard let own else { continue }
            // A container known only by a local's or a parameter's name is no container the
            // uses can name.
            if case .variable(let name) = own.container, !name.contains(".") {
                wrappers[declaration.name] = .unknown
            } else {
                wrappers[declaration.name] = own.container
            }
        }
        return wrappers
    }

    private static func isGenericWrapper(_ declaration: Declaration) -> Bool {
        (declaration.kind == .struct || declaration.kind == .class) && declaration.genericParameters.count == 1
            && declaration.attributes.contains { $0.name == "propertyWrapper" }
    }
}
