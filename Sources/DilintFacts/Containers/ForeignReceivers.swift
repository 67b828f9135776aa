import DilintSyntax

/// The project's own types that are not containers: a call on a value declared as one
/// (`registry: Registry`, `let builder = Toolbox()`) is that type's own `register`, not a
/// library's, in a file that reads a library only because its module reaches it.
public struct ForeignReceivers: Sendable {
    public private(set) var typeNames: Set<String> = []

    /// Names a DI library gives its containers, and the names a project subclassing one
    /// would inherit: a type declaring one of these in its inheritance is a container.
    static let containerTypeNames: Set<String> = DITranquillityRecognizer.containerTypes.union([
        "Container", "Resolver", "Assembler", "DependencyContainer", "SharedContainer", "ManagedContainer", "Resolving", "ServiceLocator",
    ])

    public init() {}

    /// The classes, structs, enums, actors and protocols the files declare, at any depth,
    /// that neither are named nor inherit like a container (`FileOutline`).
    public init(_ files: [FileOutline]) {
        var containers = Set<String>()
        for file in files {
            typeNames.formUnion(file.typeNames)
            // A name also declared as a container (an extension adding a container
            // conformance, a same-named nested type) stays possible.
            containers.formUnion(file.containerNames)
        }
        typeNames.subtract(containers)
    }

    /// One file's declared types, at any depth: those that neither are named nor inherit
    /// like a container, and the names declared like one (a name declared twice is listed
    /// twice: the project's sets take them).
    static func declaredTypes(in file: SyntaxFile) -> (types: [String], containers: [String]) {
        var types: [String] = []
        var containers: [String] = []
        var pending = file.declarations.filter(Self.mayDeclareTypes)
        while let declaration = pending.popLast() {
            for member in declaration.members where Self.mayDeclareTypes(member) { pending.append(member) }
            let isContainer = Self.containerTypeNames.contains(declaration.name)
                || declaration.inheritance.contains(where: Self.namesAContainer)
            if isContainer {
                containers.append(declaration.name)
            } else if declaration.isTypeDeclaration {
                types.append(declaration.name)
            }
        }
        return (types, containers)
    }

    /// `Container`, `Swinject.Container`, read from the last component as it is: this runs
    /// over every type's inheritance, where building the dotted name cost more than the rest.
    private static func namesAContainer(_ type: TypeSyntax) -> Bool {
        guard case .named(let components) = type, let last = components.last else { return false }
        return containerTypeNames.contains(last.name)
    }

    /// Types nest only in types and extensions.
    private static func mayDeclareTypes(_ declaration: Declaration) -> Bool {
        declaration.isTypeDeclaration || declaration.kind == .extension
    }

    /// Whether the expression a call is made on is declared, here, as one of those types:
    /// a parameter, a local or a property with that written type or built by its initializer.
    func isForeign(_ receiver: Expression?, properties: ArraySlice<CallChain.Link>, _ context: ExpressionContext) -> Bool {
        guard !typeNames.isEmpty, let type = Self.declaredType(of: receiver, properties: properties, context) else { return false }
        return typeNames.contains(type)
    }

    /// The name of the type the expression a call is made on is declared as, here: the
    /// written type of the parameter, local or property it names, else the type whose
    /// initializer built it; nil when the file does not say.
    static func declaredType(of receiver: Expression?, properties: ArraySlice<CallChain.Link>, _ context: ExpressionContext) -> String? {
        guard let receiver = receiver?.unwrappedForChain, case .identifier(let name) = receiver.kind else { return nil }
        let binding: (type: TypeSyntax?, initializer: Expression?)?
        if name == "self" {
            guard let property = properties.first, !property.isCall, let member = context.memberBinding(named: property.name) else { return nil }
            binding = (member.type, member.initializer)
        } else {
            guard properties.first?.isCall != false else { return nil }
            if let parameter = context.enclosingFunction?.parameters.first(where: { $0.name == name }) {
                binding = (parameter.type, nil)
            } else if let local = context.localBinding(named: name) ?? context.memberBinding(named: name) {
                binding = (local.type, local.initializer)
            } else {
                binding = nil
            }
        }
        guard let binding else { return nil }
        if let type = binding.type?.unwrappingOptional.type.nominalName { return type }
        if let initializer = binding.initializer?.unwrapped, case .call(let callee, _, _) = initializer.kind,
           case .identifier(let type) = callee.kind {
            return type
        }
        return nil
    }
}
