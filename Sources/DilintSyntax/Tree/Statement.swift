/// A statement inside a function, initializer, accessor or closure body.
public struct Statement: Sendable {
    public var offset: Int
    /// The `#if` branches this statement sits in (within its body), outermost first.
    public var conditions: [ConditionalBranch]
    public var kind: Kind

    public init(offset: Int, conditions: [ConditionalBranch] = [], kind: Kind) {
        self.offset = offset
        self.conditions = conditions
        self.kind = kind
    }

    /// Not `indirect`: the nested statements sit in arrays already, so a statement needs
    /// no heap box of its own.
    public enum Kind: Sendable {
        case expression(Expression)
        /// A local `let`/`var`, function or type.
        case declaration(Declaration)
        case `return`(Expression?)
        case `throw`(Expression)
        /// `else if` is an `if` alone in the else branch.
        case `if`(clauses: [ConditionClause], then: [Statement], else: [Statement])
        case `guard`(clauses: [ConditionClause], else: [Statement])
        case `while`(clauses: [ConditionClause], body: [Statement])
        case `repeat`(body: [Statement], condition: Expression)
        case forIn(pattern: String, sequence: Expression, body: [Statement])
        case `switch`(subject: Expression, cases: [SwitchCase])
        case `do`(body: [Statement], catches: [[Statement]])
        case `defer`([Statement])
        /// `break`, `continue`, `fallthrough`, and what could not be parsed.
        case other
    }
}

/// One `if`/`guard`/`while` condition.
public enum ConditionClause: Sendable {
    case expression(Expression)
    /// `let x: T = value`, `var x = value`, or the shorthand `let x`.
    case optionalBinding(isLet: Bool, name: String, offset: Int, type: TypeSyntax?, value: Expression?)
    /// `case .some(let x) = value`.
    case pattern(pattern: String, value: Expression)
    /// `#available(…)` and `#unavailable(…)`.
    case availability
}

public struct SwitchCase: Sendable {
    /// The case's patterns as written; empty for `default`.
    public var patterns: [String]
    public var body: [Statement]
    /// The `#if` branches around this case within its switch, outermost first.
    public var conditions: [ConditionalBranch] = []

    public init(patterns: [String], body: [Statement]) {
        self.patterns = patterns
        self.body = body
    }
}
