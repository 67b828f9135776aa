import DilintFacts
import DilintSyntax

/// What a demand passed to an initializer or method asks for: the parameter's type in the
/// type table, through the type's own initializers or its nearest superclass's.
extension DIGraphBuilder {
    /// The type whose initializer a demand passes a parameter to, by its canonical name,
    /// and the parameter's label and position; nil for other demands.
    func initializerParameter(_ demand: TypeDemand, module: String, file: String?) -> (type: String, label: String?, index: Int)? {
        switch demand {
        case .parameter(let callee, let label, let index):
            return canonical(callee, module: module, file: file).map { ($0, label, index) }
        case .implicitInitializerParameter(let built, let label, let index):
            return canonical(built, module: module, file: file).map { ($0, label, index) }
        default:
            return nil
        }
    }

    /// The type of the parameter `label` (or unlabeled at `index`) of the named type's
    /// initializers, when they agree on one.
    func initializerParameterType(ofTypeNamed name: String, module: String, label: String?, index: Int) -> String? {
        initializerParameterNames.value(for: InitializerParameterInModule(type: name, module: module, label: label, index: index)) {
            initializerParameterTypeLookedUp(ofTypeNamed: name, module: module, label: label, index: index)
        }
    }

    func initializerParameterTypeLookedUp(ofTypeNamed name: String, module: String, label: String?, index: Int) -> String? {
        guard let id = types.type(named: name, module: module) else { return nil }
        let initializers = { (member: TypeMember) in member.kind == .initializer }
        let owner = types[id].kind == .class ? nearest(declaring: initializers, from: id) : id
        let found = parameterTypes(of: owner, label: label, index: index, in: initializers)
        // A struct's memberwise initializer: what no declared one takes, a stored property is.
        if found.isEmpty, types[id].kind == .struct, let label {
            return canonical(.property(owner: NameBytes.dottedParts(types[id].qualifiedName), name: label), module: types[id].module, file: types[id].site.path)
        }
        return found.count == 1 ? found.first : nil
    }

    /// Whether the parameter `label` (or unlabeled at `index`) of the named type's
    /// initializers is optional in every one that takes it (a struct's memberwise one: the
    /// stored property): DITranquillity then passes nil for what nothing registers.
    func initializerParameterIsOptional(ofTypeNamed name: String, module: String, label: String?, index: Int) -> Bool {
        guard let id = types.type(named: name, module: module) else { return false }
        let initializers = { (member: TypeMember) in member.kind == .initializer }
        let owner = types[id].kind == .class ? nearest(declaring: initializers, from: id) : id
        var optional: Bool?
        for member in types[owner].members where member.kind == .initializer {
            let parameters = member.parameters
            let parameter = label != nil
                ? parameters.first { $0.label == label }
                : (index < parameters.count && parameters[index].label == nil ? parameters[index] : nil)
            guard let parameter else { continue }
            let isOptional = parameter.type.unwrappingOptional.wasOptional
            if optional == nil { optional = isOptional } else if optional != isOptional { return false }
        }
        if optional == nil, types[id].kind == .struct, let label {
            optional = types[id].members.first { $0.kind == .storedProperty && $0.name == label }?.type?.unwrappingOptional.wasOptional
        }
        return optional == true
    }

    /// The type itself when it declares such a member, else its nearest superclass that
    /// does: a class inherits its superclass's initializers when it declares none, and its
    /// methods (the chain as the inheritance table gives it, cycles in broken code cut there).
    func nearest(declaring picked: (TypeMember) -> Bool, from id: TypeID) -> TypeID {
        guard !types[id].members.contains(where: picked) else { return id }
        var owner = id
        for superclass in types.inheritance.superclasses(of: .declared(id)) {
            guard let declared = superclass.declaredID else { break }
            owner = declared
            if types[declared].members.contains(where: picked) { break }
        }
        return owner
    }

    /// The types of the parameter a call passes by `label` (or unlabeled at `index`) to
    /// each of the type's members `in` picks (its initializers, a method's overloads).
    func parameterTypes(of owner: TypeID, label: String?, index: Int, in picked: (TypeMember) -> Bool) -> Set<String> {
        var found = Set<String>()
        let ownerType = types[owner]
        let scope = NameBytes.dottedParts(ownerType.qualifiedName)
        for member in ownerType.members where picked(member) {
            let parameters = member.parameters
            let parameter = label != nil
                ? parameters.first { $0.label == label }
                : (index < parameters.count && parameters[index].label == nil ? parameters[index] : nil)
            if let parameter, let type = canonical(WrittenType(parameter.type.unwrappingOptional.type, scope: scope), module: ownerType.module, file: member.site.path) {
                found.insert(type)
            }
        }
        return found
    }
}
