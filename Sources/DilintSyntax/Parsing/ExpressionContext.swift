/// What the walker knows about one expression: the slot it fills, what wraps it, and
/// the declarations, closures and `#if` branches around it.
public struct ExpressionContext: Sendable {
    /// The slot the expression fills, looking through `try`, `await`, postfix `!`/`?`,
    /// parentheses and ternary branches — but not through casts or `??`, which are slots
    /// of their own (`.castOperand`, `.nilCoalescingLeft`).
    public var slot: ExpressionSlot
    /// The slot after also looking through casts and `??`: for `let x: P = try r.resolve() as! X`
    /// the `resolve()` call has `slot == .castOperand(.forced, X)` and
    /// `outerSlot == .variableInitializer(name: "x", annotation: P, …)`.
    public var outerSlot: ExpressionSlot
    /// What stands between the expression and `outerSlot`, outermost first.
    public var wrappers: [ExpressionWrapper]
    /// Enclosing declarations, outermost first: types and extensions, functions,
    /// initializers, accessors' variables and subscripts, and the variable whose
    /// initializer or default value this is.
    public var declarations: [Declaration]
    /// Enclosing closures, outermost first, each with the call it is passed to.
    public var closures: [EnclosingClosure]
    /// The `#if` branches around the expression, outermost first.
    public var conditions: [ConditionalBranch]
    /// The slots of the `.init(…)` calls whose arguments hold the expression, outermost
    /// first: in `Repository(provider: .init(service: ◻︎))` what `.init` builds is what
    /// `provider` takes.
    public var implicitInitializerSlots: [ExpressionSlot] = []
    /// The walk's listing of the variables the bodies around it declare.
    let locals: LocalBindings

    /// Under `try?`, on the left of `??`, an `if let`/`guard let` value, the operand of
    /// `as?`, or the base of `?` chaining.
    public var isOptionalHandled: Bool {
        if case .optionalBinding = outerSlot { return true }
        return wrappers.contains { wrapper in
            switch wrapper {
            case .try(.optional), .cast(.conditional, _), .optionalChain, .nilCoalescingLeft: return true
            default: return false
            }
        }
    }

    /// Under postfix `!`, `try!` or `as!`.
    public var isForced: Bool {
        wrappers.contains { wrapper in
            switch wrapper {
            case .forceUnwrap, .try(.forced), .cast(.forced, _): return true
            default: return false
            }
        }
    }

    /// The type the expression's value is expected to have, as far as its slot says: the
    /// innermost cast, else the annotation or return type of `outerSlot`.
    public var expectedType: TypeSyntax? {
        for wrapper in wrappers.reversed() {
            if case .cast(_, let type) = wrapper { return type }
        }
        return outerSlot.annotation
    }

    /// The nearest enclosing function, initializer, subscript or deinitializer.
    public var enclosingFunction: Declaration? {
        declarations.last { [.function, .initializer, .subscript, .deinitializer].contains($0.kind) }
    }

    /// The nearest enclosing type or extension.
    public var enclosingType: Declaration? {
        declarations.last { $0.isTypeDeclaration || $0.kind == .extension }
    }

    /// The innermost enclosing closure.
    public var enclosingClosure: EnclosingClosure? { closures.last }
}

public enum ExpressionSlot: Sendable {
    /// `let name: T = ◻︎` — a variable, property or (for default values) parameter.
    /// `isStoredProperty` is true for stored properties declared in a type or extension
    /// body, static ones included.
    case variableInitializer(name: String, annotation: TypeSyntax?, isStoredProperty: Bool, isLazy: Bool)
    /// `target = ◻︎` (`self.x = …`, `x = …`).
    case assignment(target: Expression)
    /// `callee(label: ◻︎)`, an initializer call `X(server: ◻︎)` included, and an attribute's
    /// arguments (`@Injected(◻︎)`, with the attribute's name as the callee).
    case argument(callee: Expression, label: String?, index: Int)
    /// `return ◻︎` or a single-expression body, with the enclosing function's, getter's or
    /// closure's declared return type.
    case returnValue(TypeSyntax?)
    /// `if let x: T = ◻︎`, `guard let x = ◻︎`.
    case optionalBinding(annotation: TypeSyntax?)
    /// `◻︎ as T`, `◻︎ as? T`, `◻︎ as! T`.
    case castOperand(CastKind, TypeSyntax)
    /// `◻︎ ?? fallback`.
    case nilCoalescingLeft
    case other

    /// `name(◻︎)`, `@Name(◻︎)`: where property wrappers' key paths stand.
    public var isFirstUnlabeledArgumentOfAName: Bool {
        guard case .argument(let callee, nil, 0) = self, case .identifier = callee.kind else { return false }
        return true
    }

    /// The written type the slot gives its value, when it gives one.
    public var annotation: TypeSyntax? {
        switch self {
        case .variableInitializer(_, let annotation, _, _): return annotation
        case .returnValue(let type): return type
        case .optionalBinding(let annotation): return annotation
        case .castOperand(_, let type): return type
        default: return nil
        }
    }
}

/// Something the walker looked through on the way from a slot to an expression.
public enum ExpressionWrapper: Sendable {
    case `try`(TryKind)
    case await
    /// Postfix `!`.
    case forceUnwrap
    /// Postfix `?` (the expression is the base of optional chaining).
    case optionalChain
    case parentheses
    case cast(CastKind, TypeSyntax)
    case nilCoalescingLeft
}

/// A closure around an expression and the call it is passed to: the factory closure of
/// `container.register(P.self) { r in … }` has callee `container.register` and no label;
/// `.initCompleted { r, s in … }` has callee `….initCompleted`.
public struct EnclosingClosure: Sendable {
    public var closure: Closure
    /// The called expression the closure is an argument or trailing closure of; nil for
    /// a closure that is not passed to a call (`let f = { … }`).
    public var callee: Expression?
    /// The argument label, or the trailing closure's label (nil for the first one).
    public var label: String?
    public var isTrailing: Bool
    /// Position among the call's arguments, trailing closures counted after the
    /// parenthesized ones.
    public var index: Int

    public init(closure: Closure, callee: Expression?, label: String?, isTrailing: Bool, index: Int) {
        self.closure = closure
        self.callee = callee
        self.label = label
        self.isTrailing = isTrailing
        self.index = index
    }
}
