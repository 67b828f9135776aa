import DilintSyntax

/// What type a resolution asks for, read from where it stands: a cast or annotation, the
/// property it is assigned to, the parameter it is passed as — of an initializer, of a
/// method of the object being injected into, or of an `.init(…)` written without its type.
extension ContainerExtraction {
    /// What the context says the resolved type is: a cast, an annotation, a property, a
    /// parameter; an optional's wrapped type (`let s: P? = locator.get()` asks for P).
    public func demand(_ context: ExpressionContext) -> TypeDemand {
        if let expected = context.expectedType { return demand(expecting: expected, context) }
        return demand(filling: context.outerSlot, within: context.implicitInitializerSlots[...], context)
    }

    private func demand(expecting expected: TypeSyntax, _ context: ExpressionContext) -> TypeDemand {
        let type = expected.unwrappingOptional.type
        // `func make<T>() -> T { container.resolve() }` asks for whatever T is at each call.
        if let root = type.nominalName.flatMap(NameBytes.firstDottedPart), genericParameters(context).contains(root) { return .unknown }
        return .type(written(type, context))
    }

    /// What a value put in `slot` must be; `initializers`, the slots of the `.init(…)` calls
    /// around it, innermost last.
    private func demand(filling slot: ExpressionSlot, within initializers: ArraySlice<ExpressionSlot>, _ context: ExpressionContext) -> TypeDemand {
        switch slot {
        case .assignment(let target):
            switch target.kind {
            case .member(let base?, let name, _):
                if case .identifier(let object) = base.kind, let injected = injectedObject(object, context) {
                    return .property(owner: injected.written.nominalName.map(NameBytes.dottedParts) ?? [], name: name)
                }
                if case .identifier("self") = base.kind { return .property(owner: scope(context), name: name) }
                // `let module = NewsScreen(); module.handler = container.resolve()`: a property of the local's type.
                if case .identifier = base.kind, let owner = StaticType.of(base, context)?.unwrappingOptional.type,
                   case .named(let components) = owner, components.allSatisfy({ $0.genericArguments.isEmpty }) {
                    return .property(owner: components.map(\.name), name: name)
                }
            case .identifier(let name):
                return .property(owner: scope(context), name: name)
            default: break
            }
        case .argument(let callee, let label, let index):
            if let type = callee.asType ?? initializerType(callee) {
                return .parameter(callee: written(type, context), label: label, index: index)
            }
            if case .member(let base?, let method, _) = callee.kind, case .identifier(let object) = base.unwrapped.kind,
               let injected = injectedObject(object, context) {
                return .methodParameter(owner: injected, method: method, label: label, index: index)
            }
            // `Repository(provider: .init(service: ◻︎))`: a parameter of what the `.init` builds,
            // which is what its own slot asks for.
            if callee.isImplicitInitializer, let enclosing = initializers.last {
                let built = enclosing.annotation.map { demand(expecting: $0, context) }
                    ?? demand(filling: enclosing, within: initializers.dropLast(), context)
                if case .unknown = built { return .unknown }
                return .implicitInitializerParameter(of: built, label: label, index: index)
            }
        default: break
        }
        return .unknown
    }

    func genericParameters(_ context: ExpressionContext) -> Set<String> {
        var names = Set<String>()
        for declaration in context.declarations {
            for parameter in declaration.genericParameters { names.insert(parameter.name) }
            for member in declaration.members where member.kind == .associatedtype { names.insert(member.name) }
        }
        return names
    }

    /// The type of the object a `.dependency`/`.injection` closure around the context injects into.
    private func injectedObject(_ name: String, _ context: ExpressionContext) -> WrittenType? {
        for enclosing in context.closures.reversed() {
            if let injected = injectedObjects[enclosing.closure.offset], injected.parameter == name { return injected.type }
        }
        return nil
    }

    /// `X.init` as a callee: the type X.
    private func initializerType(_ callee: Expression) -> TypeSyntax? {
        if case .member(let base?, "init", _) = callee.kind { return base.asType }
        return nil
    }
}
