import DilintSyntax

/// A member-call chain read from its receiver outwards:
/// `container.register(P.self) { … }.inObjectScope(.container)` is receiver `container`
/// and links `register(P.self) { … }`, `inObjectScope(.container)`.
public struct CallChain: Sendable {
    public struct Link: Sendable {
        public var name: String
        public var offset: Int
        /// nil for a property step (`.shared`), the arguments for a call step.
        public var arguments: [Argument]?
        public var trailingClosures: [TrailingClosure]
        /// `Lazy<P>` style specialization written on this step.
        public var genericArguments: [TypeSyntax]

        public var isCall: Bool { arguments != nil }

        public func argument(_ label: String?) -> Argument? { arguments?.first { $0.label == label } }
        public var unlabeledArguments: [Argument] { arguments?.filter { $0.label == nil } ?? [] }
        /// Every closure passed to this step, in parentheses or trailing.
        public var closures: [Closure] {
            var result: [Closure] = []
            for argument in arguments ?? [] { if case .closure(let c) = argument.value.unwrapped.kind { result.append(c) } }
            return result + trailingClosures.map(\.closure)
        }
    }

    /// What the chain starts from (`container`, `Container.shared`'s `Container`, `self`);
    /// nil for a bare call such as `register { … }`.
    public var receiver: Expression?
    public var links: [Link]

    public init?(_ expression: Expression) {
        var links: [Link] = []
        var current: Expression? = expression.unwrapped
        var pendingArguments: [Argument]?
        var pendingTrailing: [TrailingClosure] = []
        var pendingGenerics: [TypeSyntax] = []
        while let e = current {
            switch e.kind {
            case .call(let callee, let arguments, let trailing):
                guard pendingArguments == nil else { current = e; break }
                pendingArguments = arguments
                pendingTrailing = trailing
                current = callee.unwrapped
                continue
            case .specialization(let base, let arguments):
                pendingGenerics = arguments
                current = base
                continue
            case .member(let base, let name, let nameOffset):
                links.append(Link(name: name, offset: nameOffset, arguments: pendingArguments, trailingClosures: pendingTrailing, genericArguments: pendingGenerics))
                pendingArguments = nil
                pendingTrailing = []
                pendingGenerics = []
                current = base?.unwrappedForChain
                continue
            case .identifier(let name) where pendingArguments != nil:
                // A bare call: `register { … }`, `resolve()`, `X(dep: …)`.
                links.append(Link(name: name, offset: e.offset, arguments: pendingArguments, trailingClosures: pendingTrailing, genericArguments: pendingGenerics))
                pendingArguments = nil
                current = nil
                continue
            default:
                break
            }
            break
        }
        guard !links.isEmpty, pendingArguments == nil else { return nil }
        self.receiver = current
        links.reverse()
        self.links = links
    }

    public func link(named name: String) -> Link? { links.first { $0.name == name } }
    public func links(named names: Set<String>) -> [Link] { links.filter { names.contains($0.name) } }

    /// The receiver's dotted spelling when it is a plain name path: `Container.shared`.
    public var receiverPath: String? { receiver?.dottedName }
}

extension Expression {
    /// Without `try`, `await`, postfix `!`/`?` and parentheses around it.
    public var unwrapped: Expression {
        var e = self
        while true {
            switch e.kind {
            case .try(_, let inner), .await(let inner): e = inner
            case .postfix(let inner, let op) where op == "!" || op == "?": e = inner
            case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: e = elements[0].value
            default: return e
            }
        }
    }

    /// Inside a chain only optional chaining and force unwraps are looked through:
    /// `a?.b()`, `a!.b()`.
    var unwrappedForChain: Expression {
        var e = self
        while case .postfix(let inner, let op) = e.kind, op == "!" || op == "?" { e = inner }
        return e
    }

    /// The type an expression names when used as a metatype: `P.self`, `Lazy<P>.self`,
    /// `[P].self`, `Outer.Inner.self`.
    /// A metatype held in a variable or computed (`type`, `route.screenType`,
    /// `type(of: x)`), not written: what a resolution passing it asks for is known only at
    /// run time.
    public var isMetatypeValue: Bool {
        switch unwrapped.kind {
        case .identifier(let name): return !NameBytes.startsUppercase(name) && name != "self"
        case .member(_?, let name, _): return name != "self" && !NameBytes.startsUppercase(name)
        case .call(let callee, let arguments, _):
            if case .identifier("type") = callee.kind { return arguments.first?.label == "of" }
            return false
        default: return false
        }
    }

    public var metatypeArgument: TypeSyntax? {
        guard case .member(let base?, "self", _) = unwrapped.kind else { return nil }
        return base.asType
    }

    /// Reads a type written in expression position: `Outer.Inner`, `Lazy<P>`, `[P]`, `P?`.
    public var asType: TypeSyntax? {
        switch kind {
        case .identifier(let name) where NameBytes.startsUppercase(name) || name == "Self": return .named(name)
        case .member(let base?, let name, _):
            guard case .named(var components)? = base.asType else { return nil }
            components.append(TypeComponent(name: name))
            return .named(components)
        case .specialization(let base, let arguments):
            guard case .named(var components)? = base.asType, !components.isEmpty else { return nil }
            components[components.count - 1].genericArguments = arguments
            return .named(components)
        // `(any P).self` names P's metatype as `P.self` does.
        case .type(.any(let type)): return type
        case .type(let type): return type
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil: return elements[0].value.asType
        // `(Clock & Logger).self`: a composition, parsed as `&` between two names.
        case .infix(let left, "&", let right):
            guard let left = left.asType, let right = right.asType else { return nil }
            if case .composition(let parts) = left { return .composition(parts + [right]) }
            return .composition([left, right])
        case .postfix(let base, "?"): return base.asType.map { .optional($0) }
        case .array(let elements) where elements.count == 1: return elements[0].asType.map { .array($0) }
        default: return nil
        }
    }
}

extension Expression {
    /// The text of a plain string literal (`"main"`) in `bytes`, its file's: nil for one
    /// with an interpolation, an escape or a line break, and for anything else.
    public func plainStringText(in bytes: [UInt8]) -> String? {
        guard case .literal(.string(let interpolations)) = kind, interpolations.isEmpty,
              offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { return nil }
        var end = offset + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") {
            if bytes[end] == UInt8(ascii: "\\") { return nil }
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        return String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
    }
}
