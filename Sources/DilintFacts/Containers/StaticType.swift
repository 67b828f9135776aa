import DilintSyntax

/// The static type of a simple expression, as far as the file shows it without type
/// inference: `X()`, `X.init()`, `X(...) as P`, `[X]()`, `self`, a local or property with
/// an annotation or a constructor call. Anything else is unknown.
public enum StaticType {
    /// The type a call builds, by its callee alone: `Logger(…)`, `Outer.Inner(…)`, `X.init(…)`.
    public static func constructed(by callee: Expression) -> TypeSyntax? {
        if let type = callee.asType, type.nominalName.flatMap(NameBytes.lastDottedPart).map(NameBytes.startsUppercase) == true { return type }
        // `[Feature]()`, `[String: Int]()`.
        if let type = callee.asType {
            switch type {
            case .array, .dictionary: return type
            default: break
            }
        }
        if case .member(let base?, "init", _) = callee.kind { return base.asType }
        return nil
    }

    public static func of(_ expression: Expression, _ context: ExpressionContext) -> TypeSyntax? {
        of(expression, context, depth: 0)
    }

    /// The same, where whether the type is optional matters (a runtime argument a
    /// container keys on): unknown when it comes from an initializer call, which may be
    /// failable — `URL(string:)`, `Int(text)` and a project's `init?` give an optional.
    public static func exactly(_ expression: Expression, _ context: ExpressionContext) -> TypeSyntax? {
        of(expression, context, depth: 0, trustingInitializers: false)
    }

    /// `x.member` or `x.member(…)` (no trailing closure), not `.init`: what a factory hands
    /// back when it reads or calls a member, with the member's base and name.
    public static func memberAccess(_ expression: Expression) -> (base: Expression, name: String, isCall: Bool)? {
        var member = expression.unwrapped
        var isCall = false
        if case .call(let callee, _, let trailing) = member.kind, trailing.isEmpty {
            member = callee
            isCall = true
        }
        guard case .member(let base?, let name, _) = member.kind, name != "init", NameBytes.startsLowercase(name) else { return nil }
        return (base, name, isCall)
    }

    /// The type a member's base names when it is one (`Log` in `Log.shared`), `Self` aside.
    public static func namedType(_ base: Expression) -> TypeSyntax? {
        guard let type = base.asType, type.lastName.map(NameBytes.startsUppercase) == true,
              type.nominalName.flatMap(NameBytes.firstDottedPart) != "Self" else { return nil }
        return type
    }

    /// How a key read from a type's static member is described until the type table
    /// answers it: `Log.shared`, `Bag.make(…)`.
    public static func staticMemberKey(_ type: TypeSyntax, _ name: String, isCall: Bool) -> TypeSyntax {
        .unknown(type.description + "." + name + (isCall ? "(…)" : ""))
    }

    /// The type a literal has where nothing around it asks for another: what a factory
    /// returning `"production"` or `3` registers, when no type is written for it.
    public static func literal(_ expression: Expression) -> TypeSyntax? {
        guard case .literal(let literal) = expression.unwrapped.kind else { return nil }
        switch literal {
        case .string: return .named("String")
        case .integer: return .named("Int")
        case .float: return .named("Double")
        case .boolean: return .named("Bool")
        case .nil, .regex: return nil
        }
    }

    /// `depth` bounds the chase through initializers: `let a = b` and `let b = a` would
    /// otherwise never end.
    /// `trustingInitializers`: see `exactly`; `[X]()` and `[K: V]()` are never failable.
    static func of(_ expression: Expression, _ context: ExpressionContext, depth: Int, trustingInitializers: Bool = true) -> TypeSyntax? {
        guard depth < 8 else { return nil }
        let trusting = trustingInitializers
        let e = expression.unwrapped
        switch e.kind {
        case .cast(_, .as, let type): return type
        case .call(let callee, _, _):
            guard let type = constructed(by: callee) else { return nil }
            switch type {
            case .array, .dictionary: return type
            default: return trusting ? type : nil
            }
        case .identifier("self"):
            return context.enclosingType.map { .named($0.name) }
        case .identifier(let name):
            return localType(name, context, depth: depth + 1, trustingInitializers: trusting)
        case .member(let base?, let name, _):
            if case .identifier("self") = base.kind { return memberType(name, context, depth: depth + 1, trustingInitializers: trusting) }
            guard let owner = namedType(base)?.nominalName else { return nil }
            return ofStatic(name, of: owner, context, depth: depth, trustingInitializers: trusting)
        default:
            return nil
        }
    }

    /// `AppDI.shared`: the type of a static of a type the file declares or extends, by its
    /// written type or its initializer.
    public static func ofStatic(_ member: String, of owner: String, _ context: ExpressionContext, depth: Int = 0,
                                trustingInitializers: Bool = true) -> TypeSyntax? {
        guard !owner.contains("."), let binding = context.memberBinding(named: member, inDeclarationsOf: owner) else { return nil }
        return binding.type ?? binding.initializer.flatMap { of($0, context, depth: depth + 1, trustingInitializers: trustingInitializers) }
    }

    /// A local `let`/`var` of the enclosing function or closures, else a property of the
    /// enclosing type, else a variable of the file's top level.
    static func localType(_ name: String, _ context: ExpressionContext, depth: Int = 0, trustingInitializers: Bool = true) -> TypeSyntax? {
        for binding in context.localBindings(named: name) {
            if let type = binding.type ?? binding.initializer.flatMap({ of($0, context, depth: depth + 1, trustingInitializers: trustingInitializers) }) {
                return type
            }
            // Built by an initializer call not to be trusted: this is the binding meant, of a type not known.
            if !trustingInitializers, binding.initializer.flatMap({ of($0, context, depth: depth + 1) }) != nil { return nil }
        }
        if let parameter = context.enclosingFunction?.parameters.first(where: { $0.name == name }) { return parameter.type }
        return memberType(name, context, depth: depth, trustingInitializers: trustingInitializers)
    }

    /// A property of the enclosing type, else a variable the file declares at its top level.
    static func memberType(_ name: String, _ context: ExpressionContext, depth: Int = 0, trustingInitializers: Bool = true) -> TypeSyntax? {
        guard let binding = context.memberBinding(named: name) ?? context.fileBinding(named: name) else { return nil }
        return binding.type ?? binding.initializer.flatMap { of($0, context, depth: depth + 1, trustingInitializers: trustingInitializers) }
    }
}
