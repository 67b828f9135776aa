import DilintSyntax

/// What the project asks of a file's imports and declarations before its type table is
/// built: read in the file's own pass, from the syntax that pass parsed, and cached with
/// its other facts, so that the driver's project-wide questions and the rules read these
/// rather than the file's syntax tree.
public struct FileOutline: Sendable, Equatable {
    public var imports: [Import] = []
    /// The classes, structs, enums, actors and protocols it declares, at any depth, that
    /// neither are named nor inherit like a container, and those that do (`ForeignReceivers`).
    public var typeNames: [String] = []
    public var containerNames: [String] = []
    /// Its top-level aliases of Factory's property wrappers (`typealias Dependency = Injected`),
    /// to the wrapper, in order.
    public var factoryWrapperAliases: [WrapperAlias] = []
    /// Whether it extends Swinject's `Container` at the top level: a registration helper may be there.
    public var extendsContainer = false
    /// Whether it declares a property wrapper generic over one type (`ProjectPropertyWrappers`).
    public var declaresGenericWrapper = false
    /// Whether it declares a function shaped like a forwarder (`ProjectForwarders`).
    public var mayDeclareForwarder = false
    /// The declared result of each top-level function not generic (`func makePricing() -> Pricing`).
    public var functionResults: [FunctionResult] = []

    public struct WrapperAlias: Sendable, Equatable {
        public var alias: String
        public var wrapper: String
    }

    public struct FunctionResult: Sendable, Equatable {
        public var name: String
        public var type: TypeSyntax
    }

    public init() {}

    public init(_ syntax: SyntaxFile) {
        imports = syntax.imports
        (typeNames, containerNames) = ForeignReceivers.declaredTypes(in: syntax)
        factoryWrapperAliases = FactoryRecognizer.wrapperAliases(in: syntax)
        extendsContainer = syntax.declarations.contains { $0.kind == .extension && ($0.name == "Container" || $0.name == "Swinject.Container") }
        declaresGenericWrapper = ProjectPropertyWrappers.declaresGenericWrapper(syntax)
        mayDeclareForwarder = ProjectForwarders.mayDeclare(in: syntax)
        for declaration in syntax.declarations where declaration.kind == .function {
            // A function returning nothing written returns `Void`: no factory's type.
            // A generic one's result is the caller's to fix (`func make<T>() -> T`).
            guard let type = declaration.returnType, declaration.genericParameters.isEmpty else { continue }
            functionResults.append(FunctionResult(name: declaration.name, type: type))
        }
    }
}
