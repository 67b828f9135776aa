import DilintSyntax

/// The project's own types that are not containers: a call on a value declared as one
/// (`registry: Registry`, `let builder = Toolbox()`) is that type's own `register`, not a
/// library's, in a file that reads a library only because its module reaches it.
public struct ForeignReceivers: Sendable {
    public private(set) var typeNames: Set<String> = []

    /// Names a DI library gives its containers, and the names a project subclassing one
    /// would inherit: a type declaring one of these in its inheritance is a container.
    static let containerTypeNames: Set<String> = [
        "Container", "Resolver", "Assembler", "DIContainer", "DIScope", "DIResolver", "DIContainerBuilder",
        "DependencyContainer", "SharedContainer", "ManagedContainer", "Resolving", "ServiceLocator",
    ]

    public init() {}

    /// The classes, structs, enums, actors and protocols the files declare, at any depth,
    /// that neither are named nor inherit like a container.
    public init(_ files: [SyntaxFile]) {
        for file in files {
            var pending = file.declarations
            while let declaration = pending.popLast() {
                pending += declaration.members
                guard declaration.isTypeDeclaration, declaration.kind != .typealias, declaration.kind != .associatedtype,
                      !Self.containerTypeNames.contains(declaration.name),
                      !declaration.inheritance.contains(where: { Self.containerTypeNames.contains($0.lastName ?? "") }) else { continue }
                typeNames.insert(declaration.name)
            }
        }
        // A name also declared as a container somewhere (an extension adding a container
        // conformance, a same-named nested type) stays possible.
        for file in files {
            for declaration in file.declarations where declaration.kind == .extension
                && declaration.inheritance.contains(where: { Self.containerTypeNames.contains($0.lastName ?? "") }) {
                typeNames.remove(declaration.name)
            }
        }
    }

    /// Whether the expression a call is made on is declared, here, as one of those types:
    /// a parameter, a local or a property with that written type or built by its initializer.
    func isForeign(_ receiver: Expression?, properties: ArraySlice<CallChain.Link>, _ context: ExpressionContext) -> Bool {
        guard !typeNames.isEmpty, let receiver = receiver?.unwrappedForChain, case .identifier(let name) = receiver.kind else { return false }
        let binding: (type: TypeSyntax?, initializer: Expression?)?
        if name == "self" {
            guard let property = properties.first, !property.isCall, let member = context.memberBinding(named: property.name) else { return false }
            binding = (member.type, member.initializer)
        } else {
            guard properties.first?.isCall != false else { return false }
            if let parameter = context.enclosingFunction?.parameters.first(where: { $0.name == name }) {
                binding = (parameter.type, nil)
            } else if let local = context.localBinding(named: name) ?? context.memberBinding(named: name) {
                binding = (local.type, local.initializer)
            } else {
                binding = nil
            }
        }
        guard let binding else { return false }
        if let type = binding.type?.unwrappingOptional.type.nominalName { return typeNames.contains(type) }
        if let initializer = binding.initializer?.unwrapped, case .call(let callee, _, _) = initializer.kind,
           case .identifier(let type) = callee.kind {
            return typeNames.contains(type)
        }
        return false
    }
}
