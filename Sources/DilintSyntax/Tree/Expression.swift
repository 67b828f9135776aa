/// An expression of the light syntax tree: enough structure for call chains, casts,
/// operators, closures and key paths; everything else is `.unknown`.
public struct Expression: Sendable {
    /// Byte offset of the expression's first token.
    public var offset: Int
    public var kind: Kind

    public init(offset: Int, kind: Kind) {
        self.offset = offset
        self.kind = kind
    }

    /// Only the cases that nest expressions are `indirect`: leaves (names, literals, key
    /// paths) stay inline, which saves a heap box per leaf.
    public enum Kind: Sendable {
        /// `x`, `self`, `Self`, `super`, `$0`, a type name used as a value (`Container`).
        case identifier(String)
        /// `base.name`; `.name` (implicit member) when `base` is nil. `X.self` is a member
        /// access named `self`.
        indirect case member(base: Expression?, name: String, nameOffset: Int)
        /// `callee(args) { trailing }`.
        indirect case call(callee: Expression, arguments: [Argument], trailingClosures: [TrailingClosure])
        indirect case `subscript`(base: Expression, arguments: [Argument])
        /// `Lazy<P>` or `Factory<P>` in expression position.
        indirect case specialization(base: Expression, arguments: [TypeSyntax])
        indirect case closure(Closure)
        /// `\Root.a.b` or `\.a.b`.
        case keyPath(root: TypeSyntax?, components: [String])
        indirect case cast(Expression, CastKind, TypeSyntax)
        /// `x is T`.
        indirect case typeCheck(Expression, TypeSyntax)
        indirect case `try`(TryKind, Expression)
        indirect case await(Expression)
        /// `*!scope`, `-x`, `!flag`, `&value`.
        indirect case prefix(op: String, Expression)
        /// `x!`, `x?` (optional chaining), `x...`.
        indirect case postfix(Expression, op: String)
        /// Binary operators, `=` and compound assignments included, folded by precedence.
        indirect case infix(Expression, op: String, Expression)
        indirect case ternary(condition: Expression, then: Expression, else: Expression)
        case literal(Literal)
        case array([Expression])
        case dictionary([DictionaryElement])
        /// A parenthesized expression or a tuple.
        case tuple([Argument])
        /// A type in expression position that is not a plain name: `[P].self`, `P?.self`.
        case type(TypeSyntax)
        /// An `if`/`switch`/`do` used as an expression.
        indirect case statement(Statement)
        case unknown
    }
}

public enum CastKind: String, Sendable { case `as` = "as", conditional = "as?", forced = "as!" }
public enum TryKind: String, Sendable { case plain = "try", optional = "try?", forced = "try!" }

public enum Literal: Sendable {
    /// A string literal; `interpolations` are the expressions inside `\( … )`.
    case string(interpolations: [Expression])
    case integer(String)
    case float(String)
    case boolean(Bool)
    case `nil`
    case regex
}

/// `label: value` in a call, subscript, tuple or attribute.
public struct Argument: Sendable {
    public var label: String?
    public var offset: Int
    public var value: Expression

    public init(label: String?, offset: Int, value: Expression) {
        self.label = label
        self.offset = offset
        self.value = value
    }
}

public struct TrailingClosure: Sendable {
    /// nil for the first (unlabeled) trailing closure.
    public var label: String?
    public var closure: Closure

    public init(label: String?, closure: Closure) {
        self.label = label
        self.closure = closure
    }
}

public struct DictionaryElement: Sendable {
    public var key: Expression
    public var value: Expression

    public init(key: Expression, value: Expression) {
        self.key = key
        self.value = value
    }
}

public struct Closure: Sendable {
    public var offset: Int
    /// Named parameters, with types when written: `{ (r: Resolver, id: Int) -> P in }`,
    /// `{ r, id in }`. Empty for closures using `$0`.
    public var parameters: [ClosureParameter]
    public var returnType: TypeSyntax?
    public var isThrowing: Bool
    public var isAsync: Bool
    /// `[weak self]` and the like, as written.
    public var captureList: String?
    /// `{ @MainActor in … }`: the closure runs on the main actor wherever it is called.
    public var isMainActor = false
    public var body: [Statement]

    public init(offset: Int, parameters: [ClosureParameter] = [], returnType: TypeSyntax? = nil, isThrowing: Bool = false,
                isAsync: Bool = false, captureList: String? = nil, body: [Statement] = []) {
        self.offset = offset
        self.parameters = parameters
        self.returnType = returnType
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.captureList = captureList
        self.body = body
    }
}

public struct ClosureParameter: Sendable {
    public var name: String
    public var offset: Int
    public var type: TypeSyntax?

    public init(name: String, offset: Int, type: TypeSyntax?) {
        self.name = name
        self.offset = offset
        self.type = type
    }
}

extension Expression {
    /// `a.b.c` spelled out; nil when any step is not a plain name.
    public var dottedName: String? {
        switch kind {
        case .identifier(let name): return name
        case .member(let base?, let name, _): return base.dottedName.map { $0 + "." + name }
        default: return nil
        }
    }

    /// `.init` written without its type (`provider: .init(service: s)`).
    public var isImplicitInitializer: Bool {
        if case .member(nil, "init", _) = kind { return true }
        return false
    }
}
